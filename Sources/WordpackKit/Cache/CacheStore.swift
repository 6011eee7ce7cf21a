import Foundation

/// Where a shared cache keeps its entries, in Bazel's remote-cache layout: `ac/<action key>` (what an action
/// made) and `cas/<SHA-256 of the content>` (the content). A folder and an HTTP server both serve it.
public protocol CacheStore: Sendable {
    /// The entry's bytes; nil when the store does not have it. Throws when the store cannot be asked.
    func get(_ area: CacheArea, _ key: String) throws -> Data?
    /// Whether the store has the entry.
    func has(_ area: CacheArea, _ key: String) throws -> Bool
    func put(_ area: CacheArea, _ key: String, _ data: Data) throws
}

/// The two areas of a cache: action records and content.
public enum CacheArea: String, Sendable {
    case actions = "ac"
    case content = "cas"
}

/// Why a store could not be asked: it is down, too slow, or refused (its message names no secret).
public struct CacheStoreFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
}
