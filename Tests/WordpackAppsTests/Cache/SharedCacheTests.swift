import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackPipeline

/// Distributed builds through a shared cache, with the real binary: a real nginx (WebDAV `PUT`) or a folder.
/// Each project is a copy of the small test project, as each CI runner has its own clone.
@Suite(.serialized, .tags(.slow)) struct SharedCacheTests {
    static let token = "s3cret-token-4711"

    /// A fresh copy of the test project (the same bytes every time).
    static func project() throws -> TestProject { try TestProject() }

    static func build(_ project: TestProject, _ arguments: [String] = [], token: Bool = false) throws
        -> ProcessRunner.Result
    {
        try ProcessRunner.run(
            WordpackBinary.url, ["build"] + arguments, in: project.root,
            environment: token ? ["WORDPACK_CACHE_TOKEN": Self.token] : [:], timeout: 300)
    }

    /// The outputs of a plain single-machine build of the test project.
    static func plain() throws -> [String: Data] {
        let project = try Self.project()
        let result = try build(project)
        #expect(result.status == 0, "\(result.standardError)")
        return try ProjectBuilds.snapshot(project)
    }

    /// Runs `count` shards side by side, each in its own copy of the project; returns what they printed.
    static func shards(
        _ count: Int, cache: String, token: Bool = false, prepare: (TestProject) throws -> TestProject = { $0 }
    ) throws -> [String] {
        let projects = try (0..<count).map { _ in try prepare(try Self.project()) }
        let results = ResultsBox(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = try? build(projects[index], ["--shard", "\(index)/\(count)", "--cache", cache], token: token)
            results.set(index, result)
        }
        return results.all.map { result in
            #expect(result?.status == 0, "\(result?.standardError ?? "did not run")")
            return (result?.standardError ?? "") + (result?.standardOutput ?? "")
        }
    }

    @Test func fourShardsAndTheAssembleStepMatchAPlainBuildThroughNginx() throws {
        // A server that refuses requests without the token: every shard's requests and the assemble step's had it.
        let server = try CacheServer(token: Self.token)
        defer { server.stop() }
        let printed = try Self.shards(4, cache: server.url, token: true)
        let made = printed.map { line -> Int in
            let summary = line.split(separator: "\n").first { $0.hasPrefix("shard ") } ?? ""
            return Int(summary.split(separator: " ").dropFirst(2).first ?? "") ?? -1
        }
        #expect(made.allSatisfy { $0 > 0 }, "\(printed)")
        let assemble = try Self.project()
        let result = try Self.build(assemble, ["--cache", server.url], token: true)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("cache: \(made.reduce(0, +)) outputs taken"), "\(result.standardError)")
        #expect(result.standardError.contains(", 0 stored"))
        #expect(try ProjectBuilds.snapshot(assemble) == (try Self.plain()))
        // The token went to the server, and nowhere into what wordpack printed.
        let log = try String(contentsOf: server.accessLog, encoding: .utf8)
        #expect(log.contains("\"Bearer \(Self.token)\""))
        for text in printed + [result.standardError, result.standardOutput] { #expect(!text.contains(Self.token)) }
    }

    /// The media files' inspections (each master decoded, each recording measured) are split between the
    /// shards, not repeated by each, and the assemble step takes them all from the cache.
    @Test func theShardsInspectEachMediaFileOnceBetweenThemAndTheAssembleStepNone() throws {
        let server = try CacheServer()
        defer { server.stop() }
        // Every recording of its own (the test project's are copies of one tone): one sample changed in each.
        let distinct = { (project: TestProject) throws -> TestProject in
            let files =
                FileManager.default.enumerator(atPath: project.root.appendingPathComponent("inputs").path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".wav") }.sorted() ?? []
            for (index, file) in files.enumerated() {
                let url = project.root.appendingPathComponent("inputs/\(file)")
                var data = try Data(contentsOf: url)
                data[data.count - 2] = UInt8(index + 1)
                try data.write(to: url)
            }
            return project
        }
        let plain = try distinct(try Self.project())
        let built = try Self.build(plain, ["--cache", "\(server.url)/plain"])
        let everything = try #require(Self.mediaCounts(built.standardError), "\(built.standardError)").inspected
        #expect(everything > 30, "\(built.standardError)")
        let inspected = try Self.shards(2, cache: server.url, prepare: distinct).map { printed in
            try #require(Self.mediaCounts(printed), "\(printed)").inspected
        }
        #expect(
            inspected.allSatisfy { $0 > 0 } && inspected.reduce(0, +) == everything, "\(inspected) of \(everything)")
        let assemble = try distinct(try Self.project())
        let result = try Self.build(assemble, ["--cache", server.url])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.mediaCounts(result.standardError).map { [$0.inspected, $0.taken] } == [0, everything])
        #expect(try ProjectBuilds.snapshot(assemble) == (try ProjectBuilds.snapshot(plain)))
    }

    /// The counts of the cache's summary line: "…; media files: N inspected here, M taken".
    static func mediaCounts(_ printed: String) -> (inspected: Int, taken: Int)? {
        guard let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("cache: ") }),
            let range = line.range(of: "; media files: ")
        else { return nil }
        let numbers = line[range.upperBound...].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    @Test func aShardKilledMidwayAndRunAgainFinishesTheWork() throws {
        let server = try CacheServer()
        defer { server.stop() }
        let project = try Self.project()
        let process = try ProcessRunner.start(
            WordpackBinary.url, ["build", "--shard", "0/1", "--cache", server.url], in: project.root)
        Thread.sleep(forTimeInterval: 0.8)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let again = try Self.build(project, ["--shard", "0/1", "--cache", server.url])
        #expect(again.status == 0, "\(again.standardError)")
        let assemble = try Self.project()
        let result = try Self.build(assemble, ["--cache", server.url])
        #expect(result.standardError.contains(", 0 stored"), "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(assemble) == (try Self.plain()))
    }

    @Test func aBlobAlteredOnTheServerIsCaughtAndRebuilt() throws {
        let server = try CacheServer()
        defer { server.stop() }
        let first = try Self.build(try Self.project(), ["--cache", server.url])
        #expect(first.status == 0, "\(first.standardError)")
        // Every blob spoiled (bundles and single outputs alike, so that a good bundle cannot stand in for a
        // spoiled output): the first altered, the rest cut short.
        let blobs = server.entries("cas")
        #expect(blobs.count > 2)
        try Data("not what it was".utf8).write(to: blobs[0])
        for blob in blobs.dropFirst() {
            let cut = try Data(contentsOf: blob)
            try cut.prefix(cut.count / 2).write(to: blob)
        }
        let project = try Self.project()
        let result = try Self.build(project, ["--cache", server.url])
        #expect(result.status == 0, "\(result.standardError)")
        let warnings = result.standardError.components(separatedBy: "does not match its SHA-256").count - 1
        #expect(warnings == 1, "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == (try Self.plain()))
    }

    /// The action records on the server, each with its file and decoded JSON.
    static func records(_ server: CacheServer) throws -> [(URL, [String: Any])] {
        try server.entries("ac").map { url in
            (url, try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]))
        }
    }

    @Test func aBundleWithAnAlteredMemberIsCaughtAndRebuilt() throws {
        let server = try CacheServer()
        defer { server.stop() }
        let first = try Self.build(try Self.project(), ["--cache", server.url])
        #expect(first.status == 0, "\(first.standardError)")
        // One byte of a bundle changed, and its record made to match the changed bundle: only the check of
        // each member against its own SHA-256 can catch it.
        let bundles = try Self.records(server).filter { $0.1["bundle"] != nil }
        #expect(!bundles.isEmpty)
        let (recordURL, record) = try #require(bundles.first)
        let bundle = try #require(record["bundle"] as? [String: Any])
        let blob = server.store.appendingPathComponent("wordpack/cas/\(try #require(bundle["sha256"] as? String))")
        var bytes = try Data(contentsOf: blob)
        bytes[bytes.count / 2] ^= 0xFF
        let digest = FileDigest.sha256(of: bytes)
        try bytes.write(to: server.store.appendingPathComponent("wordpack/cas/\(digest)"))
        var altered = record
        altered["bundle"] = ["sha256": digest, "size": bytes.count]
        try JSONSerialization.data(withJSONObject: altered, options: [.sortedKeys]).write(to: recordURL)
        let project = try Self.project()
        let result = try Self.build(project, ["--cache", server.url])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("does not match its SHA-256"), "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == (try Self.plain()))
    }

    @Test func anAlteredInlineOutputIsCaughtAndRebuilt() throws {
        let server = try CacheServer()
        defer { server.stop() }
        let first = try Self.build(try Self.project(), ["--cache", server.url])
        #expect(first.status == 0, "\(first.standardError)")
        // Without the bundles, every output is looked up on its own; one small output's inline bytes altered.
        let records = try Self.records(server)
        for (url, record) in records where record["bundle"] != nil { try FileManager.default.removeItem(at: url) }
        let inline = records.filter { (($0.1["files"] as? [[String: Any]])?.first?["contents"]) != nil }
        #expect(inline.count > 10)
        let (url, record) = try #require(inline.first)
        var files = try #require(record["files"] as? [[String: Any]])
        files[0]["contents"] = Data("not what it was".utf8).base64EncodedString()
        var altered = record
        altered["files"] = files
        try JSONSerialization.data(withJSONObject: altered, options: [.sortedKeys]).write(to: url)
        let project = try Self.project()
        let result = try Self.build(project, ["--cache", server.url])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("does not match its SHA-256"), "\(result.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == (try Self.plain()))
    }

    @Test func aFreshCloneFetchesBundlesNotEachOutput() throws {
        let server = try CacheServer()
        defer { server.stop() }
        _ = try Self.shards(2, cache: server.url)
        let assemble = try Self.build(try Self.project(), ["--cache", server.url])
        #expect(assemble.status == 0, "\(assemble.standardError)")
        let before = try String(contentsOf: server.accessLog, encoding: .utf8).split(separator: "\n").count
        // The shards put each blob once, without asking first whether the server has it.
        #expect(!(try String(contentsOf: server.accessLog, encoding: .utf8)).contains("HEAD /wordpack/cas"))
        let fresh = try Self.project()
        let result = try Self.build(fresh, ["--cache", server.url])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(", 0 stored"), "\(result.standardError)")
        let plain = try Self.plain()
        #expect(try ProjectBuilds.snapshot(fresh) == plain)
        let requests = try String(contentsOf: server.accessLog, encoding: .utf8).split(separator: "\n").count - before
        #expect(requests > 0 && requests * 10 < plain.count, "\(requests) requests for \(plain.count) files")
    }

    @Test func aServerThatStopsOrIsDownCostsAWarningNotTheBuild() throws {
        let plain = try Self.plain()
        let server = try CacheServer()
        let url = server.url
        // Stopped in the middle of a build.
        let project = try Self.project()
        let errors = Pipe()
        let process = try ProcessRunner.start(
            WordpackBinary.url, ["build", "--cache", url], in: project.root, standardError: errors)
        let reader = PipeReader(errors)
        Thread.sleep(forTimeInterval: 0.5)
        server.stop()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: reader.wait(), as: UTF8.self))")
        #expect(try ProjectBuilds.snapshot(project) == plain)
        // Down from the start.
        let down = try Self.project()
        let result = try Self.build(down, ["--cache", url])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("cannot be used"), "\(result.standardError)")
        #expect(result.standardError.components(separatedBy: "cannot be used").count == 2)
        #expect(try ProjectBuilds.snapshot(down) == plain)
    }

    @Test func aFolderCacheWorksTheSameWay() throws {
        let cache = try TemporaryFolder()
        let location = cache.url.appendingPathComponent("cache").path
        _ = try Self.shards(2, cache: location)
        let assemble = try Self.project()
        let result = try Self.build(assemble, ["--cache", location])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(", 0 stored"), "\(result.standardError)")
        let plain = try Self.plain()
        #expect(try ProjectBuilds.snapshot(assemble) == plain)
        // An altered blob in the folder is caught too (WORDPACK_CACHE instead of --cache).
        let blob = try #require(
            try FileManager.default.contentsOfDirectory(
                at: URL(fileURLWithPath: location).appendingPathComponent("cas"), includingPropertiesForKeys: nil
            ).first)
        try Data("spoilt".utf8).write(to: blob)
        let again = try Self.project()
        let second = try ProcessRunner.run(
            WordpackBinary.url, ["build"], in: again.root, environment: ["WORDPACK_CACHE": location], timeout: 300)
        #expect(second.standardError.contains("does not match its SHA-256"), "\(second.standardError)")
        #expect(try ProjectBuilds.snapshot(again) == plain)
    }

    @Test func pipelineJSONNamesTheCacheAndTheCommandLineWins() throws {
        let project = try Self.project()
        let text = try String(contentsOf: project.root.appendingPathComponent("pipeline.json"), encoding: .utf8)
        try project.write(
            "pipeline.json",
            text.replacingOccurrences(
                of: "{\"version\": 1,", with: "{\"version\": 1, \"cache\": \"shared\","))
        var options = BuildOptions(project: project.project, stamp: false)
        options.environment = [:]
        try Workflows.build(options) { _ in }
        let stored = try FileManager.default.contentsOfDirectory(
            atPath: project.root.appendingPathComponent("shared/ac").path)
        #expect(!stored.isEmpty)
        // --cache (here a folder that cannot be written) wins over pipeline.json: a warning, and the build succeeds.
        try project.write("blocked", "a file, not a folder")
        options.cache = "blocked"
        options.force = true
        var warnings: [Diagnostic] = []
        try Workflows.build(options) { if case .findings(let found) = $0 { warnings += found } }
        #expect(warnings.contains { $0.message.contains("cannot be used") }, "\(warnings)")
        // A misspelt key is still refused.
        try project.write(
            "pipeline.json",
            text.replacingOccurrences(
                of: "{\"version\": 1,", with: "{\"version\": 1, \"cahce\": \"shared\","))
        #expect(throws: BuildFailure.self) { try Workflows.build(options) { _ in } }
    }

    @Test func shardsAreBalancedByCostAndAgree() {
        let keys = Dictionary(uniqueKeysWithValues: (0..<10).map { ("file\($0)", FileDigest.sha256(of: "\($0)")) })
        var costs = Dictionary(uniqueKeysWithValues: keys.keys.map { ($0, 1.0) })
        costs["file3"] = 9
        let assigned = ShardPlan.assign(keys: keys, costs: costs, count: 2)
        // The costly file alone on one shard, the nine cheap ones on the other.
        let withCostly = assigned.filter { $0.value == assigned["file3"] }.map(\.key)
        #expect(withCostly == ["file3"])
        #expect(ShardPlan.assign(keys: keys, costs: costs, count: 2) == assigned)
        #expect(Shard(parsing: "3/4") == Shard(index: 3, count: 4))
        #expect(Shard(parsing: "4/4") == nil)
        #expect(Shard(parsing: "x/2") == nil)
    }
}

private final class ResultsBox: @unchecked Sendable {
    private var results: [ProcessRunner.Result?]
    private let lock = NSLock()
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: ProcessRunner.Result?) { lock.withLock { results[index] = result } }
    var all: [ProcessRunner.Result?] { lock.withLock { results } }
}
