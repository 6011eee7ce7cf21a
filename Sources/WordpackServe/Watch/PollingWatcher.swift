import Foundation

/// Finds changes by looking again every `interval` seconds, for file systems that send no events (network
/// shares, a virtual machine's shared folders): `probe` is the build stamp's stat walk of `inputs/` and
/// `pipeline.json` (no file is opened; about 0.06 s for the sample), and any difference in it is a change.
final class PollingWatcher: ProjectWatcher {
    private let flag = StopFlag()
    package let method: String
    package let failure: String? = nil

    /// `probe`: a digest of what is watched (nil when it cannot be taken, which is a state like any other).
    package init(interval: TimeInterval, changes: ChangeQueue, probe: @escaping @Sendable () -> String?) {
        method = "polling every \(interval) s"
        let flag = flag
        let thread = Thread {
            var seen = probe()
            while !flag.wait(interval) {
                let now = probe()
                if now != seen {
                    seen = now
                    changes.note("inputs/ or pipeline.json (polled)")
                }
            }
        }
        thread.name = "wordpack polling"
        thread.start()
    }

    package func stop() { flag.raise() }
}
