import Foundation

/// Frees `value` (its last copy) on another core, while this one goes on: a command that is done with a
/// catalogue of millions of rows does not wait for it to be taken apart, object by object.
package func freeInBackground<Value>(_ value: consuming Value) {
    let box = FreedValue(value)
    DispatchQueue.global(qos: .utility).async { box.free() }
}

/// The one reference to a value on its way to another thread.
private final class FreedValue<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = consume value
    }

    func free() {
        value = nil
    }
}
