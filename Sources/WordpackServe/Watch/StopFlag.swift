import Foundation

/// A flag a watcher's thread checks between its waits, and the wait that ends as soon as it is raised.
final class StopFlag: @unchecked Sendable {
    private let condition = NSCondition()
    private var raised = false

    var isRaised: Bool { condition.withLock { raised } }

    func raise() {
        condition.withLock {
            raised = true
            condition.broadcast()
        }
    }

    /// Waits `seconds`, or less when the flag is raised meanwhile; true when it is raised.
    func wait(_ seconds: TimeInterval) -> Bool {
        condition.withLock {
            let end = Date().addingTimeInterval(seconds)
            while !raised, condition.wait(until: end) {}
            return raised
        }
    }
}
