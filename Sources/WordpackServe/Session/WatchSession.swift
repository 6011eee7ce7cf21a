import Foundation
import WordpackCore
import WordpackPipeline
import WordpackReview

/// One watch's builds: each runs `wordpack review`'s build, finds the pages it changed and tells the open
/// pages, with the errors of a build that stopped.
struct WatchSession {
    let options: BuildOptions
    let since: URL?
    let folder: URL
    let events: ReviewEvents
    /// The builds so far.
    private(set) var count = 0
    /// At most this many errors are sent to the pages (all are printed).
    static let shownErrors = 50

    init(options: BuildOptions, since: URL?, folder: URL, events: ReviewEvents) {
        self.options = options
        self.since = since
        self.folder = folder
        self.events = events
    }

    mutating func build(because reason: String, progress: (BuildEvent) -> Void) {
        count += 1
        progress(.summary("watch: build \(count) (\(reason))"))
        events.building()
        let started = Date()
        let before = ReviewPages(folder: folder)
        let errors = ErrorCollector()
        var message: String?
        var ok = true
        // After the first build, each follows a save: the build stamp (nothing changed since the last build)
        // cannot hold, and is not read.
        var options = options
        if count > 1 { options.stamp = false }
        do {
            try Workflows.review(options, since: since) { event in
                if case .findings(let findings) = event { errors.add(findings.errors) }
                progress(event)
            }
        } catch let failure as BuildFailure {
            ok = false
            errors.add(failure.findings)
            progress(.findings(failure.findings))
            if case .check = failure {
                message =
                    "The build stopped on these errors (pictures and recordings are the last build's). "
                    + "Save a fix and this page follows."
            } else {
                message = failure.message
            }
            if let line = failure.message { progress(.summary(line)) }
        } catch {
            ok = false
            message = "error: \(error)"
            progress(.summary("error: \(error)"))
        }
        let changed = ReviewPages(folder: folder).changedPages(since: before, folder: folder)
        var shown = errors.lines
        if shown.count > Self.shownErrors {
            shown =
                Array(shown.prefix(Self.shownErrors)) + [
                    "… and \(shown.count - Self.shownErrors) more (see the terminal)"
                ]
        }
        if !ok, message == nil { message = "The build stopped:" }
        events.finished(BuildStatus(build: count, ok: ok, changed: changed, errors: shown, message: message))
        progress(
            .summary(
                "watch: build \(count) \(ok ? "done" : "stopped on errors") in "
                    + String(format: "%.2f s", Date().timeIntervalSince(started))
                    + "; \(changed.count) pages changed, \(events.listenerCount) open"))
    }
}

/// The errors of a build, as `check` prints them, from whichever thread reports them.
final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<Diagnostic> = []
    private var found: [String] = []

    func add(_ findings: [Diagnostic]) {
        lock.withLock {
            for finding in findings where finding.severity == .error && seen.insert(finding).inserted {
                found.append(finding.description)
            }
        }
    }

    var lines: [String] { lock.withLock { found } }
}
