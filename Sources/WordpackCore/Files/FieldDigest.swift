import Crypto
import Foundation

/// The SHA-256 of records of text fields, for what an output is made of when that is rows of the catalogue rather
/// than whole files: two outputs made of the same fields in the same order have the same digest, whatever else
/// of their sheets changed. A field is followed by 0x1F (0x1D when it is left out, so that nil and "" differ), a
/// list of fields by 0x1C, a record by 0x1E: sheets hold no such control characters (ingest's cleaner takes them
/// out).
package struct FieldDigest {
    private var hasher = SHA256()
    /// Fields are gathered here and hashed a chunk at a time: hashing each field on its own cost more than the
    /// hashing (a FirstWords slice is thousands of fields of a few bytes). The digest is the same.
    private var pending: [UInt8] = []
    private static let chunk = 1 << 14

    package init() {}

    package mutating func add(_ field: String?) {
        if var field { field.withUTF8 { pending.append(contentsOf: $0) } }
        pending.append(field == nil ? 0x1D : 0x1F)
        if pending.count >= Self.chunk { flush() }
    }

    package mutating func add(_ fields: [String]) {
        for field in fields { add(field) }
        endFields()
    }

    /// Ends a group of fields added one by one: `add(a); add(b); endFields()` is `add([a, b])`.
    package mutating func endFields() {
        pending.append(0x1C)
    }

    package mutating func endRecord() {
        pending.append(0x1E)
    }

    private mutating func flush() {
        hasher.update(data: pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// The digest, as lowercase hex.
    package var sha256: String {
        var hasher = hasher
        hasher.update(data: pending)
        return FileDigest.hex(hasher.finalize())
    }
}
