import Foundation
import Testing
import WordpackCore
import WordpackPipeline
import WordpackRecording
import WordpackRecordingTestSupport
import WordpackSound
import WordpackTestSupport

/// Writing the cuts: at the take's own rate and depth, sample for sample; nothing on a dry run; never over a
/// recording that is there without `replace`; a bad script is one sentence with its file, row and column.
@Suite struct TakeSplitWritingTests {
    static func split(
        _ folder: TemporaryFolder, take: String, replace: Bool = false, dryRun: Bool = false,
        events: ((BuildEvent) -> Void)? = nil
    ) throws -> TakeSplit {
        var request = Workflows.SplitRequest(take: folder.file("takes/\(take)"), script: folder.file("scripts/es.tsv"))
        request.replace = replace
        request.dryRun = dryRun
        return try Workflows.split(
            BuildOptions(project: Project(root: folder.url), kinds: []), request, progress: events ?? { _ in })
    }

    /// The findings a refused split reports, as printed.
    static func refusal(_ work: () throws -> Void) throws -> [String] {
        do {
            try work()
        } catch let failure as BuildFailure {
            return failure.findings.map(\.description)
        }
        Issue.record("the split was not refused")
        return []
    }

    static func samples(_ url: URL) throws -> (SoundFile, [Int32]) {
        let file = try SoundFile(reading: url, displayPath: url.lastPathComponent)
        var samples = [Int32](repeating: 0, count: file.frames * file.channels)
        let read = try samples.withUnsafeMutableBufferPointer { try file.readFrames(into: $0) }
        #expect(read == file.frames)
        return (file, samples)
    }

    @Test(arguments: [
        ("two-words-44k-24bit.wav", 44100, "WAV, 24-bit PCM", "24"),
        ("three-words.flac", 22050, "WAV, 16-bit PCM", "16"),
    ])
    func theWrittenFilesKeepTheTakesRateAndDepthSampleForSample(
        name: String, rate: Int, format: String, bits: String
    ) throws {
        let take = try TakeFixture(name)
        let folder = try take.project()
        let split = try Self.split(folder, take: name)
        let (_, whole) = try Self.samples(take.url)
        for cut in split.cuts {
            let url = folder.file(cut.line.path)
            let (file, samples) = try Self.samples(url)
            #expect(file.sampleRate == rate)
            #expect(file.channels == 1)
            #expect(file.formatDescription == format)
            #expect(file.frames == cut.end - cut.start)
            let same = samples == Array(whole[cut.start..<cut.end])  // not in #expect, which would print both
            #expect(same, "\(cut.line.path) is not the take's samples")
            if let soxi = ExternalTool.find("soxi") {
                let precision = try ExternalTool.run(soxi, ["-p", url.path])
                #expect(precision.standardOutput == bits + "\n", "\(precision.standardError)")
                let sampleRate = try ExternalTool.run(soxi, ["-r", url.path])
                #expect(sampleRate.standardOutput == "\(rate)\n")
            }
        }
        // No temporary file is left beside them.
        let left = try FileManager.default.contentsOfDirectory(
            atPath: folder.file("inputs/languages/es/speech/Takes").path)
        #expect(left.sorted() == take.words.map { "\($0.key).wav" }.sorted())
    }

    @Test func aDryRunPrintsTheCutsAndWritesNothing() throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        var results: [String] = []
        let split = try Self.split(folder, take: take.name, dryRun: true) {
            if case .result(let line) = $0 { results.append(line) }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("inputs").path))
        let lines = results.joined(separator: "\n").split(separator: "\n")
        #expect(lines.first == "number\tkey\tstart\tend")
        #expect(lines.dropFirst().map { String($0.split(separator: "\t")[1]) } == ["sol", "mariposa", "luz"])
        #expect(lines.count == split.cuts.count + 1)
        #expect(lines[1].hasPrefix("1\tsol\t0.2"), "\(lines)")  // sol starts at 0.4 s, less the 150 ms margin
    }

    @Test func aRecordingThatIsThereIsRefusedWithoutReplace() throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        let kept = try folder.write(TakeFixture.path("luz"), "not a recording, but the engineer's")
        let findings = try Self.refusal { _ = try Self.split(folder, take: take.name) }
        #expect(
            findings == [
                "inputs/languages/es/speech/Takes/luz.wav: error: is already recorded, so nothing was written: move it "
                    + "away, or split with --replace to replace it with line 3 of the take."
            ])
        // Nothing written, the existing file untouched.
        #expect(!FileManager.default.fileExists(atPath: folder.file(TakeFixture.path("sol")).path))
        #expect(try String(contentsOf: kept, encoding: .utf8) == "not a recording, but the engineer's")

        _ = try Self.split(folder, take: take.name, replace: true)
        #expect(try SoundFile(reading: kept, displayPath: "luz.wav").sampleRate == 22050)
        #expect(FileManager.default.fileExists(atPath: folder.file(TakeFixture.path("sol")).path))
    }

    @Test(arguments: [
        (
            "number\ttext\tlist\tkey\n1\tsol\tTakes\tsol\n",
            "scripts/es.tsv!row 1: error: has no `path` column in its header row: a script needs `number`, `key` and "
                + "`path`, as `wordpack script` writes it."
        ),
        (
            "number\ttext\tlist\tkey\tpath\n1\tsol\tTakes\tsol\tinputs/x/sol.wav\n2\tpan\tTakes\tpan\t../pan.wav\n",
            "scripts/es.tsv!E3: error: “../pan.wav” is not under inputs/: `wordpack split` writes recordings only "
                + "into the project's inputs/ folder."
        ),
        (
            "number\ttext\tlist\tkey\tpath\n1\tsol\tTakes\tsol\tinputs/x/sol.wav\n2\tpan\tTakes\t\tinputs/x/pan.wav\n",
            "scripts/es.tsv!D3: error: is empty: each line of a script needs its key."
        ),
        (
            "number\ttext\tlist\tkey\tpath\n1\tsol\tTakes\tsol\tinputs/../../sol.wav\n",
            "scripts/es.tsv!E2: error: “inputs/../../sol.wav” has an empty, `.` or `..` step: write the path as "
                + "`wordpack script` does, such as inputs/languages/es/speech/Animals/cat.wav."
        ),
        (
            "number\ttext\tlist\tkey\tpath\nuno\tsol\tTakes\tsol\tinputs/x/sol.wav\n",
            "scripts/es.tsv!A2: error: “uno” is not a whole number."
        ),
    ])
    func aBadScriptIsOneSentenceWithItsFileRowAndColumn(tsv: String, expected: String) throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        try folder.write("scripts/es.tsv", tsv)
        let findings = try Self.refusal { _ = try Self.split(folder, take: take.name) }
        #expect(findings == [expected])
        #expect(!FileManager.default.fileExists(atPath: folder.file("inputs").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.deletingLastPathComponent().appendingPathComponent("pan.wav").path))
    }
}
