import Foundation
import Testing
import WordpackTestSupport

/// `wordpack split` through the real binary: `script` lists what is missing, `split` cuts a take into it, and
/// `check` no longer reports those recordings missing; a refused split exits non-zero and writes nothing.
@Suite struct TakeSplitEndToEndTests {
    static let missing = ["inputs/languages/es/speech/Animals/cat.wav", "inputs/languages/es/speech/Food/fig.wav"]

    /// The recordings `wordpack check` asks to add.
    static func missingRecordings(_ project: TestProject) throws -> Set<String> {
        let check = try WordpackBinary.run(["check"], in: project.root)
        let pattern = try Regex("add (inputs/languages/es/[^ ]+?\\.wav)")
        return Set(check.standardError.matches(of: pattern).map { String($0.output[1].substring ?? "") })
    }

    @Test func scriptThenSplitThenCheckSeesTheNewRecordings() throws {
        let project = try TestProject()
        for path in Self.missing { try project.remove(path) }
        #expect(try Self.missingRecordings(project) == Set(Self.missing))

        let script = try WordpackBinary.run(["script", "--language", "es"], in: project.root)
        #expect(script.status == 0, "\(script.standardError)")
        try project.folder.write("takes/es-1.wav", try Data(contentsOf: Fixtures.url("takes/two-words-44k-24bit.wav")))

        let dryRun = try WordpackBinary.run(
            ["split", "takes/es-1.wav", "--script", "scripts/es.tsv", "--dry-run"], in: project.root)
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        let rows = dryRun.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(
            rows.map { $0.prefix(2) } == [["number", "key"], ["1", "cat"], ["2", "fig"]], "\(dryRun.standardOutput)")
        #expect(try Self.missingRecordings(project) == Set(Self.missing))

        let split = try WordpackBinary.run(["split", "takes/es-1.wav", "--script", "scripts/es.tsv"], in: project.root)
        #expect(split.status == 0, "\(split.standardError)")
        #expect(
            split.standardError.contains("split: 2 recordings from takes/es-1.wav written"), "\(split.standardError)")
        #expect(try Self.missingRecordings(project).isEmpty)
        // Each recording is noted in es's recorded.tsv with its script line's text and its bytes' digest, as
        // sha256sum reads them.
        let lines = try String(contentsOf: project.folder.file("scripts/es.tsv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
        let noted = try String(
            contentsOf: project.folder.file("inputs/languages/es/recorded.tsv"), encoding: .utf8)
        let sums = try ExternalTool.run("/usr/bin/sha256sum", Self.missing.map { project.folder.file($0).path })
            .standardOutput.split(separator: "\n").map { String($0.prefix(64)) }
        for (line, sum) in zip(lines, sums) {
            let path = line[4].dropFirst("inputs/languages/es/".count)
            #expect(noted.contains("\n\(path)\t\(sum)\t\(line[1])\n"), "\(noted)")
        }

        // Again: both are there now, so the split is refused and says so, naming each.
        let again = try WordpackBinary.run(["split", "takes/es-1.wav", "--script", "scripts/es.tsv"], in: project.root)
        #expect(again.status != 0)
        for path in Self.missing {
            #expect(again.standardError.contains("\(path): error: is already recorded"), "\(again.standardError)")
        }
        let replaced = try WordpackBinary.run(
            ["split", "takes/es-1.wav", "--script", "scripts/es.tsv", "--replace"], in: project.root)
        #expect(replaced.status == 0, "\(replaced.standardError)")
    }

    @Test func aTakeWithAWordMissingExitsNonZeroAndWritesNothing() throws {
        let project = try TestProject()
        let words = try TakeFixture("five-words-30db.wav").words
        try project.folder.write("scripts/es.tsv", TakeFixture.script(words))
        try project.folder.write("takes/short.wav", try Data(contentsOf: Fixtures.url("takes/elefante-missing.wav")))
        let split = try WordpackBinary.run(
            ["split", "takes/short.wav", "--script", "scripts/es.tsv"], in: project.root)
        #expect(split.status != 0)
        #expect(
            split.standardError.contains(
                "takes/short.wav: error: has 4 utterances for the 5 lines of scripts/es.tsv, so nothing was written: "
                    + "by the lengths of the words, the take and the script part ways at line 4 “elefante”"),
            "\(split.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("inputs/languages/es/speech/Takes").path))
    }

    @Test func aWordSaidTwiceIsRefusedThenKeptWithRetakesLast() throws {
        let project = try TestProject()
        let words = try TakeFixture("five-words-30db.wav").words
        try project.folder.write("scripts/es.tsv", TakeFixture.script(words))
        try project.folder.write("takes/retake.flac", try Data(contentsOf: Fixtures.url("takes/retake-pan.flac")))
        let refused = try WordpackBinary.run(
            ["split", "takes/retake.flac", "--script", "scripts/es.tsv"], in: project.root)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains("split with --retakes last to keep the last saying"),
            "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("inputs/languages/es/speech/Takes").path))

        let split = try WordpackBinary.run(
            ["split", "takes/retake.flac", "--script", "scripts/es.tsv", "--retakes", "last", "--verbose"],
            in: project.root)
        #expect(split.status == 0, "\(split.standardError)")
        #expect(
            split.standardError.contains("split: line 3 “pan” was said twice; the saying at 3.20–3.66 s is left out"),
            "\(split.standardError)")
        // pan's file is the second saying (5.33–5.67 s) with its margins: about 0.64 s, not the first's 0.76 s.
        let pan = project.folder.file(TakeFixture.path("pan"))
        let soxi = try #require(ExternalTool.find("soxi"), "soxi (sox) is a test package: make test installs it")
        let seconds = try ExternalTool.run(soxi, ["-D", pan.path])
        let length = try #require(Double(seconds.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(abs(length - (5.69 - 5.31 + 0.3)) < 0.05, "pan.wav lasts \(length) s")
        for word in words {
            #expect(FileManager.default.fileExists(atPath: project.folder.file(TakeFixture.path(word.key)).path))
        }
    }
}
