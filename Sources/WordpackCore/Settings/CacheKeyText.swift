import Foundation

/// A named key as text, the way Nix writes its cache keys: `NAME:BASE64`, where NAME says whose key it is
/// (`ci-main`, `studio-2026`) and BASE64 holds the key's 32 bytes (an Ed25519 public or secret key). What a
/// trusted key in pipeline.json or `WORDPACK_CACHE_TRUSTED_KEYS`, and what a `.public` or `.secret` file holds.
package struct CacheKeyText: Equatable, Sendable {
    package var name: String
    package var bytes: Data

    /// The length of every key this text carries.
    package static let byteCount = 32

    package init(name: String, bytes: Data) {
        self.name = name
        self.bytes = bytes
    }

    /// Parses `NAME:BASE64` (surrounding white space ignored); throws a sentence saying what is wrong, which
    /// never repeats the text (it may be a secret).
    package init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let colon = trimmed.lastIndex(of: ":") else {
            throw CacheKeyProblem("is not NAME:BASE64 (no colon)")
        }
        let name = String(trimmed[..<colon])
        guard Self.isName(name) else {
            throw CacheKeyProblem(
                "has a name that is empty or not made of letters, digits, '.', '_' and '-' only")
        }
        guard let bytes = Data(base64Encoded: String(trimmed[trimmed.index(after: colon)...])),
            bytes.count == Self.byteCount
        else {
            throw CacheKeyProblem("is not NAME:BASE64 with a key of \(Self.byteCount) bytes")
        }
        self.init(name: name, bytes: bytes)
    }

    /// `NAME:BASE64`.
    package var text: String { "\(name):\(bytes.base64EncodedString())" }

    /// Whether `name` can name a key: 1 to 64 ASCII letters, digits, `.`, `_` and `-`.
    package static func isName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x2E || byte == 0x5F || byte == 0x2D
            }
    }
}

/// What is wrong with a key's text, as the end of a sentence that names where the text came from.
package struct CacheKeyProblem: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) { self.description = description }
}
