import Foundation
import Testing
import WordpackRecordingTestSupport
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
        // What es's recorded.tsv notes, against the recordings' digests as sha256sum reads them.
        let lines = try String(contentsOf: project.folder.file("scripts/es.tsv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
        let noted =
            (try? String(contentsOf: project.folder.file("inputs/languages/es/recorded.tsv"), encoding: .utf8)) ?? ""
        let sums = try ExternalTool.run("/usr/bin/sha256sum", Self.missing.map { project.folder.file($0).path })
            .standardOutput.split(separator: "\n").map { String($0.prefix(64)) }
        // The take says “sol” and “pan” (a fixture), not the script's “gato” and “higo”: recorded.tsv notes a cut
        // only when it was heard to say its line, near enough and clearly more than its neighbours, so neither is
        // noted (under the rule before, “sol” was: it lies a little nearer “gato” than “higo” does), and the
        // terminal names both.
        for (line, sum) in zip(lines, sums) {
            let path = line[4].dropFirst("inputs/languages/es/".count)
            #expect(!noted.contains("\n\(path)\t"), "“\(line[1])” is not heard in the take: \(noted)")
            #expect(!noted.contains(sum), "\(noted)")
            #expect(split.standardError.contains(line[4]), "\(split.standardError)")
        }
        #expect(
            split.standardError.contains("split: 2 of the 2 recordings (")
                && split.standardError.contains("were not heard to say their lines"), "\(split.standardError)")

        // Again: both are there now, so the split is refused and says so in one sentence, naming them.
        let again = try WordpackBinary.run(["split", "takes/es-1.wav", "--script", "scripts/es.tsv"], in: project.root)
        #expect(again.status != 0)
        let refusals = again.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(refusals.count == 1, "\(again.standardError)")
        #expect(
            refusals.first?.hasPrefix(
                "scripts/es.tsv: error: \(Self.missing.count) of its \(Self.missing.count) recordings are already there ("
                    + Self.missing.joined(separator: ", ") + "), so nothing was written: split with --replace") == true,
            "\(again.standardError)")
        let replaced = try WordpackBinary.run(
            ["split", "takes/es-1.wav", "--script", "scripts/es.tsv", "--replace"], in: project.root)
        #expect(replaced.status == 0, "\(replaced.standardError)")
    }

    /// The cuts go out as an Audacity label track beside the script; cut again by that track, unchanged, the
    /// recordings are byte for byte the same; cut by a track as Audacity exports it after the labels were moved,
    /// each recording is its label's stretch of the take, as soxi measures it.
    @Test func theCutsRoundTripThroughAnAudacityLabelTrack() throws {
        let take = try TakeFixture("five-words-30db.wav")
        let folder = try take.project()
        let split = try WordpackBinary.run(
            ["split", "takes/five-words-30db.wav", "--script", "scripts/es.tsv"], in: folder.url)
        #expect(split.status == 0, "\(split.standardError)")
        let track = try String(contentsOf: folder.file("scripts/es-split.txt"), encoding: .utf8)
        let rows = track.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.map { $0[2] } == take.words.map(\.text), "\(track)")
        #expect(rows.allSatisfy { $0[0].split(separator: ".").last?.count == 6 })
        let paths = take.words.map { TakeFixture.path($0.key) }
        let detected = try paths.map { try Data(contentsOf: folder.file($0)) }

        let byTrack = try WordpackBinary.run(
            [
                "split", "takes/five-words-30db.wav", "--script", "scripts/es.tsv", "--labels", "scripts/es-split.txt",
                "--replace",
            ], in: folder.url)
        #expect(byTrack.status == 0, "\(byTrack.standardError)")
        #expect(try paths.map { try Data(contentsOf: folder.file($0)) } == detected)

        try folder.write(
            "moved.txt", try Data(contentsOf: Fixtures.url("takes/five-words-30db.audacity.txt")))
        let moved = try WordpackBinary.run(
            ["split", "takes/five-words-30db.wav", "--script", "scripts/es.tsv", "--labels", "moved.txt", "--replace"],
            in: folder.url)
        #expect(moved.status == 0, "\(moved.standardError)")
        let soxi = try #require(ExternalTool.find("soxi"))
        for (path, seconds) in zip(paths, [0.55, 0.85, 0.5, 0.75, 0.6]) {
            let duration = try ExternalTool.run(soxi, ["-D", folder.file(path).path]).standardOutput
            #expect(
                abs((Double(duration.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) - seconds) < 0.0001,
                "\(path): \(duration)")
        }
    }

    @Test func aLabelTrackThatDoesNotFitTheScriptWritesNothingAndSaysWhyAtEachLine() throws {
        let take = try TakeFixture("five-words-30db.wav")
        let folder = try take.project()
        try folder.write(
            "labels.txt",
            "0.500000\t1.050000\tsol\n3.150000\t3.650000\tpan\n1.300000\t2.150000\tmariposa\n4.2\t4.1\telefante\n"
                + "6.8\t9.5\tluz\n")
        let split = try WordpackBinary.run(
            ["split", "takes/five-words-30db.wav", "--script", "scripts/es.tsv", "--labels", "labels.txt"],
            in: folder.url)
        #expect(split.status != 0)
        let lines = split.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix("labels.txt") }
        #expect(
            lines == [
                "labels.txt:2:1: error: label 2 (3.150–3.650 s) says “pan”, but line 2 of scripts/es.tsv is “mariposa”: "
                    + "the labels are the script's lines in order; put them back in order, or give each its line's text.",
                "labels.txt:3:1: error: label 3 (1.300–2.150 s) says “mariposa”, but line 3 of scripts/es.tsv is “pan”: "
                    + "the labels are the script's lines in order; put them back in order, or give each its line's text.",
                "labels.txt:3:1: error: label 3 (1.300–2.150 s) starts before the label before it ends; move one of them.",
                "labels.txt:4:1: error: label 4 (4.200–4.100 s) ends before it starts; drag its end after its start.",
                "labels.txt:5:1: error: label 5 (6.800–9.500 s) runs past the take's end at 8.426 s; was it made on "
                    + "another take?",
            ], "\(split.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("inputs").path))
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
                    + "by how the words sound and how long they last (as espeak-ng reads the script), the take and "
                    + "the script part ways at line 4 “elefante”"),
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
            split.standardError.contains(
                "split: line 3 “pan” was said twice, heard as that line both times; the saying at 3.20–3.66 s is left "
                    + "out, the one at 5.31–5.69 s kept (--retakes last)"),
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
