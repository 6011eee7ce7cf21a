import ArgumentParser
import WordpackKit

/// `wordpack add-language <code>`: the localizer's starting point.
struct AddLanguage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-language",
        abstract: "Create inputs/languages/<code>/ with a translation workbook to fill in.")

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The language's code: ISO 639, then optional variants (fr, pt-BR, en-GB-phonics).")
    var code: String

    func run() throws {
        throw ExitCode.failure
    }
}
