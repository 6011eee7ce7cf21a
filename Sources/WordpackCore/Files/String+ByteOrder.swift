import Foundation

extension String {
    /// Whether this text comes before `other` in the byte order of their UTF-8: the order of every sorted
    /// output, the same on every machine and in every locale. Compared with `memcmp`, without copying.
    package func precedesInByteOrder(_ other: String) -> Bool {
        var (left, right) = (self, other)
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = Swift.min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }

    /// Whether this text has the bytes of `other`: not only canonically equal, as `==` says (an accent written as
    /// one character or as two), and without `==`'s look at the characters of a text that is not ASCII.
    package func hasSameBytes(as other: String) -> Bool {
        var (a, b) = (self, other)
        return a.withUTF8 { x in b.withUTF8 { y in Self.sameBytes(x, y) } }
    }

    /// Whether this text's UTF-8 is `bytes`.
    package func hasSameBytes(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = self
        return text.withUTF8 { Self.sameBytes($0, bytes) }
    }

    /// Whether `x` and `y` hold the same bytes, compared with `memcmp`: `elementsEqual` went through the generic
    /// path of `Sequence`, a call per byte (51 of 3,900 samples of a cold check of a 100,000-row sheet whose
    /// rows name lists that are not there).
    private static func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        guard let a = x.baseAddress, let b = y.baseAddress, a != b else { return true }
        return memcmp(a, b, x.count) == 0
    }

    /// The text of `bytes` when they are UTF-8; nil otherwise. What `String(validating:as:)` answers, without its
    /// generic path, which looked up type metadata for each text: half the time of parsing a CSV sheet's fields.
    /// Decoded as the standard library decodes UTF-8 (each invalid sequence becomes U+FFFD), then compared byte
    /// for byte: a text that needed repair is not the bytes it came from.
    package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasSameBytes(as: bytes) else { return nil }
        self = text
    }

    /// `init?(utf8:)` of an array's bytes.
    package init?(utf8 bytes: [UInt8]) {
        guard let text = bytes.withUnsafeBufferPointer({ String(utf8: $0) }) else { return nil }
        self = text
    }

    /// Whether this text's UTF-8 begins with `prefix`.
    package func begins(withBytes prefix: [UInt8]) -> Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.starts(with: prefix) }
    }
}
