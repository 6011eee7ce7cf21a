import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackRecording

/// `wordpack accept --language es [ITEM…]`: recordings noted as saying their words, translations confirmed.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Note that recordings say their words (in recorded.tsv), and confirm outdated translations.",
        discussion: """
            Notes each recording of the language, with its SHA-256 and the word it stands for, in \
            inputs/languages/<code>/recorded.tsv, so that `wordpack check` reports it when that word changes. \
            With no item, the recordings not noted yet (added or recorded again by hand); rows of files no longer \
            there are dropped, and a renamed file keeps what it was recorded for. A recording made for another \
            word, or a translation made against another reference text, is accepted only when named (or with \
            --outdated). Listen to a recording before you accept it.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(name: .customLong("language"), help: "The language (its folder name under inputs/languages/).")
    var languageCode: String

    func validate() throws { try LanguageArgument.validate(languageCode) }

    @Argument(
        help: ArgumentHelp(
            "Recordings (speech/<List>/<file>, letters/<file>) and translations (<List>/<key>) to accept as they are.",
            valueName: "item"))
    var items: [String] = []

    @Flag(help: "Accept every recording made for another word and confirm every outdated translation of the language.")
    var outdated = false

    func run() throws {
        var request = Workflows.AcceptRequest(language: try LanguageArgument.parse(languageCode))
        request.items = items
        request.outdated = outdated
        try options.running {
            try Workflows.accept(options.build(), request, progress: options.show)
        }
    }
}
