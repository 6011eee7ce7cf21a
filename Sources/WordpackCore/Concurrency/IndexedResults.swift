import Foundation

/// Results that several threads write, each to its own index, and that are read once they are all done: the
/// shared state of `concurrentMap`, `concurrently` and `ImagesStage.inParallel`. A lock orders every access.
package final class IndexedResults<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    package init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    package func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    /// The values set, in index order.
    package func values() -> [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}
