import Foundation

/// Runs `produce` on a thread of its own while `consume` takes what it sends, in order, on this thread: two
/// stages of a stream on two cores (a sheet unpacked and parsed on one, its rows made into records on the
/// other). At most `batches` batches of `batchSize` elements wait between them, so memory stays bounded.
/// `beforeConsuming` runs on this thread once the producer has started, before the first element is taken.
///
/// Errors come as in a plain loop: the elements sent before `produce` threw are consumed, then its error is
/// thrown; when `consume` throws, `produce`'s next `send` throws (so it stops), and `consume`'s error is thrown
/// once the thread has ended. The thread is a thread of its own, not a Dispatch worker: the caller may itself
/// be one of `concurrentMap`'s workers, waiting here, and Dispatch would not start another for the producer.
package func pipelined<Element: Sendable, Value: Sendable>(
    batchSize: Int = 256, batches: Int = 8,
    produce: @escaping @Sendable (_ send: (Element) throws -> Void) throws -> Value,
    beforeConsuming: () -> Void = {},
    consume: (Element) throws -> Void
) throws -> Value {
    let handoff = Handoff<Element, Value>(capacity: batches)
    let thread = Thread {
        var batch: [Element] = []
        batch.reserveCapacity(batchSize)
        let result = Result {
            let value = try produce { element in
                batch.append(element)
                if batch.count >= batchSize {
                    try handoff.send(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try handoff.send(batch) }
            return value
        }
        handoff.finish(result)
    }
    thread.stackSize = 8 << 20
    thread.start()
    beforeConsuming()
    do {
        while let batch = try handoff.next() {
            for element in batch { try consume(element) }
        }
    } catch {
        handoff.cancel()
        handoff.waitUntilFinished()
        throw error
    }
    return try handoff.result()
}

/// The batches between the two threads of `pipelined`.
private final class Handoff<Element: Sendable, Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var waiting: [[Element]] = []
    private var taken = 0
    private var finished: Result<Value, Error>?
    private var cancelled = false

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Waits for room; throws `CancellationError` once the consumer has stopped.
    func send(_ batch: [Element]) throws {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count - taken >= capacity, !cancelled { condition.wait() }
        if cancelled { throw CancellationError() }
        waiting.append(batch)
        condition.broadcast()
    }

    package func finish(_ result: Result<Value, Error>) {
        condition.lock()
        finished = result
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch; `nil` once the producer has ended well; throws its error after its last batch.
    func next() throws -> [Element]? {
        condition.lock()
        defer { condition.unlock() }
        while taken == waiting.count, finished == nil { condition.wait() }
        if taken < waiting.count {
            let batch = waiting[taken]
            waiting[taken] = []
            taken += 1
            if taken == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                taken = 0
            }
            condition.broadcast()
            return batch
        }
        if case .failure(let error)? = finished { throw error }
        return nil
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilFinished() {
        condition.lock()
        while finished == nil { condition.wait() }
        condition.unlock()
    }

    func result() throws -> Value {
        waitUntilFinished()
        condition.lock()
        defer { condition.unlock() }
        guard let finished else { throw CancellationError() }
        return try finished.get()
    }
}
