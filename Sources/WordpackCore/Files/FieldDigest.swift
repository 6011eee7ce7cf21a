import Crypto
import Foundation

/// The SHA-256 of records of text fields, for what an output is made of when that is rows of the catalogue rather
/// than whole files: two outputs made of the same fields in the same order have the same digest, whatever else
/// of their sheets changed. A field is followed by 0x1F (0x1D when it is left out, so that nil and "" differ), a
/// list of fields by 0x1C, a record by 0x1E: sheets hold no such control characters (ingest's cleaner takes them
/// out).
package struct FieldDigest {
    private var hasher = SHA256()

    package init() {}

    package mutating func add(_ field: String?) {
        if var field { field.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) } }
        hasher.update(data: [field == nil ? 0x1D : 0x1F])
    }

    package mutating func add(_ fields: [String]) {
        for field in fields { add(field) }
        hasher.update(data: [0x1C])
    }

    package mutating func endRecord() {
        hasher.update(data: [0x1E])
    }

    /// The digest, as lowercase hex.
    package var sha256: String {
        FileDigest.hex(hasher.finalize())
    }
}
