import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

/// `check` sees what `build` will see: a bad media file dropped into a built copy of the sample is found by
/// `wordpack check` (exit 1, the file named with its sentence), and `wordpack build` stops on it before writing,
/// leaving `outputs/` exactly as the last good build left it.
@Suite struct MediaCheckTests {
    /// A bad file, where it goes in the sample, and the sentence both commands print for it.
    struct BadMedia: CustomTestStringConvertible, Sendable {
        var path: String
        var message: String
        var bytes: @Sendable () throws -> Data
        var testDescription: String { path }
    }

    static let cases = [
        // A real PNG cut in the middle of its pixel data: its header is whole, so only a full decode finds it.
        BadMedia(
            path: "inputs/words/Animals/picture/bear.png", message: ExpectedSentences.pictureCutShort,
            bytes: { try Data(contentsOf: Fixtures.url("png/truncated-idat.png")) }),
        // A WAV whose header says 1 Hz: libsamplerate cannot make 22050 Hz of it.
        BadMedia(
            path: "inputs/languages/en/speech/Animals/ant.wav", message: AudioStageTests.oneHertzMessage,
            bytes: { AudioStageTests.oneHertz }),
    ]

    @Test(.tags(.slow), arguments: cases)
    func checkFindsItAndBuildLeavesTheOutputsAlone(_ bad: BadMedia) throws {
        let folder = try WordpackBinary.builtSample().folder
        let before = try FolderContents.files(in: folder.file("outputs"))
        #expect(!before.isEmpty)
        try folder.write(bad.path, try bad.bytes())

        let expected = "\(bad.path): error: \(bad.message)"
        let check = try WordpackBinary.run(["check"], in: folder.url)
        #expect(check.status == 1)
        let lines = check.standardError.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(": error: ") } == [expected], "\(check.standardError)")
        #expect(!check.standardError.contains("\(bad.path): warning"), "one finding: \(check.standardError)")
        // Found by check again, from what it remembered, with the same sentence.
        #expect(try WordpackBinary.run(["check"], in: folder.url).standardError == check.standardError)

        let build = try WordpackBinary.run(["build"], in: folder.url)
        #expect(build.status != 0)
        #expect(build.standardError.contains(expected), "\(build.standardError)")
        #expect(try FolderContents.files(in: folder.file("outputs")) == before)
    }
}
