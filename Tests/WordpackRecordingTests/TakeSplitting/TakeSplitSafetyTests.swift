import Foundation
import Testing
import WordpackCore
import WordpackPipeline
import WordpackRecordingTestSupport
import WordpackTestSupport

/// `wordpack split` writes nothing half-done into `inputs/`: its recordings wait in the build folder and are
/// renamed into place, so a split killed at any moment leaves no temporary file there, and the next split goes
/// on without `--replace`; a script path is checked like any input path (no control character, no link, no file
/// on the way), and every refusal is one sentence.
@Suite struct TakeSplitSafetyTests {
    /// Every file under `folder` (relative paths, sorted), links and all.
    static func files(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
    }

    @Test(.tags(.slow)) func aKilledSplitLeavesNoTemporaryFileInInputsAndTheNextGoesOnWithoutReplace() throws {
        let folder = try TakeSplitMemoryTests.project(minutes: 10)
        let inputs = folder.file("inputs")
        let arguments = ["split", "takes/take.wav", "--script", "scripts/es.tsv", "--quiet"]
        // Killed as soon as it has begun writing (its first cut in the build folder), then as soon as the first
        // recording is in place: whatever it was doing, inputs/ holds whole recordings only.
        for (round, sign) in [folder.file(".wordpack/split"), folder.file("inputs/languages/es/speech/Takes")]
            .enumerated()
        {
            let process = try WordpackBinary.start(arguments, in: folder.url)
            let deadline = Date().addingTimeInterval(120)
            while process.isRunning, Date() < deadline, Self.files(under: sign).isEmpty { usleep(200) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            // The first is killed while it writes (240 cuts take far longer than the poll); the second may finish.
            if round == 0 { #expect(process.terminationReason == .uncaughtSignal, "the split ended before the kill") }
            let left = Self.files(under: inputs)
            #expect(!left.contains { $0.hasSuffix(".tmp") || $0.contains("/.") }, "round \(round): \(left)")
            #expect(left.allSatisfy { !$0.hasSuffix(".wav") || $0.hasPrefix("languages/es/speech/Takes/w") })
            if round == 0 { #expect(!left.contains { $0.hasSuffix(".wav") }, "written before it was killed: \(left)") }
        }
        let rerun = try WordpackBinary.run(arguments, in: folder.url)
        #expect(rerun.status == 0, "\(rerun.standardError)")
        let recordings = Self.files(under: folder.file("inputs/languages/es/speech/Takes"))
        #expect(recordings == (1...240).map { "w\($0).wav" }.sorted())
        // Nothing is left waiting in the build folder either.
        #expect(Self.files(under: folder.file(".wordpack/split")).isEmpty)
        // A recording someone else put there is still refused without --replace.
        try folder.write("inputs/languages/es/speech/Takes/w7.wav", "the engineer's own")
        let again = try WordpackBinary.run(arguments, in: folder.url)
        #expect(again.status != 0)
        // One sentence for all that are there, not one per file.
        #expect(
            again.standardError.contains("scripts/es.tsv: error: 240 of its 240 recordings are already there"),
            "\(again.standardError)")
        #expect(again.standardError.split(separator: "\n").filter { $0.contains("error:") }.count == 1)
    }

    @Test(arguments: [
        (
            "\"inputs/x/so\nl.wav\"",
            "scripts/es.tsv!E2: error: “inputs/x/so↵l.wav” holds a line break, a tab or another control character, "
                + "which no file name of the project may hold: write the path on one line, as `wordpack script` does."
        ),
        (
            "inputs/x/so\u{7}l.wav",
            "scripts/es.tsv!E2: error: “inputs/x/so\\u{7}l.wav” holds a line break, a tab or another control "
                + "character, which no file name of the project may hold: write the path on one line, as "
                + "`wordpack script` does."
        ),
    ])
    func aScriptPathWithAControlCharacterIsRefused(path: String, expected: String) throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        try folder.write("scripts/es.tsv", "number\ttext\tlist\tkey\tpath\n1\tsol\tTakes\tsol\t\(path)\n")
        let findings = try TakeSplitWritingTests.refusal {
            _ = try TakeSplitWritingTests.split(folder, take: take.name)
        }
        #expect(findings == [expected])
        #expect(!FileManager.default.fileExists(atPath: folder.file("inputs").path))
    }

    @Test func aLinkInsideInputsIsRefusedAndNothingIsWrittenThrough() throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        try FileManager.default.createDirectory(at: folder.file("outputs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.file("inputs/languages/es"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("inputs/languages/es/speech").path, withDestinationPath: "../../../outputs")
        let findings = try TakeSplitWritingTests.refusal {
            _ = try TakeSplitWritingTests.split(folder, take: take.name)
        }
        #expect(findings.count == 3)
        let expected: String =
            "scripts/es.tsv!row 2: error: line 1 goes to inputs/languages/es/speech/Takes/sol.wav, which goes "
            + "through inputs/languages/es/speech, which is a symbolic link: `wordpack split` writes only into the "
            + "folders of inputs/ themselves, never through a link; make inputs/languages/es/speech a folder, or "
            + "give the line another path."
        #expect(findings.first == expected)
        #expect(Self.files(under: folder.file("outputs")).isEmpty)
    }

    @Test func aPathThroughAFileIsOneSentence() throws {
        let take = try TakeFixture("three-words.flac")
        let folder = try take.project()
        try folder.write("inputs/languages/es/speech/Takes", "a file where the folder should be")
        let findings = try TakeSplitWritingTests.refusal {
            _ = try TakeSplitWritingTests.split(folder, take: take.name)
        }
        let expected: String =
            "scripts/es.tsv!row 2: error: line 1 goes to inputs/languages/es/speech/Takes/sol.wav, which goes "
            + "through inputs/languages/es/speech/Takes, which is a file, not a folder, so nothing can be written "
            + "there; move that file away, or give the line another path."
        #expect(findings.first == expected)
        #expect(!findings.contains { $0.contains("NSCocoaErrorDomain") || $0.contains("Code=") })
    }
}
