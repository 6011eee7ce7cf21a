import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCache
import WordpackPipeline
import WordpackTestSupport

/// How a build talks to a cache server: HTTPS with a private CA (`WORDPACK_CACHE_CA`), a server that wants a
/// bearer token (`WORDPACK_CACHE_TOKEN`), and one that hangs (`WORDPACK_CACHE_TIMEOUT`). Each server is on
/// 127.0.0.1, started by the test and stopped whatever happens.
extension SharedCacheTests {
    /// `wordpack build` with `environment` set on top of this process's (an empty value unsets a setting).
    static func build(_ project: TestProject, _ arguments: [String], environment: [String: String]) throws
        -> ProcessRunner.Result
    {
        let unset = [
            "WORDPACK_CACHE": "", "WORDPACK_CACHE_TOKEN": "", "WORDPACK_CACHE_CA": "", "WORDPACK_CACHE_TIMEOUT": "",
        ]
        return try ProcessRunner.run(
            WordpackBinary.url, ["build"] + arguments, in: project.root,
            environment: unset.merging(environment) { $1 }, timeout: 300)
    }

    /// How a warning about the shared cache starts (the test project's pictures cost warnings of their own).
    static let cacheWarning = "warning: the shared cache"

    /// How many times `text` occurs in `printed`.
    static func count(_ text: String, in printed: String) -> Int { printed.components(separatedBy: text).count - 1 }

    /// The files under the project's root (its `.wordpack/` and `outputs/` included) whose bytes hold `secret`.
    static func files(in project: TestProject, holding secret: String) -> [String] {
        let walker = FileManager.default.enumerator(at: project.root, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                let data = try? Data(contentsOf: url), data.range(of: Data(secret.utf8)) != nil
            else { continue }
            found.append(url.path)
        }
        return found
    }

    @Test func httpsWithAPrivateCAFillsTheCacheAndAFreshCloneTakesIt() throws {
        let server = try CacheServer(tls: true)
        defer { server.stop() }
        let trust = ["WORDPACK_CACHE_CA": try #require(server.authority).certificate.path]
        #expect(server.url.hasPrefix("https://127.0.0.1:"))
        let plain = try Self.plain()
        let first = try Self.project()
        let filled = try Self.build(first, ["--cache", server.url], environment: trust)
        #expect(filled.status == 0, "\(filled.standardError)")
        #expect(!filled.standardError.contains(Self.cacheWarning), "\(filled.standardError)")
        #expect(
            filled.standardError.contains("cache: 0 outputs taken from \(server.url), \(plain.count - 1) stored"),
            "\(filled.standardError)")
        #expect(try ProjectBuilds.snapshot(first) == plain)
        #expect(!server.entries("ac").isEmpty && !server.entries("cas").isEmpty)
        // A fresh clone takes every output back over HTTPS.
        let fresh = try Self.project()
        let taken = try Self.build(fresh, ["--cache", server.url], environment: trust)
        #expect(taken.status == 0, "\(taken.standardError)")
        #expect(taken.standardError.contains(", 0 stored"), "\(taken.standardError)")
        #expect(try ProjectBuilds.snapshot(fresh) == plain)
    }

    @Test func httpsWithoutItsCAWarnsOnceAndBuildsEverything() throws {
        let server = try CacheServer(tls: true)
        defer { server.stop() }
        let plain = try Self.plain()
        let project = try Self.project()
        // No WORDPACK_CACHE_CA: the system's CA store, which does not know the test's CA.
        let result = try Self.build(project, ["--cache", server.url], environment: [:])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.count("certificate is not trusted", in: result.standardError) == 1, "\(result.standardError)")
        #expect(Self.count(Self.cacheWarning, in: result.standardError) == 1, "\(result.standardError)")
        #expect(result.standardError.contains("cache: 0 outputs taken from \(server.url), 0 stored"))
        #expect(try ProjectBuilds.snapshot(project) == plain)
        #expect(server.entries("ac").isEmpty)
        // A CA file that is not there: the same, with its own reason.
        let missing = try Self.project()
        let unread = try Self.build(
            missing, ["--cache", server.url], environment: ["WORDPACK_CACHE_CA": server.folder.file("no-ca.pem").path])
        #expect(unread.status == 0, "\(unread.standardError)")
        #expect(Self.count(Self.cacheWarning, in: unread.standardError) == 1, "\(unread.standardError)")
        #expect(
            unread.standardError.contains("the CA file WORDPACK_CACHE_CA names cannot be read"),
            "\(unread.standardError)")
        #expect(try ProjectBuilds.snapshot(missing) == plain)
        #expect(server.entries("ac").isEmpty)
    }

    @Test func aServerThatWantsATokenTakesTheRightOneAndRefusesAWrongOne() throws {
        let server = try CacheServer(token: Self.token)
        defer { server.stop() }
        let plain = try Self.plain()
        let right = try Self.project()
        let filled = try Self.build(right, ["--cache", server.url], environment: ["WORDPACK_CACHE_TOKEN": Self.token])
        #expect(filled.status == 0, "\(filled.standardError)")
        #expect(!filled.standardError.contains(Self.cacheWarning), "\(filled.standardError)")
        #expect(filled.standardError.contains(", \(plain.count - 1) stored"), "\(filled.standardError)")
        #expect(!server.entries("ac").isEmpty)
        #expect(try ProjectBuilds.snapshot(right) == plain)
        // A wrong token: refused (HTTP 401), one warning, and the build makes everything itself.
        let wrongToken = "wr0ng-token-0815"
        let wrong = try Self.project()
        let refused = try Self.build(wrong, ["--cache", server.url], environment: ["WORDPACK_CACHE_TOKEN": wrongToken])
        #expect(refused.status == 0, "\(refused.standardError)")
        #expect(Self.count(Self.cacheWarning, in: refused.standardError) == 1, "\(refused.standardError)")
        #expect(
            refused.standardError.contains("HTTP 401 (WORDPACK_CACHE_TOKEN is missing or not accepted)"),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("cache: 0 outputs taken from \(server.url), 0 stored"))
        #expect(try ProjectBuilds.snapshot(wrong) == plain)
        // Each token went to the server (its access log has them) and nowhere into what the builds printed or wrote.
        let log = try String(contentsOf: server.accessLog, encoding: .utf8)
        #expect(log.contains("\"Bearer \(Self.token)\"") && log.contains("\"Bearer \(wrongToken)\""))
        for (project, result, token) in [(right, filled, Self.token), (wrong, refused, wrongToken)] {
            #expect(!result.standardOutput.contains(token) && !result.standardError.contains(token))
            #expect(Self.files(in: project, holding: token).isEmpty)
        }
    }

    @Test func aServerThatHangsCostsAWarningAndAboutOneTimeout() throws {
        let started = Date()
        let plain = try Self.plain()
        let plainSeconds = Date().timeIntervalSince(started)
        let server = try SilentServer()
        defer { server.stop() }
        let timeout = 1.0
        let project = try Self.project()
        let start = Date()
        let result = try Self.build(project, ["--cache", server.url], environment: ["WORDPACK_CACHE_TIMEOUT": "1"])
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == plain)
        // One warning; the request that timed out was not tried again.
        #expect(Self.count(Self.cacheWarning, in: result.standardError) == 1, "\(result.standardError)")
        #expect(
            result.standardError.contains("cannot be used (\(server.url) did not answer GET (timed out after 1 s))"),
            "\(result.standardError)")
        // Given up on after the first timeouts: only the requests already waiting then reached the server, not one
        // (or three) per output, and the build took about one timeout longer than a plain one. A bound for the
        // behaviour on a busy machine, not a benchmark.
        #expect(
            server.connectionCount >= 1 && server.connectionCount <= CacheTransfers.width,
            "\(server.connectionCount) connections")
        #expect(seconds < plainSeconds * 2 + 10 * timeout, "\(seconds) s, a plain build \(plainSeconds) s")
    }

    @Test func theServerSettingsComeFromTheEnvironment() {
        let set = HTTPCacheSettings(environment: [
            "WORDPACK_CACHE_TOKEN": "t", "WORDPACK_CACHE_CA": "/etc/ca.pem", "WORDPACK_CACHE_TIMEOUT": "2.5",
        ])
        #expect(set == HTTPCacheSettings(token: "t", certificateAuthorities: "/etc/ca.pem", timeout: 2.5))
        let unset = HTTPCacheSettings(environment: ["WORDPACK_CACHE_TOKEN": "", "WORDPACK_CACHE_CA": ""])
        #expect(unset == HTTPCacheSettings(token: nil, certificateAuthorities: nil, timeout: 10))
        for wrong in ["soon", "0", "-3", "inf"] {
            let settings = HTTPCacheSettings(environment: ["WORDPACK_CACHE_TIMEOUT": wrong])
            #expect(settings.timeout == 10)
            #expect(
                settings.problems == ["WORDPACK_CACHE_TIMEOUT is “\(wrong)”, not a number of seconds; 10 s are used"])
        }
        // The problem is one warning of the cache, which the build goes on with.
        let cache = SharedCache.open(
            "http://127.0.0.1:9/wordpack", settings: HTTPCacheSettings(environment: ["WORDPACK_CACHE_TIMEOUT": "x"]),
            relativeTo: URL(fileURLWithPath: "/"))
        #expect(
            cache.warnings == [
                "the shared cache http://127.0.0.1:9/wordpack: WORDPACK_CACHE_TIMEOUT is “x”, "
                    + "not a number of seconds; 10 s are used"
            ])
    }
}
