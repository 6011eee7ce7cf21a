import Foundation
import WordpackCore

/// What a record's signature covers, and how it is checked. The signed text names the action key (so that a
/// signed record cannot be moved to another action), and each file's path, SHA-256 and size, and the bundle's
/// digest and size: every byte a build takes is then vouched for, as inline contents and `cas/` blobs are
/// checked against those digests.
extension ActionRecord {
    /// Raised when the signed text changes its form.
    static let signatureScheme = "wordpack signed record 1"

    /// The bytes the signature is of, for the record at `ac/<action>`.
    func signedText(action: String) -> Data {
        var text = "\(Self.signatureScheme)\naction \(action)\n"
        // The path last, with its length before it: nothing in a path can pass for another field.
        for file in files { text += "file \(file.sha256) \(file.size) \(file.path.utf8.count) \(file.path)\n" }
        if let bundle { text += "bundle \(bundle.sha256) \(bundle.size)\n" }
        return Data(text.utf8)
    }

    /// This record signed with `key`, for `ac/<action>`.
    func signed(action: String, with key: CacheSigningKey) -> ActionRecord {
        var record = self
        record.signature = key.signature(of: signedText(action: action))
        return record
    }

    /// Why a build that trusts `keys` (by name) refuses this record at `ac/<action>`; nil when one of them
    /// signed it.
    func refusal(action: String, trusting keys: [String: CacheTrustedKey]) -> CacheRefusal? {
        guard let signature else { return .unsigned }
        guard let colon = signature.lastIndex(of: ":") else { return .badSignature }
        let name = String(signature[..<colon])
        guard CacheKeyText.isName(name) else { return .badSignature }
        guard let key = keys[name] else { return .untrusted(name) }
        guard let bytes = Data(base64Encoded: String(signature[signature.index(after: colon)...])), bytes.count == 64,
            key.isValid(bytes, of: signedText(action: action))
        else { return .badSignature }
        return nil
    }
}

/// Why a signed build did not take a record.
enum CacheRefusal: Hashable, Sendable {
    case unsigned
    /// Signed by a key of this name, which is not among the trusted keys.
    case untrusted(String)
    /// Not a valid signature of this record by the key it names: another record's, a truncated one, or made
    /// over other digests.
    case badSignature
}
