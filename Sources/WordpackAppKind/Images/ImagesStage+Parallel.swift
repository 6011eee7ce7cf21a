import Dispatch
import Foundation
import WordpackCore

extension ImagesStage {
    /// `transform` applied to every element on all cores, the results in the elements' order. One element per
    /// core is in work at a time, so memory stays bounded by a few pictures whatever their number.
    static func inParallel<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        if !elements.isEmpty { LargeBlockReuse.enable() }
        let slots = IndexedResults<Output>(count: elements.count)
        let next = Counter()
        let workers = min(elements.count, ProcessInfo.processInfo.activeProcessorCount)
        // Each worker takes the next element when it is done with one, so a large picture does not hold
        // up a queue of small ones behind it.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: elements.count) {
                slots.set(index, transform(elements[index]))
            }
        }
        return slots.values()
    }

    /// Hands out 0, 1, 2, … to whichever thread asks.
    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
