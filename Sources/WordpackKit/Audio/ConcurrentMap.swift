import Foundation

extension Array {
    /// `map` on every core (`DispatchQueue.concurrentPerform`), results in the original order.
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
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
}
