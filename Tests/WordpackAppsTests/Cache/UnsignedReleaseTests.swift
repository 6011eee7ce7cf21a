import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackCache

/// A release never takes unsigned work (issue 46): a build that takes outputs from a shared cache with no trusted
/// keys says so once, at its end, and `publish` (what `make release` runs after its build) refuses those outputs
/// until they are made here or taken signed; a build through a signed cache, or through none, is published. With
/// the real binary, on folder caches.
@Suite(.serialized) struct UnsignedReleaseTests {
    static func publish(_ project: TestProject, to releases: URL) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            WordpackBinary.url, ["publish", "--to", releases.path], in: project.root, timeout: 120)
    }

    static let warning = "taken from this shared cache with no trusted key checking its records"

    @Test func outputsTakenUnsignedAreRefusedUntilMadeHere() throws {
        let (folder, cache) = try SignedCacheTests.filledCache(signedWith: nil)
        _ = folder
        let releases = folder.file("releases")
        let project = try TestProject()
        let taken = try SignedCacheTests.build(project, ["--cache", cache.path, "--cache-read-only"])
        #expect(taken.status == 0, "\(taken.standardError)")
        // One warning, at the end: after the build's summary line, naming the risk and the fix.
        #expect(SharedCacheTests.count(Self.warning, in: taken.standardError) == 1, "\(taken.standardError)")
        let lines = taken.standardError.split(separator: "\n")
        let summary = try #require(lines.lastIndex { $0.hasPrefix("build: ") })
        let warning = try #require(lines.lastIndex { $0.contains(Self.warning) })
        #expect(warning > summary, "\(taken.standardError)")
        #expect(lines[warning].contains("WORDPACK_CACHE_TRUSTED_KEYS"))

        let refused = try Self.publish(project, to: releases)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains(
                "were taken from the shared cache \(cache.path), whose records no trusted key "),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("a release never ships unsigned work"))
        #expect(!FileManager.default.fileExists(atPath: releases.appendingPathComponent("1").path))

        // A build without the cache finds nothing to do, and launders nothing.
        let again = try SignedCacheTests.build(project, [])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardError.contains("nothing changed since the last build"), "\(again.standardError)")
        #expect(try Self.publish(project, to: releases).status != 0)

        // Made here, they are published.
        let forced = try SignedCacheTests.build(project, ["--force"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(!forced.standardError.contains(Self.warning))
        let published = try Self.publish(project, to: releases)
        #expect(published.status == 0, "\(published.standardError)")
        #expect(FileManager.default.fileExists(atPath: releases.appendingPathComponent("1").path))
    }

    @Test func outputsTakenSignedAreReleasedWithoutAWarning() throws {
        let keys = try TemporaryFolder()
        let ci = try SignedCacheTests.keygen("ci-main", in: keys)
        let (folder, cache) = try SignedCacheTests.filledCache(signedWith: ci.secret)
        _ = folder
        let project = try TestProject()
        let taken = try SignedCacheTests.build(
            project, ["--cache", cache.path], ["WORDPACK_CACHE_TRUSTED_KEYS": ci.trusted])
        #expect(taken.status == 0, "\(taken.standardError)")
        #expect(!taken.standardError.contains("cache: 0 outputs taken"), "\(taken.standardError)")
        #expect(!taken.standardError.contains(Self.warning), "\(taken.standardError)")
        let published = try Self.publish(project, to: folder.file("releases"))
        #expect(published.status == 0, "\(published.standardError)")
    }

    /// A build that holds the signing key but trusts no key takes records unsigned: it must not sign a bundle of
    /// them (a build trusting that key would then take them as signed work).
    @Test func aBuildThatSignsButTrustsNoKeySignsNoBundleOfWhatItTookUnsigned() throws {
        let keys = try TemporaryFolder()
        let ci = try SignedCacheTests.keygen("ci-main", in: keys)
        let (folder, cache) = try SignedCacheTests.filledCache(signedWith: nil)
        _ = folder
        // Only single records: the signing build takes every output member by member.
        for url in try FileManager.default.contentsOfDirectory(
            at: cache.appendingPathComponent("ac"), includingPropertiesForKeys: nil)
        where try JSONDecoder().decode(ActionRecord.self, from: Data(contentsOf: url)).bundle != nil {
            try FileManager.default.removeItem(at: url)
        }
        let signing = try SignedCacheTests.build(
            try TestProject(), ["--cache", cache.path], ["WORDPACK_CACHE_SIGNING_KEY": ci.secret])
        #expect(signing.status == 0, "\(signing.standardError)")
        #expect(!signing.standardError.contains("cache: 0 outputs taken"), "\(signing.standardError)")
        let trusting = try SignedCacheTests.build(
            try TestProject(), ["--cache", cache.path, "--cache-read-only"],
            ["WORDPACK_CACHE_TRUSTED_KEYS": ci.trusted])
        #expect(trusting.status == 0, "\(trusting.standardError)")
        #expect(trusting.standardError.contains("cache: 0 outputs taken"), "\(trusting.standardError)")
    }
}
