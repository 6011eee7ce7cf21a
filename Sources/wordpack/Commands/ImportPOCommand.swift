import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackTranslation

/// `wordpack import-po FILE --language fr`: a translator's PO file checked, then copied into the language.
struct ImportPOCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-po",
        abstract: "Check a translated PO file, copy it to inputs/languages/<code>/ and print what changed.",
        discussion: """
            The file must be UTF-8 PO into the language (its header's Language), each entry's msgctxt naming a \
            list and a word that exist (as export-po writes them), without plural forms. It is checked as \
            import-xliff checks an XLIFF file: on any problem nothing is copied and every problem is printed; \
            otherwise the translation checks' findings are printed at their lines, then each change (added, \
            changed, removed), sorted. An entry still marked fuzzy keeps the reference word it was made for. \
            The file becomes the language's words.po (an XLIFF file there gives way to it, its translations \
            kept); an entry the file leaves out, or leaves empty, keeps its current translation unless \
            --remove-missing is given.
            """)

    @OptionGroup var options: ProjectOptions

    @OptionGroup var importing: TranslationImportOptions

    func run() throws {
        _ = try options.running {
            try Workflows.importXLIFF(
                URL(fileURLWithPath: importing.file), displayPath: importing.file,
                language: try LanguageArgument.parse(importing.languageCode),
                removeMissing: importing.removeMissing,
                strict: importing.strict, po: true, options.build(), progress: options.show)
        }
    }
}
