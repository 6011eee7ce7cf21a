import Foundation
import Testing
import WordpackTestSupport

/// Every kind of broken file at once in a copy of the sample: each gets one sentence naming it, nothing
/// crashes, the good sheets are still read, and the exit status is 1.
@Suite struct BadInputTests {
    static let brokenFiles: [(fixture: String, listName: String)] = [
        ("xlsx/truncated.xlsx", "Corrupt.xlsx"),
        ("xlsx/shared-string-out-of-range.xlsx", "SharedStrings.xlsx"),
        ("xlsx/csv-saved-as.xlsx", "SavedAsXlsx.xlsx"),
        ("xlsx/empty.xlsx", "EmptyWorkbook.xlsx"),
        ("ods/truncated.ods", "CorruptOds.ods"),
        ("csv/unterminated-quote.csv", "Unterminated.csv"),
        ("csv/empty.csv", "EmptyText.csv"),
        ("csv/not-utf8.csv", "NotUtf8.csv"),
    ]

    @Test func everyBrokenFileIsReportedInOneRun() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        for (fixture, name) in Self.brokenFiles {
            try FileManager.default.copyItem(at: Fixtures.url(fixture), to: folder.file("inputs/lists/\(name)"))
        }
        try folder.write("inputs/lists/NoHeader.csv", "ant,ant.png\nbee,bee.png\n")

        let result = try WordpackBinary.run(["build"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        for name in Self.brokenFiles.map(\.listName) + ["NoHeader.csv"] {
            let reports = lines.filter { $0.hasPrefix("inputs/lists/\(name)") && $0.contains(": error: ") }
            #expect(reports.count == 1, "\(name): \(reports)")
        }
        #expect(
            lines.contains(
                "inputs/lists/NoHeader.csv: error: has no header row (its first row starts with “ant”); insert a first "
                    + "row naming the columns: key, picture, sound, background, free, disabled."))
        // The good sheets were still read, and nothing else is reported against them.
        #expect(result.standardError.contains("ingest: 5 lists (62 words)"), "\(result.standardError)")
        #expect(lines.filter { $0.contains(": error: ") }.count == Self.brokenFiles.count + 1, "\(lines)")
        #expect(!result.standardError.contains("Fatal error") && !result.standardError.contains("Stack"))
        // The command that was run, to run again (`make build` sets WORDPACK_COMMAND to name itself).
        #expect(lines.last == "build stopped: correct the errors above, then run `wordpack build` again.")
        // What the content team reads, as a whole: every sentence, in order.
        try Golden.check(Data(result.standardError.utf8), against: "bad-input-build-stderr.txt")
    }
}
