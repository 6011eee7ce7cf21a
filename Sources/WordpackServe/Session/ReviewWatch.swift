import Foundation
import WordpackCore
import WordpackPipeline
import WordpackReview

/// `wordpack review --watch`: serves `review/` over HTTP, watches `inputs/` and `pipeline.json`, and after each
/// burst of changes runs the review build (with the development policy, so a language in progress does not
/// stop it) and tells the open pages which of them changed. A build that stops on errors, or a sheet that does
/// not read yet, is shown on the pages and the loop waits for the next save: nothing in the content stops the
/// server. Ctrl-C or SIGTERM ends it after the build under way, with the project's lock released.
package enum ReviewWatch {
    /// How to serve and watch.
    package struct Settings: Sendable {
        /// The address to listen on: loopback unless asked otherwise.
        package var host = "127.0.0.1"
        /// 0: a free port.
        package var port = 0
        /// Poll instead of asking the system for events.
        package var poll = false
        /// A burst of changes ends after this many seconds without one …
        var quiet: TimeInterval = 0.2
        /// … or this many after its first.
        var longest: TimeInterval = 2
        var pollInterval: TimeInterval = 0.5
        /// `--since`: a release whose changes the pages mark.
        package var since: URL?

        package init() {}
    }

    /// Runs until stopped by a signal. `announce` gets the site's address (standard output), `progress` every
    /// build's lines, as `wordpack review` prints them.
    package static func run(
        _ options: BuildOptions, settings: Settings, announce: (String) -> Void, progress: (BuildEvent) -> Void
    ) throws {
        var options = options
        options.policy = .development
        let folder = options.project.root.appendingPathComponent(Workflows.reviewFolder, isDirectory: true)
        let events = ReviewEvents()
        let server: ReviewServer
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            server = try ReviewServer(folder: folder, host: settings.host, port: settings.port, events: events)
        } catch {
            throw BuildFailure.load([], message: "error: cannot serve \(Workflows.reviewFolder)/: \(error)")
        }
        defer { server.stop() }
        let changes = ChangeQueue()
        let signals = StopSignals { changes.stop() }
        defer { signals.restore() }
        var watcher = startWatcher(options.project, settings: settings, changes: changes, progress: progress)
        defer { watcher.stop() }
        announce(server.url)
        progress(
            .summary(
                "watch: serving \(Workflows.reviewFolder)/ at \(server.url); watching inputs/ and pipeline.json "
                    + "(\(watcher.method)); Ctrl-C stops"))
        var session = WatchSession(options: options, since: settings.since, folder: folder, events: events)
        var reason = "first build"
        while true {
            session.build(because: reason, progress: progress)
            if let failure = watcher.failure {
                watcher.stop()
                progress(.summary("watch: inotify misses changes now (\(failure)); polling instead"))
                watcher = polling(options.project, settings: settings, changes: changes)
            }
            guard let burst = changes.nextBurst(quiet: settings.quiet, longest: settings.longest) else { break }
            reason = burst.count == 1 ? burst[0] : "\(burst[0]) and \(burst.count - 1) more"
        }
        progress(.summary("watch: stopped; \(Workflows.reviewFolder)/ is as the last build left it"))
    }

    /// inotify, unless asked to poll, unless the project is on a file system whose changes inotify may not see,
    /// unless inotify cannot be used.
    static func startWatcher(
        _ project: Project, settings: Settings, changes: ChangeQueue, progress: (BuildEvent) -> Void
    ) -> any ProjectWatcher {
        #if canImport(Glibc)
        if !settings.poll {
            if !FileSystemEvents.areSeen(at: project.inputs.path) {
                progress(.summary("watch: inputs/ is on a network or shared file system; polling it"))
            } else {
                do {
                    return try InotifyWatcher(project: project.root, changes: changes)
                } catch {
                    progress(.summary("watch: \(error); polling instead"))
                }
            }
        }
        #endif
        return polling(project, settings: settings, changes: changes)
    }

    static func polling(_ project: Project, settings: Settings, changes: ChangeQueue) -> any ProjectWatcher {
        PollingWatcher(interval: settings.pollInterval, changes: changes) {
            ProjectState(project: project, options: "watch").inputsDigest
        }
    }
}
