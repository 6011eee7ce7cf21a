import Foundation

/// Results that several threads write, each to its own index, and that are read once they are all done: the
/// shared state of `concurrentMap`, `concurrently` and `ImagesStage.inParallel`. A lock orders every access.
final class IndexedResults<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    /// The values set, in index order.
    func values() -> [Value] {
        lock.withLock { storage.compactMap { $0 } }
    }
}
