import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore

/// `forEachConcurrently`, under `concurrentMap` and `concurrently`: every index once, results in order, and work
/// started inside other work still spread over the cores.
@Suite struct SharedWorkTests {
    @Test func everyIndexRunsOnceAndResultsKeepTheirOrder() {
        for count in [0, 1, 2, 3, 17, 1000] {
            let counts = IndexedResults<Int>(count: count)
            forEachConcurrently(count) { index in counts.set(index, index * 2) }
            #expect(counts.values() == (0..<count).map { $0 * 2 }, "\(count)")
        }
        let nested = Array(0..<8).concurrentMap { outer in
            Array(0..<8).concurrentMap { middle in Array(0..<8).concurrentMap { outer * 64 + middle * 8 + $0 } }
        }
        #expect(nested.flatMap { $0.flatMap { $0 } } == Array(0..<512))
        let (a, b) = concurrently({ "first" }, { 2 })
        #expect(a == "first" && b == 2)
    }

    /// The languages read inside the read of lists and languages side by side, and a language's check inside the
    /// check of all of them: `DispatchQueue.concurrentPerform` ran such a call on its caller's thread alone once
    /// the outer call's other work was done (this test saw one thread then); here the idle core joins in. Each
    /// piece waits, up to two minutes in all, for a second thread to have taken one: the helper comes from
    /// libdispatch's pool, which the suite's other tests may keep busy for a while (it takes milliseconds alone).
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func workStartedInsideOtherWorkUsesTheIdleCores() {
        let threads = ThreadsSeen(until: Date().addingTimeInterval(120))
        _ = [0, 1].concurrentMap { outer -> Int in
            guard outer == 1 else { return 0 }
            return Array(0..<40).concurrentMap { piece -> Int in
                threads.see(UInt(pthread_self()))
                threads.waitForASecond()
                return piece
            }.count
        }
        #expect(threads.count >= 2)
    }
}

/// The threads the pieces of work ran on.
private final class ThreadsSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<UInt> = []
    private let deadline: Date

    init(until deadline: Date) {
        self.deadline = deadline
    }

    var count: Int { lock.withLock { seen.count } }

    func see(_ thread: UInt) {
        _ = lock.withLock { seen.insert(thread) }
    }

    /// Returns once two threads have been seen, or at the deadline.
    func waitForASecond() {
        while count < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    }
}
