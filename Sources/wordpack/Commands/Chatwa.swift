import ArgumentParser
import WordpackKit

/// `wordpack chatwa`: Chatwa's level set from the catalogue.
struct Chatwa: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write outputs/chatwa/levels.json: a round (hint, answer, grid) per word of the Chatwa app.",
        discussion: "Reads the catalogue that `wordpack ingest` left in .wordpack/. Writes nothing when a round "
            + "is unplayable (an answer that is not capital letters A–Z, at most 11; a bad grid; no hint).")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try WordpackKit.Build.stage("chatwa", options.build(), progress: options.show) }
    }
}
