import Foundation

/// A named key as text, the way Nix writes its cache keys: `NAME:BASE64`, where NAME says whose key it is
/// (`ci-main`, `studio-2026`) and BASE64 holds the key's 32 bytes (an Ed25519 public or secret key). What a
/// trusted key in pipeline.json or `WORDPACK_CACHE_TRUSTED_KEYS`, and what a `.public` or `.secret` file holds.
package struct CacheKeyText: Equatable, Sendable {
    package var name: String
    package var bytes: Data

    /// The length of a public key.
    package static let byteCount = 32
    /// The length of a secret key: its 32-byte seed, then its public key (as Nix writes an Ed25519 secret key), so
    /// that a secret key's text can never be taken for a public key's, nor the other way round.
    static let secretByteCount = 64

    /// Whether the text holds a secret key (64 bytes) rather than a public one.
    package var isSecret: Bool { bytes.count == Self.secretByteCount }

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
            bytes.count == Self.byteCount || bytes.count == Self.secretByteCount
        else {
            throw CacheKeyProblem(
                "is not NAME:BASE64 with a key of \(Self.byteCount) bytes (public) or \(Self.secretByteCount) (secret)")
        }
        self.init(name: name, bytes: bytes)
    }

    /// What a list of trusted keys holding a secret key says of it (never repeating it).
    package static let secretAsTrusted = CacheKeyProblem(
        "is a secret key (the text of NAME.secret), not the public one to trust: list the text of NAME.public "
            + "instead, and make a new pair with `wordpack cache keygen`, since this secret is no longer secret")

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
