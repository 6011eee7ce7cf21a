import ArgumentParser
import Foundation
import WordpackPipeline

/// `wordpack publish --to DIR`: a verified, versioned release of `outputs/`.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract:
            "Verify outputs/ against its manifest, then write DIR/<version>/: one ZIP per app, the manifest, the changes.",
        discussion: """
            Refuses, naming each file, when a file of outputs/ differs from the manifest or is not in it.
            Never overwrites an existing version. Without --version, the release is numbered after the
            newest numbered one in DIR (1, 2, …). When every file is as the newest release has it, no release
            is made and it says so (exit status 0); --allow-unchanged makes one all the same.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "The folder that holds the releases.")
    var to: String

    @Option(help: "The release's version (default: the next number).")
    var version: String?

    @Flag(help: "Make a release even when every file is as the newest release has it.")
    var allowUnchanged = false

    func run() throws {
        let destination = URL(fileURLWithPath: to, isDirectory: true).standardizedFileURL
        let published = try options.running {
            try Workflows.publish(
                options.build(), to: destination, version: version, allowUnchanged: allowUnchanged,
                progress: options.show)
        }
        guard let release = published else { return }
        for file in release.files { Console.standardOutput("\(release.folder.path)/\(file)\n") }
        options.progress(
            "publish: release \(release.version) in \(release.folder.path)"
                + (release.changes.previousVersion.map { ", changes since \($0) in changes.md" } ?? ""))
    }
}
