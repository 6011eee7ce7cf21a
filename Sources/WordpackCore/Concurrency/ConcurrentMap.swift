import Foundation

extension Array {
    /// `map` on every core (`DispatchQueue.concurrentPerform`), results in the original order.
    package func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        var results = [T?](repeating: nil, count: count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        return results.compactMap { $0 }
    }

    /// `map` on every core for many small pieces of work (thousands of look-ups): each core takes a
    /// contiguous run of elements, so the cost of handing out work does not swamp the work itself.
    package func concurrentChunkedMap<T>(_ transform: (Element) -> T) -> [T] {
        let chunkCount = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard chunkCount > 1 else { return map(transform) }
        let size = (count + chunkCount - 1) / chunkCount
        let chunks: [[T]] = Array<Int>(stride(from: 0, to: count, by: size)).concurrentMap { start in
            self[start..<Swift.min(start + size, count)].map(transform)
        }
        return chunks.flatMap { $0 }
    }
}

/// Runs two independent pieces of work at once, on two cores when there are two.
public func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    var b: B?
    var a: A?
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { a = first() } else { b = second() }
    }
    // concurrentPerform returns only once both have run.
    guard let a, let b else { preconditionFailure("concurrentPerform returned before both pieces of work ran") }
    return (a, b)
}
