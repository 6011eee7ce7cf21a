import Foundation

/// Runs cache transfers side by side: they wait on the network or the disk rather than on a core, so more of
/// them run at once than there are cores.
package enum CacheTransfers {
    package static let width = 8

    package static func map<T: Sendable>(_ items: [String], _ transform: @escaping @Sendable (String) -> T) -> [T] {
        guard !items.isEmpty else { return [] }
        let results = TransferResults<T>(count: items.count)
        let lanes = min(width, items.count)
        // Threads of their own: a dispatch queue's would stop at the number of cores.
        let group = DispatchGroup()
        for lane in 0..<lanes {
            group.enter()
            let thread = Thread {
                for index in stride(from: lane, to: items.count, by: lanes) {
                    results.set(index, transform(items[index]))
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        // Every index was set: each lane set every one of its stride before leaving the group.
        return results.values.compactMap { $0 }
    }
}

private final class TransferResults<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }

    var values: [T?] { lock.withLock { storage } }
}
