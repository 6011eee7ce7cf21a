import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackTranslation

/// `wordpack import-xliff FILE --language fr`: a translator's XLIFF file checked, then copied into the language.
struct ImportXLIFFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-xliff",
        abstract: "Check a translated XLIFF file, copy it to inputs/languages/<code>/ and print what changed.",
        discussion: """
            The file must be a translation into the language (its target-language) from the reference language \
            (its source-language), hold only units of lists and words that exist, and plain text on one line in \
            its targets (no <g>, <x/>, <bpt> or other markup, no line break or tab). On any problem nothing is \
            copied and every problem is printed. Otherwise each change against the current translations is \
            printed on one line (added, changed, removed), sorted. A unit the file leaves out, or gives no \
            target, keeps its current translation (counted as kept) unless --remove-missing is given.
            """)

    @OptionGroup var options: ProjectOptions

    @OptionGroup var importing: TranslationImportOptions

    func run() throws {
        _ = try options.running {
            try Workflows.importXLIFF(
                URL(fileURLWithPath: importing.file), displayPath: importing.file,
                language: try LanguageArgument.parse(importing.languageCode),
                removeMissing: importing.removeMissing,
                strict: importing.strict, options.build(),
                progress: options.show)
        }
    }
}
