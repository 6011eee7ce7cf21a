import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackRelease

/// `wordpack publish --to DIR`: a verified, versioned release of `outputs/`.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract:
            "Verify outputs/ against its manifest, then write DIR/<version>/: one ZIP per app, the manifest, the changes.",
        discussion: """
            Refuses, naming each file, when a file of outputs/ differs from the manifest or is not in it. \
            Never overwrites an existing version. Without --version, the release is numbered after the newest \
            numbered one in DIR (1, 2, …). When every file is as the newest release has it, no release is made \
            and it says so (exit status 0); --allow-unchanged makes one all the same.

            Publishes what a release build would: outputs made by a development build are refused when a \
            release build would refuse them (an error under the release policy, or a language left out while \
            in progress), in one sentence that says why; `make release` builds under the release policy and \
            publishes. --allow-development publishes them all the same, as a development release that its \
            manifest and its changes mark as such.

            With --swift-package DIR, each app's content is then also a Swift package in DIR/<app id>/ (a \
            library named after the app: AnimalsContent for the app animals); with --git each package is a git \
            repository with one commit per release, tagged with the release's version (3.0.0 for release 3). \
            When nothing changed, the packages are brought to the newest release.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "The folder that holds the releases.")
    var to: String

    @Option(help: "The release's version (default: the next number).")
    var version: String?

    @Flag(help: "Make a release even when every file is as the newest release has it.")
    var allowUnchanged = false

    @Flag(help: "Publish a development build's outputs that a release build would refuse, marked as such.")
    var allowDevelopment = false

    @Option(help: ArgumentHelp("Also write each app's content as a Swift package into this folder.", valueName: "dir"))
    var swiftPackage: String?

    @Flag(help: "Make each Swift package a git repository, with a commit and a tag per release.")
    var git = false

    func validate() throws {
        if git, swiftPackage == nil { throw ValidationError("--git needs --swift-package DIR.") }
    }

    func run() throws {
        let destination = URL(fileURLWithPath: to, isDirectory: true).standardizedFileURL
        let packages = swiftPackage.map {
            ContentPackages.Request(
                destination: URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL, git: git)
        }
        var packaged: [ContentPackages.Written] = []
        let published = try options.running {
            try Workflows.publish(
                options.build(), to: destination, version: version, allowUnchanged: allowUnchanged,
                allowDevelopment: allowDevelopment, swiftPackages: packages, packaged: { packaged = $0 },
                progress: options.show)
        }
        for package in packaged {
            let what = package.tag.map { package.written ? "tagged \($0)" : "already at \($0)" } ?? "written"
            options.progress("publish: the Swift package \(package.folder.path) \(what)")
        }
        guard let release = published else { return }
        for file in release.files { Console.standardOutput("\(release.folder.path)/\(file)\n") }
        options.progress(
            "publish: release \(release.version) in \(release.folder.path)"
                + (release.changes.previousVersion.map { ", changes since \($0) in changes.md" } ?? "")
                + (release.changes.development == true ? " (a development release)" : ""))
    }
}
