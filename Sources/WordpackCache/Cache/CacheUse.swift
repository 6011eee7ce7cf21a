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
            trustedKeys = try Self.trustedKeys(texts, origin: origin)
        }
    }

    /// The keys of a list, by name: each well-formed and public, and no name given two keys (which would leave
    /// one of them trusted, silently). The same key listed twice is the same key.
    private static func trustedKeys(_ texts: [String], origin: String) throws -> [String: CacheTrustedKey] {
        var keys: [String: (key: CacheTrustedKey, number: Int)] = [:]
        for (index, text) in texts.enumerated() {
            let key: CacheTrustedKey
            do {
                key = try CacheTrustedKey(text: text)
            } catch {
                throw CacheKeyProblem("\(origin): its key number \(index + 1) \(error)")
            }
            if let earlier = keys[key.name], earlier.key.text != key.text {
                throw CacheKeyProblem(
                    "\(origin): its keys number \(earlier.number) and \(index + 1) are two keys both named "
                        + "“\(key.name)”, and a name stands for one key: keep the one in \(key.name).public, or give "
                        + "the other a name of its own with `wordpack cache keygen`")
            }
            keys[key.name] = (key, index + 1)
        }
        return keys.mapValues(\.key)
    }

    /// A key file's path, or the key's own text (a CI secret): a value that names no file and reads as a key is
    /// the key (its Base64 may hold "/"); one that looks like a key but does not read says why.
    private static func signingKey(_ value: String, relativeTo base: URL) throws -> CacheSigningKey {
        let path = value.hasPrefix("/") ? value : base.appendingPathComponent(value).path
        let text: String
        let isFile = FileManager.default.fileExists(atPath: path)
        if isFile, path.hasSuffix(".public") {
            throw CacheKeyProblem(
                "WORDPACK_CACHE_SIGNING_KEY names \(path), a public key (the one to trust), not a secret key: give "
                    + "the .secret file that `wordpack cache keygen` wrote beside it")
        }
        if isFile {
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
            let holder = isFile ? "\(path), which WORDPACK_CACHE_SIGNING_KEY names," : "WORDPACK_CACHE_SIGNING_KEY"
            throw CacheKeyProblem("\(holder) does not hold a secret key made by `wordpack cache keygen`: it \(error)")
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
