import Foundation
import WordpackCore

/// How a build uses the shared cache: the key it signs what it stores with, the keys whose signatures it
/// takes, and whether it stores anything at all.
///
/// Without trusted keys, a record is taken when the content it names has the SHA-256 and size it states:
/// whoever can write into the cache can then put any output into a build. With trusted keys, only records
/// signed by one of them are taken (Nix's `trusted-public-keys`).
package struct CacheUse: Sendable {
    /// `WORDPACK_CACHE_SIGNING_KEY`: a `.secret` file, or its text.
    package var signingKey: CacheSigningKey?
    /// By name; nil: records are taken unsigned, as their digests alone vouch for them.
    package var trustedKeys: [String: CacheTrustedKey]?
    /// `--cache-read-only` or `WORDPACK_CACHE_READ_ONLY=1`: take what is there, store nothing.
    package var readOnly = false

    package init(signingKey: CacheSigningKey? = nil, trustedKeys: [CacheTrustedKey]? = nil, readOnly: Bool = false) {
        self.signingKey = signingKey
        self.trustedKeys = trustedKeys.map { Dictionary($0.map { ($0.name, $0) }) { _, last in last } }
        self.readOnly = readOnly
    }

    /// From the environment (`WORDPACK_CACHE_SIGNING_KEY`, `WORDPACK_CACHE_TRUSTED_KEYS`, which replaces
    /// pipeline.json's `cacheTrustedKeys`, and `WORDPACK_CACHE_READ_ONLY`); a key file's relative path is taken
    /// from `base`. Throws a sentence naming the variable; no message repeats a secret.
    package init(
        environment: [String: String], pipelineKeys: [String]?, readOnly: Bool, relativeTo base: URL
    ) throws {
        let readOnlyByEnvironment = try Self.flag(environment, "WORDPACK_CACHE_READ_ONLY")
        self.init(readOnly: readOnly || readOnlyByEnvironment)
        if let value = environment["WORDPACK_CACHE_SIGNING_KEY"], !value.isEmpty {
            signingKey = try Self.signingKey(value, relativeTo: base)
        }
        let listed = environment["WORDPACK_CACHE_TRUSTED_KEYS"].flatMap { $0.isEmpty ? nil : $0 }
            .map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        if let texts = listed ?? pipelineKeys {
            let origin = listed == nil ? "pipeline.json's cacheTrustedKeys" : "WORDPACK_CACHE_TRUSTED_KEYS"
            var keys: [String: CacheTrustedKey] = [:]
            for (index, text) in texts.enumerated() {
                do {
                    let key = try CacheTrustedKey(text: text)
                    keys[key.name] = key
                } catch {
                    throw CacheKeyProblem("\(origin): its key number \(index + 1) \(error)")
                }
            }
            trustedKeys = keys
        }
    }

    /// A key file's path, or the key's own text (a CI secret): a value that names no file and reads as a key is
    /// the key (its Base64 may hold "/"); one that looks like a key but does not read says why.
    private static func signingKey(_ value: String, relativeTo base: URL) throws -> CacheSigningKey {
        let path = value.hasPrefix("/") ? value : base.appendingPathComponent(value).path
        let text: String
        if FileManager.default.fileExists(atPath: path) {
            do {
                text = String(decoding: try RegularFile.contents(path, displayPath: value), as: UTF8.self)
            } catch {
                throw CacheKeyProblem("WORDPACK_CACHE_SIGNING_KEY names \(path), which cannot be read")
            }
        } else if let key = try? CacheSigningKey(text: value) {
            return key
        } else if value.contains(":"), !value.hasPrefix("/"), !value.hasPrefix(".") {
            text = value
        } else {
            throw CacheKeyProblem("WORDPACK_CACHE_SIGNING_KEY names \(path), which is not there")
        }
        do {
            return try CacheSigningKey(text: text)
        } catch {
            throw CacheKeyProblem(
                "WORDPACK_CACHE_SIGNING_KEY does not hold a key made by `wordpack cache keygen`: it \(error)")
        }
    }

    private static func flag(_ environment: [String: String], _ name: String) throws -> Bool {
        switch environment[name]?.lowercased() ?? "" {
        case "", "0", "false", "no": return false
        case "1", "true", "yes": return true
        default: throw CacheKeyProblem("\(name) is neither 1 nor 0")
        }
    }
}
