import Foundation
import Testing
import WordpackCore
import WordpackPipeline
import WordpackRelease
import WordpackTestSupport

@testable import WordpackCache

/// The cache client against a cache that misbehaves (issue 32, items 1 to 3): replies larger than their record
/// says, digests that are not digests, and entries that are not regular files. Each is one bad entry: a warning,
/// the output made here, and the cache still used for the rest.
@Suite struct CacheClientHardeningTests {
    static let hex = String(repeating: "ab", count: 32)

    /// A key of 64 hex digits, distinct by `index`.
    static func key(_ index: Int) -> String { String(format: "%064x", index + 1) }

    /// A record naming one output of `size` bytes in `cas/<sha256>`.
    static func record(sha256: String, size: Int) -> Data {
        ActionRecord(files: [ActionRecord.File(path: "a/b.caf", sha256: sha256, size: size)]).encoded()
    }

    @Test func aDigestThatIsNotASHA256NamesNoURLAndNoFile() throws {
        let bad = [
            "../../../../etc/passwd", "ab/cd", "..", String(repeating: "a", count: 63),
            String(repeating: "A", count: 64),
        ]
        let server = try MisbehavingServer { _, path in
            guard let index = (0..<bad.count).first(where: { path.hasSuffix("/ac/\(Self.key($0))") }) else {
                return (404, .bytes(Data()))
            }
            return (200, .bytes(Self.record(sha256: bad[index], size: 11)))
        }
        defer { server.stop() }
        let cache = SharedCache(
            store: HTTPCacheStore(prefix: try #require(URL(string: server.url)), token: "t0k3n"), name: "server")
        for index in bad.indices { #expect(cache.fetch(Self.key(index)) == nil) }
        // Only the records were asked for: no request named anything else.
        #expect(server.requests.count == bad.count)
        #expect(server.requests.allSatisfy { $0.hasPrefix("GET /wordpack/ac/") }, "\(server.requests)")
        #expect(
            cache.warnings.count == 1 && cache.warnings[0].contains("an action record that is not wordpack's"),
            "\(cache.warnings)")

        // A folder cache: the same records open no file outside cas/ (a file the first one would reach is there).
        let folder = try TemporaryFolder()
        let store = folder.file("cache")
        _ = try folder.write("etc/passwd", "root:x:0:0")
        for (index, digest) in bad.enumerated() {
            _ = try folder.write("cache/ac/\(Self.key(index))", Self.record(sha256: digest, size: 10))
        }
        let local = SharedCache(store: FolderCacheStore(folder: store), name: store.path)
        for index in bad.indices { #expect(local.fetch(Self.key(index)) == nil) }
        #expect(local.warnings.count == 1 && local.warnings[0].contains("not wordpack's"), "\(local.warnings)")
        // And a key that is not a SHA-256 is refused by the store itself, before it names a file.
        #expect(throws: CacheEntryRefused.self) {
            try FolderCacheStore(folder: store).get(.content, "../ac", limit: 10)
        }
    }

    @Test func aFIFOAndADeviceInAFolderCacheAreOneWarningAndTheRestIsStillTaken() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("cache")
        let good = Data(repeating: 7, count: 20_000)
        let goodDigest = FileDigest.sha256(of: good)
        _ = try folder.write("cache/cas/\(goodDigest)", good)
        let fifo = FileDigest.sha256(of: "fifo")
        let device = FileDigest.sha256(of: "device")
        #expect(mkfifo(folder.file("cache/cas/\(fifo)").path, 0o644) == 0)
        // A character device (/dev/zero's numbers, major 1 minor 5) made with mknod where this process may, else a link to /dev/zero.
        if mknod(folder.file("cache/cas/\(device)").path, S_IFCHR | 0o644, dev_t((1 << 8) | 5)) != 0 {
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("cache/cas/\(device)").path, withDestinationPath: "/dev/zero")
        }
        for (index, digest) in [fifo, device, goodDigest].enumerated() {
            _ = try folder.write("cache/ac/\(Self.key(index))", Self.record(sha256: digest, size: good.count))
        }
        let cache = SharedCache(store: FolderCacheStore(folder: store), name: store.path)
        let started = Date()
        #expect(cache.fetch(Self.key(0)) == nil)
        #expect(cache.fetch(Self.key(1)) == nil)
        #expect(cache.fetch(Self.key(2))?.0 == good)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(cache.fetchedCount == 1)
        #expect(cache.warnings.count == 1, "\(cache.warnings)")
        #expect(
            cache.warnings.first?.contains("cas/\(fifo) is a named pipe (FIFO), not a regular file") == true,
            "\(cache.warnings)")
        #expect(cache.warnings.first?.contains("cannot be used") == false)
    }
}

extension MemoryTests {
    /// A server that answers with far more than the record says: cut off at the record's size, in bounded memory.
    @Suite struct CacheReplyLimitTests {
        @Test(arguments: [true, false])
        func aReplyFarLargerThanItsRecordIsCutOffInBoundedMemory(announced: Bool) throws {
            let digest = FileDigest.sha256(of: "the real content")
            let server = try MisbehavingServer { _, path in
                if path.contains("/ac/huge") || path.hasSuffix("/ac/\(CacheClientHardeningTests.key(99))") {
                    return (200, .endless(announced: announced ? 2_000_000_000 : nil))
                }
                if path.contains("/ac/") {
                    return (200, .bytes(CacheClientHardeningTests.record(sha256: digest, size: 1000)))
                }
                return (200, .endless(announced: announced ? 2_000_000_000 : nil))
            }
            defer { server.stop() }
            let cache = SharedCache(
                store: HTTPCacheStore(prefix: try #require(URL(string: server.url)), token: nil), name: "server")
            let canResetPeak = ResidentMemory.resetPeak()
            let baseline = canResetPeak ? ResidentMemory.current : ResidentMemory.peak
            // Eight transfers at once, as a build runs them, each answered with a 2 GB body.
            let keys = (0..<8).map(CacheClientHardeningTests.key)
            let fetched = CacheTransfers.map(keys) { cache.fetch($0) }
            // A record far beyond ActionRecord.sizeLimit, asked of a cache of its own to read its warning.
            let records = SharedCache(
                store: HTTPCacheStore(prefix: try #require(URL(string: server.url)), token: nil), name: "server")
            #expect(records.fetch(CacheClientHardeningTests.key(99)) == nil)
            let growth = ResidentMemory.peak - baseline
            #expect(fetched.allSatisfy { $0 == nil })
            #expect(growth < 200_000_000, "peak resident memory grew by \(growth / 1_000_000) MB")
            #expect(server.bytesSent < 2_000_000_000, "\(server.bytesSent) bytes went out")
            // Each is a bad entry, not a cache given up on: every one of the 9 records and 8 contents was asked for.
            #expect(server.requests.count == 17, "\(server.requests)")
            // One warning of the kind, every one counted.
            #expect(cache.rejectedCount == 8)
            #expect(
                cache.warnings.count == 1
                    && cache.warnings[0].contains("came back larger than the 1000 bytes expected"),
                "\(cache.warnings)")
            #expect(
                records.warnings.count == 1
                    && records.warnings[0].contains("larger than the \(ActionRecord.sizeLimit) bytes expected"),
                "\(records.warnings)")
        }
    }
}
