import Foundation

/// A value as JSON with sorted keys and no escaped slashes: the same value always gives the same text, so
/// that its SHA-256 can stand for it (the settings an output is made with).
package enum CanonicalJSON {
    package static func text<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
