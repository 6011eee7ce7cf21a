import ArgumentParser
import Foundation
import WordpackBuild

/// `wordpack review [--since DIR]`: builds, then writes the review site into review/.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build, then write a review site of every app into review/ (open review/index.html).",
        discussion: """
            A card per word with its picture, texts and recordings as they ship (recordings as WAV, which \
            browsers play), the findings of check on their cards, a coverage matrix per app and how far each \
            language is. With --since, what changed since that release is marked on the cards.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "A release folder made by `wordpack publish` (e.g. releases/3): mark what changed since it.")
    var since: String?

    func run() throws {
        let release = since.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        try options.running {
            try WordpackBuild.Build.review(options.build(), since: release, progress: options.show)
        }
    }
}
