import Foundation

/// Where a shared cache keeps its entries, in Bazel's remote-cache layout: `ac/<action key>` (what an action
/// made) and `cas/<SHA-256 of the content>` (the content). A folder and an HTTP server both serve it. Every key
/// is a SHA-256 in lower-case hex (`CacheArea.isKey`): a store refuses any other before it names a file or a URL.
package protocol CacheStore: Sendable {
    /// The entry's bytes; nil when the store does not have it. Throws `CacheEntryRefused` for an entry that is
    /// there but must not be taken (larger than `limit` bytes, not a regular file), and `CacheStoreFailure`
    /// when the store cannot be asked. The bytes are read no further than `limit`.
    func get(_ area: CacheArea, _ key: String, limit: Int) throws -> Data?
    /// Whether the store has the entry.
    func has(_ area: CacheArea, _ key: String) throws -> Bool
    func put(_ area: CacheArea, _ key: String, _ data: Data) throws
}

/// The two areas of a cache: action records and content.
package enum CacheArea: String, Sendable {
    case actions = "ac"
    case content = "cas"

    /// Whether `key` may name an entry: exactly 64 lower-case hex digits, as every action key and content
    /// digest is; anything else (`../x`, a path, 63 digits) read from a record is never used as a name.
    static func isKey(_ key: String) -> Bool {
        key.utf8.count == 64 && key.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// How messages name an entry: `cas/<key>`.
    func entry(_ key: String) -> String { "\(rawValue)/\(key)" }
}

/// Why a store could not be asked: it is down, too slow, or refused (its message names no secret).
struct CacheStoreFailure: Error, CustomStringConvertible, Sendable {
    var description: String
}

/// An entry that is there but is not taken: larger than its record says, not a regular file, or named by
/// something that is not a key. One bad entry: the build goes on with the cache.
struct CacheEntryRefused: Error, CustomStringConvertible, Sendable {
    var description: String
}
