import ArgumentParser
import Foundation
import WordpackBuild

/// `wordpack manifest`: writes `outputs/manifest.json` for what is in `outputs/`.
struct ManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Write outputs/manifest.json: every output with its size, SHA-256 and inputs, per app and language.",
        discussion: "`wordpack build` writes it too; this writes it alone, from the catalogue in the build folder.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try options.running { try WordpackBuild.Build.manifest(options.build(), progress: options.show) }
    }
}
