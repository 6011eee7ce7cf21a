import Foundation

/// Per-file inspection results shared in groups, so that the runners of a sharded build decode each media file
/// once between them, not once each, and the assemble step or a fresh clone takes them all in tens of look-ups.
///
/// The files of one kind and settings are gathered by their SHA-256 (its first 8 hex digits, modulo the
/// number of groups: the power of two that keeps groups near `groupSize` members, and at least
/// `minimumGroups` of them when there are that many files, so that the shards of a small catalogue still
/// share the work out); a group's entry is keyed by
/// the kind, the settings and its members' sorted digests, so it is found again while its members stand and
/// not once one changed. In a shard, the groups are dealt out in turn and the shard inspects the files of its
/// own groups only; the runs without a part (a plain build, the assemble step) inspect whatever no group in
/// the shared cache answered, and store the groups they completed.
extension RememberedInspections {
    static let groupSize = 128
    static let minimumGroups = 16
    static let groupScheme = "wordpack inspection group 1"

    /// Before inspecting each of `digests` (files of `kind`, inspected with `settings`): takes the groups the
    /// shared cache holds into the cache, and returns the digests this run inspects: all of them, or in a
    /// shard those of its own groups.
    package func prepare<T: Codable>(_: T.Type, kind: String, settings: String, digests: [String]) -> Set<String> {
        let groups = Self.groups(of: digests)
        lock.lock()
        let settingsDigest = self.settingsDigest(settings)
        let sharing = sharer
        let part = shardPart
        lock.unlock()
        if let sharing {
            // A group whose every member this build folder knows already is not asked for (nor stored again).
            lock.lock()
            let results = self.results(kind, of: T.self)
            var wanted: [(key: String, members: [String])] = []
            for members in groups {
                let key = Self.key(kind: kind, settingsDigest: settingsDigest, members: members)
                if members.allSatisfy({ results.values.contains("\($0) \(settingsDigest)") }) {
                    takenGroups.insert(key)
                } else {
                    wanted.append((key, members))
                }
            }
            lock.unlock()
            let found = sharing.remembered(all: wanted.map(\.key))
            lock.lock()
            for ((key, members), data) in zip(wanted, found) {
                // Only a group's own members are taken from its entry.
                guard let data, let values = try? JSONDecoder().decode([String: T].self, from: data),
                    Set(values.keys) == Set(members)
                else { continue }
                for (digest, value) in values { results.values["\(digest) \(settingsDigest)"] = value }
                results.changed = true
                counts.taken += values.count
                takenGroups.insert(key)
            }
            lock.unlock()
        }
        guard let part else { return Set(digests) }
        return Set(groups.enumerated().filter { $0.offset % part.count == part.index }.flatMap(\.element))
    }

    /// After inspecting: stores in the shared cache each group of `digests` whose members all have a result
    /// now and that was not taken from there.
    package func publish<T: Codable>(_: T.Type, kind: String, settings: String, digests: [String]) {
        lock.lock()
        guard let sharing = sharer else {
            lock.unlock()
            return
        }
        let settingsDigest = self.settingsDigest(settings)
        let results = self.results(kind, of: T.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var entries: [(key: String, data: Data)] = []
        for members in Self.groups(of: digests) {
            let key = Self.key(kind: kind, settingsDigest: settingsDigest, members: members)
            guard !takenGroups.contains(key) else { continue }
            let values = members.compactMap { digest in
                results.values["\(digest) \(settingsDigest)"].map { (digest, $0) }
            }
            guard values.count == members.count,
                let data = try? encoder.encode(Dictionary(uniqueKeysWithValues: values))
            else { continue }
            entries.append((key, data))
            takenGroups.insert(key)
        }
        lock.unlock()
        for entry in entries { sharing.remember(entry.key, entry.data) }
    }

    /// `digests` (distinct, sorted) in their groups, in group order.
    static func groups(of digests: [String]) -> [[String]] {
        let distinct = Array(Set(digests)).sorted()
        guard !distinct.isEmpty else { return [] }
        var count = 1
        while count * groupSize < distinct.count || (count < minimumGroups && count * 2 <= distinct.count) {
            count *= 2
        }
        var buckets = [[String]](repeating: [], count: count)
        for digest in distinct {
            buckets[Int(UInt64(digest.prefix(8), radix: 16) ?? 0) % count].append(digest)
        }
        return buckets.filter { !$0.isEmpty }
    }

    package static func key(kind: String, settingsDigest: String, members: [String]) -> String {
        FileDigest.sha256(of: "\(groupScheme)\n\(kind)\n\(settingsDigest)\n\(members.joined(separator: "\n"))\n")
    }
}
