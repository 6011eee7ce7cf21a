import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackCache

/// A shared cache that cannot be used to ship content (issue 30): records signed by the builds that hold a key,
/// taken only when a trusted key signed them; read-only builds; audits. With the real binary, on a folder cache
/// and on nginx, each test with its own projects and cache.
@Suite(.serialized, .tags(.slow)) struct SignedCacheTests {
    /// A key pair made by `wordpack cache keygen`, in its own folder: (secret file, public text).
    static func keygen(_ name: String, in folder: TemporaryFolder) throws -> (secret: String, trusted: String) {
        let made = try ProcessRunner.run(
            WordpackBinary.url, ["cache", "keygen", name, "--to", folder.url.path], in: folder.url, timeout: 60)
        #expect(made.status == 0, "\(made.standardError)")
        let secret = folder.file("\(name).secret")
        let mode = try FileManager.default.attributesOfItem(atPath: secret.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let trusted = try String(contentsOf: folder.file("\(name).public"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(made.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == trusted)
        return (secret.path, trusted)
    }

    static func build(_ project: TestProject, _ arguments: [String], _ environment: [String: String] = [:]) throws
        -> ProcessRunner.Result
    {
        let unset = [
            "WORDPACK_CACHE_SIGNING_KEY": "", "WORDPACK_CACHE_TRUSTED_KEYS": "", "WORDPACK_CACHE_READ_ONLY": "",
        ]
        return try SharedCacheTests.build(project, arguments, environment: unset.merging(environment) { $1 })
    }

    /// A folder cache filled by a build that signs with `secret` (none: unsigned).
    static func filledCache(signedWith secret: String?) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let cache = folder.file("cache")
        let result = try build(
            try TestProject(), ["--cache", cache.path], secret.map { ["WORDPACK_CACHE_SIGNING_KEY": $0] } ?? [:])
        #expect(result.status == 0, "\(result.standardError)")
        return (folder, cache)
    }

    @Test func aConsistentlyPoisonedCacheShipsEvilWithoutKeysAndNothingWithThem() throws {
        let keys = try TemporaryFolder()
        let ci = try Self.keygen("ci-main", in: keys)
        let plain = try SharedCacheTests.plain()
        let (folder, cache) = try Self.filledCache(signedWith: ci.secret)
        _ = folder
        #expect(try CachePoisoner.poison(cache) > 10)

        // Without trusted keys, the record's own digests vouch for the poison: it is shipped (as issue 30 found).
        let trusting = try TestProject()
        let taken = try Self.build(trusting, ["--cache", cache.path])
        #expect(taken.status == 0, "\(taken.standardError)")
        let evil = try ProjectBuilds.snapshot(trusting).filter { $0.value == Data("EVIL".utf8) }
        #expect(evil.count == plain.count - 1, "\(evil.count) of \(plain.count) outputs are EVIL")

        // With the key trusted, nothing poisoned is taken: the outputs are a plain build's, and one warning says why.
        let verifying = try TestProject()
        let refused = try Self.build(verifying, ["--cache", cache.path], ["WORDPACK_CACHE_TRUSTED_KEYS": ci.trusted])
        #expect(refused.status == 0, "\(refused.standardError)")
        #expect(try ProjectBuilds.snapshot(verifying) == plain)
        #expect(refused.standardError.contains("cache: 0 outputs taken"), "\(refused.standardError)")
        #expect(
            SharedCacheTests.count("no trusted key signed", in: refused.standardError) == 1, "\(refused.standardError)")
        #expect(refused.standardError.contains("with a signature that does not hold"), "\(refused.standardError)")
    }

    @Test func aSigningBuildThenAVerifyingBuildTakesEverything() throws {
        let keys = try TemporaryFolder()
        let ci = try Self.keygen("ci-main", in: keys)
        let plain = try SharedCacheTests.plain()
        let (folder, cache) = try Self.filledCache(signedWith: ci.secret)
        _ = folder
        // The key in pipeline.json this time; the records all carry its name.
        let fresh = try TestProject()
        var pipeline = try String(contentsOf: fresh.folder.file("pipeline.json"), encoding: .utf8)
        pipeline = pipeline.replacingOccurrences(
            of: "{\"version\": 1,", with: "{\"version\": 1, \"cacheTrustedKeys\": [\"\(ci.trusted)\"],")
        _ = try fresh.folder.write("pipeline.json", pipeline)
        let result = try Self.build(fresh, ["--cache", cache.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("cache: \(plain.count - 1) outputs taken"), "\(result.standardError)")
        #expect(!result.standardError.contains(SharedCacheTests.cacheWarning), "\(result.standardError)")
        // The same outputs; the manifest differs only by pipeline.json's digest.
        #expect(
            try ProjectBuilds.snapshot(fresh).filter { $0.key != "manifest.json" }
                == plain.filter { $0.key != "manifest.json" })
    }

    @Test func throughNginxAPoisonedStoreShipsNothingToABuildThatTrustsOnlyItsKey() throws {
        let server = try CacheServer()
        defer { server.stop() }
        let keys = try TemporaryFolder()
        let ci = try Self.keygen("ci-main", in: keys)
        let plain = try SharedCacheTests.plain()
        let filled = try Self.build(
            try TestProject(), ["--cache", server.url], ["WORDPACK_CACHE_SIGNING_KEY": ci.secret])
        #expect(filled.status == 0, "\(filled.standardError)")
        #expect(try CachePoisoner.poison(server.store.appendingPathComponent("wordpack")) > 10)
        let project = try TestProject()
        let result = try Self.build(project, ["--cache", server.url], ["WORDPACK_CACHE_TRUSTED_KEYS": ci.trusted])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("cache: 0 outputs taken"), "\(result.standardError)")
        #expect(
            SharedCacheTests.count("no trusted key signed", in: result.standardError) == 1, "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == plain)
    }

    @Test func recordsSignedByAnUntrustedKeyOrUnsignedAreRefused() throws {
        let keys = try TemporaryFolder()
        let trusted = try Self.keygen("release", in: keys)
        let other = try Self.keygen("intruder", in: keys)
        let plain = try SharedCacheTests.plain()
        for (secret, reason) in [
            (Optional(other.secret), "signed by a key not trusted (intruder)"), (nil, "not signed"),
        ] {
            let (folder, cache) = try Self.filledCache(signedWith: secret)
            _ = folder
            let project = try TestProject()
            let result = try Self.build(
                project, ["--cache", cache.path], ["WORDPACK_CACHE_TRUSTED_KEYS": trusted.trusted])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("cache: 0 outputs taken"), "\(result.standardError)")
            #expect(result.standardError.contains(reason), "\(result.standardError)")
            #expect(try ProjectBuilds.snapshot(project) == plain)
        }
    }

    /// Signatures moved to other digests, cut short, or valid over a record whose blob was then changed.
    @Test func aSignatureOverOtherDigestsATruncatedOneAndAWrongBlobAreRefused() throws {
        let keys = try TemporaryFolder()
        let ci = try Self.keygen("ci-main", in: keys)
        let plain = try SharedCacheTests.plain()
        let (folder, cache) = try Self.filledCache(signedWith: ci.secret)
        _ = folder
        let records = try FileManager.default.contentsOfDirectory(
            at: cache.appendingPathComponent("ac"), includingPropertiesForKeys: nil
        ).sorted { $0.path < $1.path }
        let decoded = try records.map { try JSONDecoder().decode(ActionRecord.self, from: Data(contentsOf: $0)) }
        let single = try #require(
            decoded.indices.first { decoded[$0].bundle == nil && decoded[$0].files[0].contents != nil })
        let bundles = decoded.compactMap(\.bundle)
        #expect(!bundles.isEmpty)
        // 1. Another record's valid signature over this record's (other) digests.
        let donor = try #require(decoded.indices.first { $0 != single && decoded[$0].bundle == nil })
        var moved = decoded[single]
        moved.signature = decoded[donor].signature
        try moved.encoded().write(to: records[single])
        // 2. A truncated signature.
        var truncated = decoded[donor]
        truncated.signature = String(try #require(truncated.signature).dropLast(8))
        try truncated.encoded().write(to: records[donor])
        // 3. Valid signatures, but each bundle's blob in cas/ changed under them (so that every output is then
        // looked up on its own, and the two records above are asked for).
        for bundle in bundles {
            let blob = cache.appendingPathComponent("cas").appendingPathComponent(bundle.sha256)
            var bytes = try Data(contentsOf: blob)
            bytes[bytes.count / 2] ^= 0xFF
            try bytes.write(to: blob)
        }

        let project = try TestProject()
        let result = try Self.build(project, ["--cache", cache.path], ["WORDPACK_CACHE_TRUSTED_KEYS": ci.trusted])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains("2 records no trusted key signed (2 with a signature that does not hold)"),
            "\(result.standardError)")
        #expect(result.standardError.contains("content that does not match its SHA-256"), "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == plain)
    }

    @Test func readOnlyBuildsStoreNothing() throws {
        let plain = try SharedCacheTests.plain()
        // An empty cache stays empty: by flag, and by the environment.
        for (arguments, environment) in [(["--cache-read-only"], [:]), ([], ["WORDPACK_CACHE_READ_ONLY": "1"])] {
            let folder = try TemporaryFolder()
            let cache = folder.file("cache")
            let project = try TestProject()
            let result = try Self.build(project, ["--cache", cache.path] + arguments, environment)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(
                result.standardError.contains("cache: 0 outputs taken from \(cache.path), 0 stored"),
                "\(result.standardError)")
            #expect(CachePoisoner.contents(of: cache).isEmpty)
            #expect(try ProjectBuilds.snapshot(project) == plain)
        }
        // A half-filled cache keeps its bytes: the outputs it lacks are made here and not stored.
        let (folder, cache) = try Self.filledCache(signedWith: nil)
        _ = folder
        let records = try FileManager.default.contentsOfDirectory(
            at: cache.appendingPathComponent("ac"), includingPropertiesForKeys: nil)
        for record in records.prefix(records.count / 2) { try FileManager.default.removeItem(at: record) }
        let before = CachePoisoner.contents(of: cache)
        let project = try TestProject()
        let result = try Self.build(project, ["--cache", cache.path, "--cache-read-only"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(", 0 stored"), "\(result.standardError)")
        #expect(CachePoisoner.contents(of: cache) == before)
        #expect(try ProjectBuilds.snapshot(project) == plain)
        // A shard must store: read-only is refused there, before anything is made.
        let shard = try Self.build(try TestProject(), ["--cache", cache.path, "--cache-read-only", "--shard", "0/2"])
        #expect(shard.status != 0)
        #expect(shard.standardError.contains("read-only use"), "\(shard.standardError)")
    }

    @Test func anAuditOfAnHonestCacheFindsNothingAndOfAPoisonedOneEveryPoisonedOutput() throws {
        let plain = try SharedCacheTests.plain()
        let (folder, cache) = try Self.filledCache(signedWith: nil)
        _ = folder
        let honest = try TestProject()
        let clean = try Self.build(honest, ["--cache", cache.path, "--audit", "100"])
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(
            clean.standardError.contains(
                "audit: \(plain.count - 1) of \(plain.count - 1) outputs taken from the cache made again here, 0 differ"
            ),
            "\(clean.standardError)")
        #expect(try ProjectBuilds.snapshot(honest) == plain)

        try CachePoisoner.poison(cache)
        let audited = try TestProject()
        let result = try Self.build(audited, ["--cache", cache.path, "--audit", "100", "--cache-read-only"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("\(plain.count - 1) differ"), "\(result.standardError)")
        #expect(
            SharedCacheTests.count("differs from what the shared cache's record ac/", in: result.standardError)
                == plain.count - 1)
        // Every output made here replaced the poisoned one.
        #expect(
            try ProjectBuilds.snapshot(audited).filter { $0.key != "manifest.json" }
                == plain.filter { $0.key != "manifest.json" })
    }

    @Test func aKeyThatCannotBeUsedStopsTheBuildBeforeAnythingIsMade() throws {
        let folder = try TemporaryFolder()
        let project = try TestProject()
        let missing = try Self.build(
            project, ["--cache", folder.file("cache").path], ["WORDPACK_CACHE_SIGNING_KEY": "/nonexistent/ci.secret"])
        #expect(missing.status != 0)
        #expect(
            missing.standardError.contains(
                "WORDPACK_CACHE_SIGNING_KEY names /nonexistent/ci.secret, which is not there"),
            "\(missing.standardError)")
        let secret = "s3cr3t-not-a-key"
        let garbled = try Self.build(
            project, ["--cache", folder.file("cache").path], ["WORDPACK_CACHE_TRUSTED_KEYS": "ok:\(secret)"])
        #expect(garbled.status != 0)
        #expect(
            garbled.standardError.contains("WORDPACK_CACHE_TRUSTED_KEYS: its key number 1 is not NAME:BASE64"),
            "\(garbled.standardError)")
        #expect(!garbled.standardError.contains(secret))
        #expect(try ProjectBuilds.snapshot(project).isEmpty)
    }

    /// A CI secret holds the key's text, whose Base64 often has a "/": it is the key, not a path to a file.
    @Test func aSigningKeyGivenAsTextIsTakenWhateverItsBase64Holds() throws {
        // A new key each time: one in about four has no "/" in its Base64, so take the first that has one.
        var found: CacheSigningKey?
        for _ in 0..<64 where found == nil {
            let key = try CacheSigningKey(name: "ci")
            if key.secretText.contains("/") { found = key }
        }
        let key = try #require(found)
        let use = try CacheUse(
            environment: ["WORDPACK_CACHE_SIGNING_KEY": key.secretText], pipelineKeys: nil, readOnly: false,
            relativeTo: URL(fileURLWithPath: "/nonexistent"))
        #expect(use.signingKey?.trustedKey.text == key.trustedKey.text)
        #expect(throws: CacheKeyProblem.self) {
            try CacheUse(
                environment: ["WORDPACK_CACHE_SIGNING_KEY": "keys/ci.secret"], pipelineKeys: nil, readOnly: false,
                relativeTo: URL(fileURLWithPath: "/nonexistent"))
        }
    }
}
