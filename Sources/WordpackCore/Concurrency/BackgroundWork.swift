import Foundation

/// Work started on another core while this one goes on; `wait()` gives its result, or throws its error.
/// A command that starts one waits for it on every path, so the process never exits in the middle.
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: Result<Value, Error>?

    package init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let result = Result { try work() }
            self.result = result  // read only after group.wait(), which orders it after this write
        }
    }

    /// Whether the work is done (`wait()` would not wait).
    package var isDone: Bool { group.wait(timeout: .now()) == .success }

    package func wait() throws -> Value {
        group.wait()
        guard let result else { throw CancellationError() }
        return try result.get()
    }
}
