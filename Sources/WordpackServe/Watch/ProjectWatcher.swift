import Foundation

/// What a watcher does: tells a `ChangeQueue` of every change to `inputs/` and `pipeline.json`, from its own
/// thread, until stopped.
package protocol ProjectWatcher: AnyObject, Sendable {
    /// How it watches, for the progress line: `inotify`, `polling every 0.5 s`.
    var method: String { get }
    /// Why it stopped seeing every change, if it did (then the watch loop polls instead).
    var failure: String? { get }
    func stop()
}

/// Names of files that no build reads (FolderListing skips them), so that their coming and going is no change:
/// Excel's `~$words.xlsx`, LibreOffice's `.~lock.words.xlsx#`.
enum IgnoredFile {
    static func contains(_ name: String) -> Bool {
        name.hasPrefix("~$") || name.hasPrefix(".~lock.")
    }
}
