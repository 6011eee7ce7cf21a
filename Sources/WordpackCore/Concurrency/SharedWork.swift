import Foundation

/// Runs `body` once for each index of `0..<count`, on the calling thread and on as many more as there are other
/// cores, each taking the next index not yet taken; returns once every index has run.
///
/// `DispatchQueue.concurrentPerform` would run a call made inside another's work on the caller's thread alone
/// (it divides the cores among the calls in progress when the call starts): the languages read inside the read
/// of lists and languages side by side, or a language's check inside the check of all of them, kept a core idle
/// once the other work was done. Here a helper thread takes indices only while some are left, and the call never
/// waits for a helper that has not started: only for the indices being run, each on a thread that runs.
func forEachConcurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 1 else {
        if count == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { body in
        let work = SharedWork(count: count, body: body)
        for _ in 0..<(Swift.min(count, ProcessInfo.processInfo.activeProcessorCount) - 1) {
            SharedWork.helpers.async { work.run() }
        }
        work.run()
        work.finish()
    }
}

/// The state of one `forEachConcurrently` call, shared by its threads under one lock.
private final class SharedWork: @unchecked Sendable {
    /// Where the helper threads come from.
    static let helpers = DispatchQueue(label: "wordpack.shared-work", attributes: .concurrent)

    private let condition = NSCondition()
    private let count: Int
    private var taken = 0
    private var done = 0
    /// The work, until `finish`: a helper that starts after that finds nothing to take and holds none of it.
    private var body: (@Sendable (Int) -> Void)?

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs indices until none is left.
    func run() {
        while runNext() {
            condition.withLock {
                done += 1
                if done == count { condition.broadcast() }
            }
        }
    }

    /// Takes and runs the next index; false when every index is taken. The work is let go of on return, before
    /// the index counts as done.
    private func runNext() -> Bool {
        let next = condition.withLock { () -> (Int, @Sendable (Int) -> Void)? in
            guard taken < count, let body else { return nil }
            taken += 1
            return (taken - 1, body)
        }
        guard let (index, body) = next else { return false }
        body(index)
        return true
    }

    /// Waits until every index has run, then lets go of the work.
    func finish() {
        condition.withLock {
            while done < count { condition.wait() }
            body = nil
        }
    }
}
