import ArgumentParser
import WordpackKit

/// `wordpack plists`: the FirstWords property lists and texts.
struct Plists: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write each FirstWords app's words.plist files (full and free), name.txt, all.txt and other.txt.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try WordpackKit.Build.stage("plists", options.build(), progress: options.show) }
    }
}
