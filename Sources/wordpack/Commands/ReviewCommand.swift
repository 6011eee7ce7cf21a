import ArgumentParser
import Foundation
import WordpackPipeline
import WordpackReview
import WordpackServe

/// `wordpack review [--since DIR] [--watch [--port N] [--host H] [--poll]]`: builds, then writes the review site
/// into review/; with --watch, serves it and builds again on every change.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Build, then write a review site of every app into review/ (open review/index.html).",
        discussion: """
            A card per word with its picture, texts and recordings as they ship (recordings as WAV, which \
            browsers play), the findings of check on their cards, a coverage matrix per app and how far each \
            language is. With --since, what changed since that release is marked on the cards. With --watch, \
            the site is served at http://127.0.0.1:PORT/ (printed on standard output) and built again, with \
            the development policy, whenever inputs/ or pipeline.json change; open pages reload themselves, \
            keep their place and mark what changed, and a build's errors show at the top of the page. Ctrl-C \
            stops it.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "A release folder made by `wordpack publish` (e.g. releases/3): mark what changed since it.")
    var since: String?

    @Flag(help: "Serve the site, watch inputs/ and pipeline.json, and build again on every change (Ctrl-C stops).")
    var watch = false

    @Option(help: "With --watch: the port to serve on (default: a free one, printed).")
    var port: Int?

    @Option(help: "With --watch: the address to listen on (default 127.0.0.1, this machine only).")
    var host: String?

    @Flag(help: "With --watch: look for changes every half second instead of asking the system (for network shares).")
    var poll = false

    func validate() throws {
        if !watch, port != nil || host != nil || poll {
            throw ValidationError("--port, --host and --poll go with --watch.")
        }
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port takes a number from 0 to 65535, not \(port).")
        }
    }

    func run() throws {
        let release = since.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        guard watch else {
            try options.running {
                try Workflows.review(options.build(), since: release, progress: options.show)
            }
            return
        }
        var settings = ReviewWatch.Settings()
        settings.since = release
        settings.poll = poll
        if let port { settings.port = port }
        if let host { settings.host = host }
        try options.running {
            try ReviewWatch.run(
                options.build(policy: .development), settings: settings,
                announce: { Console.standardOutput($0 + "\n") }, progress: options.show)
        }
    }
}
