import Foundation

/// Where the watchers put what changed, and where the watch loop waits for it: a burst of changes (a spreadsheet
/// program writes a sheet in several steps: a temporary file, a rename, a lock file) is handed out as one, once
/// nothing more has changed for `quiet` seconds (or `longest` seconds after its first change, for a file that
/// keeps changing).
final class ChangeQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: Set<String> = []
    private var first: Date?
    private var last: Date?
    private var stopped = false

    package init() {}

    /// Notes a change of `path` (relative to the project: `inputs/lists/Animals.xlsx`).
    func note(_ path: String) {
        condition.withLock {
            let now = Date()
            pending.insert(path)
            if first == nil { first = now }
            last = now
            condition.broadcast()
        }
    }

    /// Ends every wait: `nextBurst` returns nil from now on.
    func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    var isStopped: Bool { condition.withLock { stopped } }

    /// Waits for a change, then for the burst it starts to end; returns the paths that changed in it, in order,
    /// or nil when stopped.
    func nextBurst(quiet: TimeInterval, longest: TimeInterval) -> [String]? {
        condition.withLock {
            while !stopped {
                if let first, let last {
                    let end = min(last.addingTimeInterval(quiet), first.addingTimeInterval(longest))
                    if Date() >= end {
                        defer {
                            pending = []
                            self.first = nil
                            self.last = nil
                        }
                        return pending.sorted()
                    }
                    _ = condition.wait(until: end)
                } else {
                    condition.wait()
                }
            }
            return nil
        }
    }
}
