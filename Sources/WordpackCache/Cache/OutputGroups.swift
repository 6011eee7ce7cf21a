import Foundation
import WordpackCore

/// The outputs gathered into bundles, so that a build taking everything from the shared cache asks for tens
/// of entries rather than thousands. An output's group follows from its action key alone (its first 8 hex
/// digits, modulo the number of groups: the power of two that keeps groups near `size` members), among the
/// outputs of its kind (`apart`: those the assemble step makes, which no shard has all of); a group's key is
/// the SHA-256 of its members' sorted action keys, so a group whose members all stand is found again, and one
/// with a member changed is not (its members are then found one by one). Every machine with the same plan
/// computes the same groups.
package struct OutputGroups: Sendable {
    /// One bundle's outputs.
    package struct Group: Sendable, Equatable {
        /// Its entry in `ac/`.
        package var key: String
        /// Output paths, in byte order: the bundle's order.
        package var paths: [String]
    }

    /// The members a group aims at: few enough that a changed output costs little, enough that a clone asks
    /// for few entries.
    static let size = 128
    static let scheme = "wordpack bundle 1"

    package private(set) var groups: [Group] = []

    /// `keys`: each output's action key; `apart`: the outputs grouped only among themselves.
    package init(keys: [String: String], apart: Set<String> = []) {
        for part in [keys.filter { !apart.contains($0.key) }, keys.filter { apart.contains($0.key) }] {
            groups += Self.groups(of: part)
        }
    }

    private static func groups(of keys: [String: String]) -> [Group] {
        guard !keys.isEmpty else { return [] }
        var count = 1
        while count * size < keys.count { count *= 2 }
        var buckets = [[String]](repeating: [], count: count)
        for (path, key) in keys {
            let bucket = Int(UInt64(key.prefix(8), radix: 16) ?? 0) % count
            buckets[bucket].append(path)
        }
        return buckets.filter { !$0.isEmpty }.map { paths in
            let members = paths.compactMap { keys[$0] }.sorted().joined(separator: "\n")
            return Group(
                key: FileDigest.sha256(of: "\(scheme)\n\(members)\n"),
                paths: paths.sorted { $0.precedesInByteOrder($1) })
        }
    }
}
