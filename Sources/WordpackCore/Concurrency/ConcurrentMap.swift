import Foundation

extension Array where Element: Sendable {
    /// `map` on every core (`forEachConcurrently`), results in the original order.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let results = IndexedResults<T>(count: count)
        forEachConcurrently(count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values()
    }

    /// `map` on every core for many small pieces of work (thousands of look-ups): each core takes a
    /// contiguous run of elements, so the cost of handing out work does not swamp the work itself.
    package func concurrentChunkedMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let chunkCount = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard chunkCount > 1 else { return map(transform) }
        let size = (count + chunkCount - 1) / chunkCount
        let chunks: [[T]] = [Int](stride(from: 0, to: count, by: size)).concurrentMap { start in
            self[start..<Swift.min(start + size, count)].map(transform)
        }
        return chunks.flatMap { $0 }
    }
}

/// Runs two independent pieces of work at once, on two cores when there are two.
package func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = IndexedResults<A>(count: 1)
    let b = IndexedResults<B>(count: 1)
    forEachConcurrently(2) { index in
        if index == 0 { a.set(0, first()) } else { b.set(0, second()) }
    }
    // forEachConcurrently returns only once both have run.
    guard let a = a.values().first, let b = b.values().first else {
        preconditionFailure("forEachConcurrently returned before both pieces of work ran")
    }
    return (a, b)
}
