import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCache
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// The key mistakes issue 46 found taken silently, each now a sentence naming the file or the variable, with
/// keys made by the real `wordpack cache keygen`: two trusted keys under one name, a public key given as the
/// signing key, a secret key given as a trusted key. None repeats a secret.
@Suite(.serialized) struct CacheKeyMistakesTests {
    static func use(_ environment: [String: String], pipelineKeys: [String]? = nil) throws -> CacheUse {
        try CacheUse(
            environment: environment, pipelineKeys: pipelineKeys, readOnly: false,
            relativeTo: URL(fileURLWithPath: "/nonexistent"))
    }

    /// The sentence `use` throws, or nil when it takes the keys.
    static func problem(_ environment: [String: String], pipelineKeys: [String]? = nil) -> String? {
        do {
            _ = try use(environment, pipelineKeys: pipelineKeys)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func twoTrustedKeysUnderOneNameAreRefused() throws {
        let (one, other) = (try TemporaryFolder(), try TemporaryFolder())
        let first = try SignedCacheTests.keygen("ci", in: one)
        let second = try SignedCacheTests.keygen("ci", in: other)
        let unrelated = try SignedCacheTests.keygen("laptop", in: one)
        let listed = [first.trusted, unrelated.trusted, second.trusted]
        #expect(
            Self.problem(["WORDPACK_CACHE_TRUSTED_KEYS": listed.joined(separator: " ")])
                == "WORDPACK_CACHE_TRUSTED_KEYS: its keys number 1 and 3 are two keys both named “ci”, and a name "
                + "stands for one key: keep the one in ci.public, or give the other a name of its own with "
                + "`wordpack cache keygen`")
        #expect(
            Self.problem([:], pipelineKeys: listed)?.hasPrefix(
                "pipeline.json's cacheTrustedKeys: its keys number 1 and 3 are two keys both named “ci”") == true)
        // The same key listed twice is one key.
        let twice = try Self.use(["WORDPACK_CACHE_TRUSTED_KEYS": "\(first.trusted) \(first.trusted)"])
        #expect(twice.trustedKeys?.count == 1)
    }

    @Test func aPublicKeyGivenAsTheSigningKeyIsRefused() throws {
        let folder = try TemporaryFolder()
        let key = try SignedCacheTests.keygen("ci", in: folder)
        let publicFile = folder.file("ci.public").path
        #expect(
            Self.problem(["WORDPACK_CACHE_SIGNING_KEY": publicFile])
                == "WORDPACK_CACHE_SIGNING_KEY names \(publicFile), a public key (the one to trust), not a secret key: "
                + "give the .secret file that `wordpack cache keygen` wrote beside it")
        // Its text, or the file renamed, is no secret key either.
        #expect(
            Self.problem(["WORDPACK_CACHE_SIGNING_KEY": key.trusted])?.hasPrefix(
                "WORDPACK_CACHE_SIGNING_KEY does not hold a secret key made by `wordpack cache keygen`: it holds a "
                    + "public key") == true)
        let renamed = folder.file("ci.key").path
        try FileManager.default.copyItem(atPath: publicFile, toPath: renamed)
        #expect(
            Self.problem(["WORDPACK_CACHE_SIGNING_KEY": renamed])?.hasPrefix(
                "\(renamed), which WORDPACK_CACHE_SIGNING_KEY names, does not hold a secret key made by `wordpack "
                    + "cache keygen`: it holds a public key") == true)
        // The secret file itself signs.
        #expect(try Self.use(["WORDPACK_CACHE_SIGNING_KEY": key.secret]).signingKey?.trustedKey.text == key.trusted)
    }

    @Test func aSecretKeyGivenAsATrustedKeyIsRefusedWithoutRepeatingIt() throws {
        let folder = try TemporaryFolder()
        let key = try SignedCacheTests.keygen("ci", in: folder)
        let secret = try String(contentsOfFile: key.secret, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let secretBase64 = String(secret.split(separator: ":")[1])
        let problem = try #require(Self.problem(["WORDPACK_CACHE_TRUSTED_KEYS": "\(key.trusted) \(secret)"]))
        #expect(
            problem.hasPrefix(
                "WORDPACK_CACHE_TRUSTED_KEYS: its key number 2 is a secret key (the text of NAME.secret), not the "
                    + "public one to trust"), "\(problem)")
        #expect(!problem.contains(secretBase64))

        // In pipeline.json, the build stops before making anything, naming the file.
        let project = try TestProject()
        var pipeline = try String(contentsOf: project.folder.file("pipeline.json"), encoding: .utf8)
        pipeline = pipeline.replacingOccurrences(
            of: "{\"version\": 1,", with: "{\"version\": 1, \"cacheTrustedKeys\": [\"\(secret)\"],")
        _ = try project.folder.write("pipeline.json", pipeline)
        let result = try SignedCacheTests.build(project, ["--cache", folder.file("cache").path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("pipeline.json"), "\(result.standardError)")
        #expect(result.standardError.contains("a trusted key is a secret key"), "\(result.standardError)")
        #expect(!result.standardError.contains(secretBase64))
        #expect(try ProjectBuilds.snapshot(project).isEmpty)
    }
}
