import ArgumentParser
import WordpackPipeline
import WordpackSheets
import WordpackTranslation

/// `wordpack export-xliff --language fr`: a language's words as an XLIFF file for a translator's tool.
struct ExportXLIFFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-xliff",
        abstract: "Write a language's translations as XLIFF to translations/<code>.xliff, for a translation tool.",
        discussion: """
            One <file> per word list some app of pipeline.json ships in the language (--all: every list), one \
            unit per word (id: the word's key) with the reference language's word as its source and the current \
            translation as its target (approved, or marked for review when the reference word changed since), \
            notes on the list, the apps that ship it, the word's meanings, its other languages, its \
            picture, the hint and any length limit, and units for the list's name, sort keys and letter cases. \
            Beside it: the pictures the units name (translations/<code>/pictures/, also in each unit's \
            <context-group>) and translations/<code>.html, a page showing every unit with its picture, source, \
            notes and target. Bring the translated file back with `wordpack import-xliff`; `export-po` writes \
            the same as gettext PO.
            """)

    @OptionGroup var options: ProjectOptions

    @OptionGroup var selection: TranslationExportOptions

    @Option(help: "The XLIFF version to write: 1.2 (Xcode and most tools) or 2.0.")
    var version: XLIFFVersion = .v12

    func run() throws {
        try options.running {
            _ = try Workflows.exportXLIFF(
                options.build(), languages: selection.languages, untranslatedOnly: selection.untranslated,
                everyUnit: selection.all,
                version: version, progress: options.show)
        }
    }
}

extension XLIFFVersion: ExpressibleByArgument {}
