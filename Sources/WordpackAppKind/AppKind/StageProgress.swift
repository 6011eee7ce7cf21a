import Foundation

/// Counts a stage's planned units (the files it makes) as they are dealt with — made, found up to date, or
/// given up on with a finding — and reports each step as it happens, `done` rising by one up to `planned`.
/// Safe to call from every core at once: reports arrive one at a time and in order.
package final class StageProgress: @unchecked Sendable {
    /// The units the stage has to deal with in this run.
    let planned: Int
    private let lock = NSLock()
    private var done = 0
    private let report: (_ done: Int, _ planned: Int) -> Void

    /// `report` is called with each new count, on whichever thread finished the unit.
    package init(planned: Int, report: @escaping (_ done: Int, _ planned: Int) -> Void) {
        self.planned = planned
        self.report = report
    }

    /// `units` more units dealt with; never counts past `planned`.
    package func advance(by units: Int = 1) {
        lock.lock()
        defer { lock.unlock() }
        for _ in 0..<max(0, min(units, planned - done)) {
            done += 1
            report(done, planned)
        }
    }

    /// The stage is over: whatever it did not count (files it refused to make as a whole) is dealt with.
    package func finish() {
        advance(by: planned)
    }
}
