import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore

/// Per-file inspection results shared in groups (`RememberedInspections+Groups`), with a shared store in memory.
@Suite struct InspectionGroupsTests {
    /// A shared store in memory that counts its look-ups.
    final class MemorySharing: InspectionSharing, @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: Data] = [:]
        private(set) var lookUps = 0

        func remembered(_ key: String) -> Data? {
            lock.withLock {
                lookUps += 1
                return entries[key]
            }
        }

        func remember(_ key: String, _ data: Data) { lock.withLock { entries[key] = data } }
        var count: Int { lock.withLock { entries.count } }
        func replaceAll(_ data: Data) { lock.withLock { for key in entries.keys { entries[key] = data } } }
    }

    static let digests = (0..<300).map { FileDigest.sha256(of: "file \($0)") }

    /// A cache sharing through `sharing`, in shard `part` when given.
    static func cache(_ sharing: MemorySharing, part: (index: Int, count: Int)? = nil) -> RememberedInspections {
        let cache = RememberedInspections(folder: nil)
        cache.sharing = sharing
        cache.part = part
        return cache
    }

    /// What a run does with `digests` of `kind`: takes the groups the store holds, measures each file of its part
    /// with `measure` (unless known), and stores the groups it completed. Returns the files of its part.
    @discardableResult
    static func inspect(
        _ cache: RememberedInspections, _ kind: String, settings: String = "s", measure: (String) -> Int
    ) -> Set<String> {
        let mine = cache.prepare(Int.self, kind: kind, settings: settings, digests: digests)
        for digest in mine { _ = cache.value(kind: kind, digest: digest, settings: settings) { measure(digest) } }
        cache.publish(Int.self, kind: kind, settings: settings, digests: digests)
        return mine
    }

    @Test func groupsAreAtLeastSixteenAndFollowTheDigestsAlone() {
        let groups = RememberedInspections.groups(of: Self.digests)
        #expect(groups.count >= 16)
        #expect(groups.flatMap { $0 }.sorted() == Self.digests.sorted())
        #expect(RememberedInspections.groups(of: Self.digests.reversed()) == groups)
        #expect(RememberedInspections.groups(of: Array(Self.digests.prefix(3))).flatMap { $0 }.count == 3)
    }

    @Test func theShardsSplitTheFilesAndAPlainRunTakesThemAllFromTheStore() {
        let sharing = MemorySharing()
        var inspectedByShards: [Set<String>] = []
        for index in 0..<3 {
            let cache = Self.cache(sharing, part: (index, 3))
            let mine = Self.inspect(cache, "recording") { $0.count }
            inspectedByShards.append(mine)
            #expect(cache.measuredCount == mine.count)
        }
        #expect(inspectedByShards.allSatisfy { !$0.isEmpty })
        #expect(inspectedByShards.reduce(0) { $0 + $1.count } == Self.digests.count)
        #expect(inspectedByShards.reduce(Set()) { $0.union($1) } == Set(Self.digests))

        // The assemble step: every result from the store, nothing measured, nothing stored again.
        let stored = sharing.count
        let assemble = Self.cache(sharing)
        #expect(
            assemble.prepare(Int.self, kind: "recording", settings: "s", digests: Self.digests) == Set(Self.digests))
        for digest in Self.digests {
            #expect(assemble.value(kind: "recording", digest: digest, settings: "s") { -1 } == 64)
        }
        assemble.publish(Int.self, kind: "recording", settings: "s", digests: Self.digests)
        #expect(assemble.measuredCount == 0 && assemble.takenCount == Self.digests.count)
        #expect(sharing.count == stored)

        // Other settings are other groups.
        let other = Self.cache(sharing)
        _ = other.prepare(Int.self, kind: "recording", settings: "t", digests: Self.digests)
        #expect(other.takenCount == 0)
    }

    @Test func aGroupHoldingOtherFilesThanItsMembersIsNotTaken() {
        let sharing = MemorySharing()
        Self.inspect(Self.cache(sharing), "picture") { _ in 1 }
        sharing.replaceAll(Data(#"{"not-a-member": 7}"#.utf8))
        let second = Self.cache(sharing)
        _ = second.prepare(Int.self, kind: "picture", settings: "s", digests: Self.digests)
        #expect(second.takenCount == 0)
        #expect(second.value(kind: "picture", digest: Self.digests[0], settings: "s") { 2 } == 2)
    }

    @Test func groupsThisBuildFolderKnowsAreNotAskedFor() {
        let sharing = MemorySharing()
        let cache = Self.cache(sharing)
        Self.inspect(cache, "recording") { _ in 1 }
        let asked = sharing.lookUps
        #expect(asked == RememberedInspections.groups(of: Self.digests).count)
        _ = cache.prepare(Int.self, kind: "recording", settings: "s", digests: Self.digests)
        #expect(sharing.lookUps == asked)
    }

    /// One file asked for by several threads at once (two outputs of one recording, checked side by side) is
    /// measured once, and counted once: the others wait for its result. CI once counted a file twice so.
    @Test func aFileAskedForSideBySideIsMeasuredOnce() {
        let cache = RememberedInspections(folder: nil)
        let measured = Counter()
        let digests = Array(Self.digests.prefix(4))
        let values = Array(0..<32).concurrentMap { index -> Int in
            cache.value(kind: "recording", digest: digests[index % 4], settings: "s") { () -> Int in
                measured.add()
                Thread.sleep(forTimeInterval: 0.02)
                return index % 4
            }
        }
        #expect(values == (0..<32).map { $0 % 4 })
        #expect(measured.value == 4)
        #expect(cache.measuredCount == 4)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
