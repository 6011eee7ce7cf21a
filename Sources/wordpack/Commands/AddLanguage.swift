import ArgumentParser
import WordpackKit

/// `wordpack add-language <code>`: the localizer's starting point.
struct AddLanguage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-language",
        abstract: "Create inputs/languages/<code>/ with a translation workbook to fill in.",
        discussion: """
            The workbook lists every list and key with the reference language's word (pipeline.json's
            referenceLanguage) and an empty `word` column. Never overwrites an existing folder.
            """)

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The language's code: ISO 639, then optional variants (fr, pt-BR, en-GB-phonics).")
    var code: String

    func run() throws {
        let project = options.wordpackProject
        let (configuration, _) = Pipeline.configuration(project)
        let catalogue = WordpackKit.Ingest(project: project).run()
        let scaffold = LanguageScaffold(
            project: project, catalogue: catalogue, referenceLanguage: configuration.referenceLanguage)
        do {
            for path in try scaffold.create(code: code) { Console.standardOutput(path + "\n") }
        } catch let problem as DiagnosticConvertible {
            Console.report([problem.diagnostic])
            throw ExitCode.failure
        }
        options.progress(
            "add-language: fill in the word column of inputs/languages/\(code)/\(LanguageScaffold.workbookName), "
                + "then run `wordpack check --language \(code)`.")
    }
}
