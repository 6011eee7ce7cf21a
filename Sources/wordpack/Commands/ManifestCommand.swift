import ArgumentParser
import Foundation
import WordpackPipeline

/// `wordpack manifest`: whether `outputs/` is what the last build made.
struct ManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Verify that outputs/ is what the last build made, as outputs/manifest.json lists it.",
        discussion: """
            Only `wordpack build` writes the manifest, and only a build whose every stage succeeded is vouched \
            for. This reads every file of outputs/ in full and exits non-zero, naming each file, when the \
            manifest is not the one that build wrote, a file it lists is missing or differs, or a file is there \
            that it does not list. `publish` makes the same check.
            """)

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try Workflows.manifest(options.build(), progress: options.show) }
    }
}
