import ArgumentParser
import WordpackCatalogue
import WordpackCore
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

    func validate() throws { try LanguageArgument.validate(code) }

    func run() throws {
        // Said before the folder is made: a code that is also a country's (se: Northern Sami, or Sweden) is
        // more often the country's language, which the localizer may have meant.
        let language = try LanguageArgument.parse(code)
        if let warning = LanguageCode.countryCodeWarning(code) {
            options.show(.findings([.warning(at: Location(file: Project.languageFolderPath(language)), warning)]))
        }
        let paths = try options.running { try Workflows.addLanguage(language, options.build()) }
        for path in paths { Console.standardOutput(path + "\n") }
        options.progress(
            "add-language: fill in the word column of \(Project.languageFolderPath(language))/\(LanguageScaffold.workbookName), "
                + "then run `wordpack check --language \(language)`.")
    }
}
