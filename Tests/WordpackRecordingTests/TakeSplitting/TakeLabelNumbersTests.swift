import Foundation
import Testing
import WordpackRecordingTestSupport
import WordpackTestSupport

/// Label times are numbers from a file (issue 68): a time no take lasts, a negative start, or a time that is
/// not a number is a sentence at its line, through the real binary, and nothing is written; never a trap.
@Suite struct TakeLabelNumbersTests {
    static func split(_ labels: String) throws -> (status: Int32, lines: [String], folder: TemporaryFolder) {
        let take = try TakeFixture("five-words-30db.wav")
        let folder = try take.project()
        try folder.write("labels.txt", labels)
        let split = try WordpackBinary.run(
            ["split", "takes/five-words-30db.wav", "--script", "scripts/es.tsv", "--labels", "labels.txt"],
            in: folder.url)
        let lines = split.standardError.split(separator: "\n").map(String.init).filter { $0.hasPrefix("labels.txt") }
        return (split.status, lines, folder)
    }

    @Test func timesBeyondAnyTakeAndANegativeStartAreSentencesAtTheirLines() throws {
        let (status, lines, folder) = try Self.split(
            "-0.5\t1.050000\tsol\n1e15\t2e15\tmariposa\n1e300\t2e300\tpan\n4.2\t4.8\telefante\n"
                + "6.8\t7.5\tluz\n")
        #expect(status == 1)
        #expect(
            lines == [
                "labels.txt:1:1: error: label 1 (-0.500–1.050 s) starts before the take does (at 0 s); drag its start "
                    + "to 0 s or later.",
                "labels.txt:2:1: error: label 2 (1e+15–2e+15 s) runs past the take's end at 8.426 s; was it made on "
                    + "another take?",
                "labels.txt:3:1: error: label 3 (1e+300–2e+300 s) runs past the take's end at 8.426 s; was it made on "
                    + "another take?",
            ], "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("inputs").path))
    }

    @Test(arguments: ["nan\t1.0\tsol", "0.5\tinf\tsol", "0x1p-2\t1e999\tsol"])
    func aTimeThatIsNotANumberIsNotALabel(line: String) throws {
        let (status, lines, _) = try Self.split(
            line + "\n1.3\t2.1\tmariposa\n3.1\t3.6\tpan\n4.2\t4.8\telefante\n6.8\t7.5\tluz\n")
        #expect(status == 1)
        #expect(
            lines == [
                "labels.txt:1:1: error: is not a label (start and end in seconds and the text, separated by tabs, as "
                    + "Audacity exports them)."
            ], "\(lines)")
    }
}
