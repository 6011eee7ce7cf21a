import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackRecording

/// When a destination folder cannot take its recording, a split writes none (issue 68): before, the recordings
/// of the folders before it were put in place, and none of them was noted in recorded.tsv.
@Suite struct SplitPlacingFolderTests {
    @Test func aFolderThatCannotBeMadeStopsTheSplitBeforeAnyRecordingIsPlaced() throws {
        let root = try TemporaryFolder()
        let project = Project(root: root.url)
        let first = try root.write(".wordpack/split/.cut-1.tmp", Data("one".utf8))
        let second = try root.write(".wordpack/split/.cut-2.tmp", Data("two".utf8))
        // A file where the second recording's folder must go.
        _ = try root.write("inputs/languages/es/speech/Food", Data("not a folder".utf8))
        var found: FileProblem?
        do {
            _ = try SplitPlacing.place(
                [
                    ("inputs/languages/es/speech/Animals/cat.wav", first.path),
                    ("inputs/languages/es/speech/Food/fig.wav", second.path),
                ], in: project)
        } catch let problem as FileProblem {
            found = problem
        }
        #expect(found?.location == Location(file: "inputs/languages/es/speech/Food/fig.wav"))
        #expect(found?.message.contains("so no recording was written") == true, "\(String(describing: found))")
        #expect(!FileManager.default.fileExists(atPath: root.file("inputs/languages/es/speech/Animals/cat.wav").path))
        #expect(!FileManager.default.fileExists(atPath: root.file(".wordpack/split/placing.tsv").path))
    }
}
