import ArgumentParser
import WordpackCatalogue
import WordpackPipeline

/// `wordpack add-language <code>`: the localizer's starting point.
struct AddLanguageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-language",
        abstract: "Create inputs/languages/<code>/ with a translation workbook to fill in.",
        discussion: """
            The workbook lists every list and key with the reference language's word (pipeline.json's \
            referenceLanguage) and an empty `word` column. Never overwrites an existing folder.
            """)

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The language's code: ISO 639, then optional variants (fr, pt-BR, en-GB-phonics).")
    var code: String

    func run() throws {
        let paths = try options.running { try Workflows.addLanguage(code, options.build()) }
        for path in paths { Console.standardOutput(path + "\n") }
        options.progress(
            "add-language: fill in the word column of inputs/languages/\(code)/\(LanguageScaffold.workbookName), "
                + "then run `wordpack check --language \(code)`.")
    }
}
