import Crypto
import Foundation
import WordpackCore

/// The Ed25519 key a build signs the records it stores with (swift-crypto's `Curve25519.Signing`). Only the
/// machines whose results a release may ship hold it (the main branch's CI); `wordpack cache keygen NAME`
/// makes one, as `NAME.secret` (mode 0600) and `NAME.public`, the text to list among the trusted keys.
package struct CacheSigningKey: Sendable {
    package let name: String
    /// The secret key's 32 bytes (a value type that every thread may share; the key is made from it to sign).
    private let secret: Data

    /// A new key, from the system's random source.
    package init(name: String) throws {
        guard CacheKeyText.isName(name) else {
            throw CacheKeyProblem("“\(name)” cannot name a key: use letters, digits, '.', '_' and '-' only")
        }
        self.name = name
        secret = Curve25519.Signing.PrivateKey().rawRepresentation
    }

    /// The key in `NAME:BASE64` text (a `.secret` file's contents): 64 bytes, the secret seed then its public key,
    /// which must match. A public key's text (32 bytes) is refused, saying so.
    package init(text: String) throws {
        let parsed = try CacheKeyText(parsing: text)
        guard parsed.isSecret else {
            throw CacheKeyProblem(
                "holds a public key (the text of NAME.public, the one to trust), not a secret key: give NAME.secret, "
                    + "which `wordpack cache keygen` wrote beside it (a secret key of 32 bytes, from a wordpack before "
                    + "issue 46, reads as a public key: make a new pair)")
        }
        let seed = parsed.bytes.prefix(CacheKeyText.byteCount)
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed),
            key.publicKey.rawRepresentation == parsed.bytes.suffix(CacheKeyText.byteCount)
        else {
            throw CacheKeyProblem("is not an Ed25519 secret key: its second half is not its public key")
        }
        name = parsed.name
        secret = Data(seed)
    }

    private var key: Curve25519.Signing.PrivateKey? { try? Curve25519.Signing.PrivateKey(rawRepresentation: secret) }

    /// What `NAME.secret` holds: `NAME:BASE64` of the secret seed and the public key, and a newline.
    var secretText: String {
        CacheKeyText(name: name, bytes: secret + (key?.publicKey.rawRepresentation ?? Data())).text + "\n"
    }

    /// The matching public key, to trust.
    package var trustedKey: CacheTrustedKey {
        CacheTrustedKey(name: name, publicKey: key?.publicKey.rawRepresentation ?? Data())
    }

    /// `NAME:BASE64` of a signature of `message`.
    func signature(of message: Data) -> String {
        let signature = (try? key?.signature(for: message)) ?? Data()
        return "\(name):\(signature.base64EncodedString())"
    }

    /// Writes `NAME.secret` (readable by its owner only) and `NAME.public` into `folder`, refusing to replace
    /// either; returns their URLs.
    package func write(into folder: URL) throws -> (secret: URL, public: URL) {
        let secret = folder.appendingPathComponent("\(name).secret")
        let publicFile = folder.appendingPathComponent("\(name).public")
        for file in [secret, publicFile] where FileManager.default.fileExists(atPath: file.path) {
            throw CacheKeyProblem("\(file.path) is already there; remove it first or choose another name")
        }
        try FileWriter.write(Data(secretText.utf8), to: secret, permissions: 0o600)
        try FileWriter.write(Data((trustedKey.text + "\n").utf8), to: publicFile)
        return (secret, publicFile)
    }
}

/// A public key whose signatures a build trusts, by name.
package struct CacheTrustedKey: Sendable {
    package let name: String
    /// The public key's 32 bytes.
    private let publicKey: Data

    init(name: String, publicKey: Data) {
        self.name = name
        self.publicKey = publicKey
    }

    /// The key in `NAME:BASE64` text (a `.public` file's contents, or one entry of a list of trusted keys).
    package init(text: String) throws {
        let parsed = try CacheKeyText(parsing: text)
        guard !parsed.isSecret else { throw CacheKeyText.secretAsTrusted }
        guard (try? Curve25519.Signing.PublicKey(rawRepresentation: parsed.bytes)) != nil else {
            throw CacheKeyProblem("is not an Ed25519 public key")
        }
        name = parsed.name
        publicKey = parsed.bytes
    }

    package var text: String { CacheKeyText(name: name, bytes: publicKey).text }

    func isValid(_ signature: Data, of message: Data) -> Bool {
        (try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey))?.isValidSignature(signature, for: message)
            ?? false
    }
}
