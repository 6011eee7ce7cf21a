import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackRecording

/// `wordpack script --language es`: what is left to record in a language, as a printable page and a TSV.
struct ScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",
        abstract: "Write what to record for one language to scripts/<code>.html (to print) and scripts/<code>.tsv.",
        discussion: """
            By default the recordings `wordpack check` reports missing, and those whose file it finds a problem \
            with (silent, too quiet, clipped, much longer or shorter than the others): the words of each list in \
            list and row order, then the letter sounds. With --all, every recording the apps play.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(name: .customLong("language"), help: "The language to record (its folder name under inputs/languages/).")
    var languageCode: String

    @Flag(help: "List every recording the language's apps play, recorded or not.")
    var all = false

    @Option(help: "Only the words of this list (no letter sounds).")
    var list: String?

    @Option(help: "Lines on each printed page.")
    var perPage = 25

    func validate() throws {
        try LanguageArgument.validate(languageCode)
        guard perPage > 0 else { throw ValidationError("--per-page must be at least 1.") }
    }

    func run() throws {
        try options.running {
            try Workflows.script(
                options.build(), language: try LanguageArgument.parse(languageCode), selection: all ? .all : .needed,
                list: list,
                perPage: perPage, progress: options.show)
        }
    }
}
