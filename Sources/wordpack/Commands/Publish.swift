import ArgumentParser
import Foundation
import WordpackKit

/// `wordpack publish --to DIR`: a verified, versioned release of `outputs/`.
struct Publish: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Verify outputs/ against its manifest, then write DIR/<version>/: one ZIP per app, the manifest, the changes.",
        discussion: """
            Refuses, naming each file, when a file of outputs/ differs from the manifest or is not in it.
            Never overwrites an existing version. Without --version, the release is numbered after the
            newest numbered one in DIR (1, 2, …).
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "The folder that holds the releases.")
    var to: String

    @Option(help: "The release's version (default: the next number).")
    var version: String?

    func run() throws {
        let lock = try options.lock("publish")
        defer { withExtendedLifetime(lock) {} }
        let project = options.wordpackProject
        let (configuration, problems) = Pipeline.configuration(project)
        guard problems.isEmpty else {
            Console.report(problems)
            throw ExitCode.failure
        }
        let publisher = Publisher(
            project: project, destination: URL(fileURLWithPath: to, isDirectory: true).standardizedFileURL,
            configuration: configuration)
        do {
            let release = try publisher.publish(version: version)
            for file in release.files { Console.standardOutput("\(release.folder.path)/\(file)\n") }
            options.progress(
                "publish: release \(release.version) in \(release.folder.path)"
                    + (release.changes.previousVersion.map { ", changes since \($0) in changes.md" } ?? ""))
        } catch let refused as PublishRefused {
            Console.report(refused.findings)
            Console.standardError("publish refused: nothing was written.\n")
            throw ExitCode.failure
        }
    }
}
