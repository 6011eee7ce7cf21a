import Foundation
import WordpackCore

@testable import WordpackCatalogue

/// An XLIFF file read as a language's translations, as the build reads `inputs/languages/fr/words.xliff`, for the
/// tests of the reader and of the files export-xliff writes.
package enum XLIFFFile {
    package static let display = "inputs/languages/fr/words.xliff"

    package static func read(_ url: URL, language: LanguageCode = "fr") -> (
        tables: XLIFFTranslations, findings: [Diagnostic]
    ) {
        var cleaner = TextCleaner()
        var tables = XLIFFTranslations(language: language)
        do {
            try tables.read(path: url.path, displayPath: display, cleaner: &cleaner)
        } catch {
            cleaner.addReadingProblem(error, file: display)
        }
        return (tables, cleaner.findings)
    }

    package static func words(_ tables: XLIFFTranslations) -> [String] {
        tables.translations.map { "\($0.list)/\($0.key)=\($0.word ?? "-")" }
    }

    /// A document of one file for Animals in French with these units (id, target).
    package static func document(units: [(String, String)]) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Animals" source-language="en" target-language="fr" datatype="plaintext">
                <body>

            """
        for (id, target) in units {
            xml +=
                "      <trans-unit id=\"\(id)\">\n        <source>\(id)</source>\n"
                + "        <target>\(target)</target>\n      </trans-unit>\n"
        }
        return xml + "    </body>\n  </file>\n</xliff>\n"
    }
}
