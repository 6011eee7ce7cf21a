import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackCache
@testable import WordpackCore
@testable import WordpackPipeline

/// An audit that no one writing into the cache can predict (issue 46): the outputs made again follow a seed drawn
/// for each run (printed; `--audit-seed` repeats a run's choice), and a swapped record is caught whenever the seed
/// chooses it. With the real binary, on a folder cache filled by a build of the test project.
@Suite(.serialized, .tags(.slow)) struct CacheAuditTests {
    /// A folder cache filled (unsigned) by a build of the test project, its bundle records removed so that each
    /// output comes from a record of its own; with every output's action key, by path (the records' names).
    static func cacheOfSingleRecords() throws -> (TemporaryFolder, URL, keys: [String: String]) {
        let (folder, cache) = try SignedCacheTests.filledCache(signedWith: nil)
        var keys: [String: String] = [:]
        for url in try FileManager.default.contentsOfDirectory(
            at: cache.appendingPathComponent("ac"), includingPropertiesForKeys: nil)
        {
            let record = try JSONDecoder().decode(ActionRecord.self, from: Data(contentsOf: url))
            if record.bundle != nil {
                try FileManager.default.removeItem(at: url)
            } else if let path = record.files.first?.path, path != "inspection" {
                keys[path] = url.lastPathComponent
            }
        }
        return (folder, cache, keys)
    }

    /// The outputs an audit's errors name.
    static func named(_ printed: String) -> Set<String> {
        Set(
            printed.split(separator: "\n").filter { $0.contains("differs from what the shared cache's record") }
                .compactMap { line in line.split(separator: ":").first.map { String($0.dropFirst("outputs/".count)) } })
    }

    /// The seed the audit's summary line printed.
    static func seed(_ printed: String) -> String? {
        guard let range = printed.range(of: "--audit-seed ") else { return nil }
        return String(printed[range.upperBound...].prefix(16))
    }

    static func audit(_ cache: URL, _ arguments: [String]) throws -> ProcessRunner.Result {
        try SignedCacheTests.build(try TestProject(), ["--cache", cache.path, "--cache-read-only"] + arguments)
    }

    @Test func theChoiceFollowsASeedDrawnForEachRunAndTheSeedRepeatsIt() throws {
        let (folder, cache, keys) = try Self.cacheOfSingleRecords()
        _ = folder
        #expect(keys.count > 40)
        // Every record poisoned: each output the audit makes again differs, and is named.
        #expect(try CachePoisoner.poison(cache) == keys.count)
        let expected = Int((Double(keys.count) * 0.1).rounded(.up))
        let first = try Self.audit(cache, ["--audit", "10"])
        let second = try Self.audit(cache, ["--audit", "10"])
        var chosen: [Set<String>] = []
        for run in [first, second] {
            #expect(run.status != 0)
            #expect(
                run.standardError.contains(
                    "audit: \(expected) of \(keys.count) outputs taken from the cache made again here, "
                        + "\(expected) differ (seed "),
                "\(run.standardError)")
            chosen.append(Self.named(run.standardError))
            #expect(chosen.last?.count == expected, "\(run.standardError)")
        }
        // Two runs, two seeds, two choices (a choice by action key made the same one each time, which a writer
        // could compute).
        let seeds = [first, second].map { Self.seed($0.standardError) }
        #expect(seeds[0] != nil && seeds[0] != seeds[1], "\(seeds)")
        #expect(chosen[0] != chosen[1], "\(chosen)")
        // The printed seed makes the same choice again.
        let again = try Self.audit(cache, ["--audit", "10", "--audit-seed", try #require(seeds[0])])
        #expect(Self.named(again.standardError) == chosen[0], "\(again.standardError)")
        #expect(Self.seed(again.standardError) == seeds[0])
        // And it is what the choice documented in CacheAudit gives for that seed.
        let printed = try #require(seeds[0])
        let parsed = try #require(CacheAudit.seed(parsing: printed))
        let audit = CacheAudit(percent: 10, seed: parsed)
        #expect(audit.chosen(keys) == chosen[0])
        // A seed goes with an audit, and is hexadecimal.
        for arguments in [["--audit-seed", "1f"], ["--audit", "2", "--audit-seed", "xyz"]] {
            let refused = try Self.audit(cache, arguments)
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("--audit-seed"), "\(refused.standardError)")
        }
    }

    /// A picture's record holding another picture's bytes (their own SHA-256 and size, so the record is
    /// consistent), as the probe's cat.png holding dog.png: an audit catches it whichever seed it draws, as long as
    /// the seed chooses that picture; at 100% every seed does.
    @Test func aSwappedRecordIsCaughtWheneverTheSeedChoosesIt() throws {
        let plain = try SharedCacheTests.plain()
        let (folder, cache, keys) = try Self.cacheOfSingleRecords()
        _ = folder
        // The test project's cat is a PDF: its bat picture plays the cat, another picture of other bytes the dog.
        let cat = try #require(keys.keys.first { $0.hasSuffix("/picture/bat.png") })
        let bat = try #require(keys.keys.sorted().first { $0.hasSuffix(".png") && plain[$0] != plain[cat] })
        let records = cache.appendingPathComponent("ac")
        let catURL = records.appendingPathComponent(try #require(keys[cat]))
        var swapped = try JSONDecoder().decode(
            ActionRecord.self, from: Data(contentsOf: records.appendingPathComponent(try #require(keys[bat]))))
        swapped.files[0].path = cat
        try swapped.encoded().write(to: catURL)
        #expect(plain[cat] != plain[bat])

        // Seeds that choose the swapped picture among 2% (about one in 35), and one that does not.
        let seeds = (UInt64(1)...4000).filter { CacheAudit(percent: 2, seed: $0).chosen(keys).contains(cat) }
        let missing = try #require(
            (UInt64(1)...100).first { !CacheAudit(percent: 2, seed: $0).chosen(keys).contains(cat) })
        #expect(!seeds.isEmpty)
        for arguments in [
            ["--audit", "100"], ["--audit", "2", "--audit-seed", CacheAudit.text(of: seeds[seeds.count / 2])],
        ] {
            let project = try TestProject()
            let result = try SignedCacheTests.build(
                project, ["--cache", cache.path, "--cache-read-only"] + arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(
                result.standardError.contains(
                    "outputs/\(cat): error: differs from what the shared cache's record ac/\(try #require(keys[cat]))"),
                "\(result.standardError)")
            #expect(Self.named(result.standardError) == [cat], "\(result.standardError)")
            // The output made here was kept.
            #expect(try ProjectBuilds.snapshot(project)[cat] == plain[cat])
        }
        // A 2% audit whose seed passes cat.png over does not see it (what the docs' table says it costs), and
        // takes the record: a signature, not an audit, keeps a single record out.
        let project = try TestProject()
        let missed = try SignedCacheTests.build(
            project,
            [
                "--cache", cache.path, "--cache-read-only", "--audit", "2", "--audit-seed",
                CacheAudit.text(of: missing),
            ])
        #expect(missed.status == 0, "\(missed.standardError)")
        #expect(missed.standardError.contains(", 0 differ (seed \(CacheAudit.text(of: missing))"))
        #expect(try ProjectBuilds.snapshot(project)[cat] == plain[bat])
    }

    /// A bundle record with one member swapped: the audit that catches that member trusts the bundle no more, so
    /// its other members are made here too and nothing it holds is shipped.
    @Test func aBundleFoundFalseGivesNothingMore() throws {
        let plain = try SharedCacheTests.plain()
        let (folder, cache) = try SignedCacheTests.filledCache(signedWith: nil)
        _ = folder
        let records = try FileManager.default.contentsOfDirectory(
            at: cache.appendingPathComponent("ac"), includingPropertiesForKeys: nil)
        // Only the largest bundle is left, every member of it EVIL: the one output a 1% audit chooses is enough.
        let decoded = try records.map { try JSONDecoder().decode(ActionRecord.self, from: Data(contentsOf: $0)) }
        let largest = try #require(
            decoded.indices.filter { decoded[$0].bundle != nil }.max {
                decoded[$0].files.count < decoded[$1].files.count
            })
        #expect(decoded[largest].files.count > 20)
        for (index, url) in records.enumerated()
        where index != largest && decoded[index].files.first?.path != "inspection" {
            try FileManager.default.removeItem(at: url)
        }
        #expect(try CachePoisoner.poison(cache) == 1)
        let project = try TestProject()
        let result = try SignedCacheTests.build(project, ["--cache", cache.path, "--cache-read-only", "--audit", "1"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("more that the same false records gave were made here too"))
        #expect(
            try ProjectBuilds.snapshot(project).filter { $0.key != "manifest.json" }
                == plain.filter { $0.key != "manifest.json" })
    }
}
