import Foundation
import Testing
import WordpackCore
import WordpackPipeline
import WordpackSheets
import WordpackTestSupport

/// Hostile spreadsheets (`Tests/Fixtures/hostile/`, each the sample's own sheet with one hostile change) are
/// refused at once with a sentence saying which limit and how big the sheet claims to be.
@Suite struct ReadLimitsTests {
    static let refusals: [(fixture: String, message: String)] = [
        (
            "hostile/ods-repeat-bomb.ods",
            "is refused: row 10 is repeated 1,048,000 times with 16,384 filled cells each, which brings the sheet to "
                + "17,170,432,039 cells; wordpack reads at most 100,000,000 cells of a sheet."
        ),
        (
            "hostile/ods-repeat-bomb-one-column.ods",
            "is refused: row 10 is repeated 1,048,000 times with 1 filled cell each, which brings the sheet to "
                + "1,048,039 cells; wordpack reads at most 1 cell per byte of a sheet (beyond its first 100,000 cells), "
                + "and these come from 11 KB."
        ),
        (
            "hostile/xlsx-zip-bomb.xlsx",
            "is refused: its part xl/sharedStrings.xml claims to unpack to 1.1 GB from 1 MB packed; wordpack unpacks "
                + "at most 200 times a part's packed size (beyond its first 10 MB)"
        ),
        // A packed size ZIPFoundation reads as 8.75 × 10^18 bytes: the limit is the whole 2 GB, not an overflow.
        ("fuzz/xlsx/crash-packed-size-overflows.xlsx", "is refused: its part xl/workbook.xml claims to unpack to"),
        ("hostile/xlsx-row-twice.xlsx", "is damaged: row 2 is written twice in the file."),
        ("hostile/xlsx-two-sheets-one-name.xlsx", "is damaged: it has two sheets named “Animals”"),
        ("hostile/xlsx-cell-too-long.xlsx", "holds 1,000,000 characters, but a spreadsheet cell holds at most 32,767"),
    ]

    @Test func aPartsLimitGrowsWithItsPackedSizeUpToTheWhole() {
        #expect(ReadLimits.unpackedPartBytes(packed: 0) == ReadLimits.freePartBytes)
        #expect(ReadLimits.unpackedPartBytes(packed: 1_000) == ReadLimits.freePartBytes + 200_000)
        #expect(ReadLimits.unpackedPartBytes(packed: 9_950_000) == ReadLimits.partBytes)
        #expect(ReadLimits.unpackedPartBytes(packed: Int64.max) == ReadLimits.partBytes)
        #expect(ReadLimits.unpackedPartBytes(packed: Int64.max / 200 + 1) == ReadLimits.partBytes)
    }

    @Test(arguments: refusals)
    func refusedAtOnce(fixture: String, message: String) throws {
        let started = ContinuousClock.now
        var problem: FileProblem?
        do {
            let workbook = try SpreadsheetFile.open(Fixtures.url(fixture), displayPath: fixture)
            for sheet in workbook.sheets.indices { try workbook.forEachRow(inSheet: sheet) { _ in } }
        } catch let refused as FileProblem {
            problem = refused
        }
        let refusal = try #require(problem, "\(fixture) was read without a problem")
        #expect(refusal.message.contains(message), "\(refusal.message)")
        // Refused in well under a second here; before the limits, the ODS bombs ran for minutes or for ever.
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    /// Merged cells as LibreOffice writes them in both formats: D2 over D4.
    @Test(arguments: ["hostile/merged-background.ods", "hostile/merged-background.xlsx"])
    func mergedCellsAreFound(fixture: String) throws {
        let workbook = try SpreadsheetFile.open(Fixtures.url(fixture), displayPath: fixture)
        var rows = 0
        let merges = try workbook.forEachRow(inSheet: 0) { _ in rows += 1 }
        #expect(rows == 11)
        #expect(merges == [MergedRange(firstRow: 2, firstColumn: 3, lastRow: 4, lastColumn: 3)])
    }

    /// CSV has no repeats to expand, but the same sheet limits: columns and characters per cell.
    @Test func csvWithinTheLimitsOfASheet() throws {
        let folder = try TemporaryFolder()
        let wide = try folder.write("wide.csv", "key\r\n" + String(repeating: ",", count: 16_384) + "x\r\n")
        let long = try folder.write("long.csv", "key\r\n" + String(repeating: "é", count: 32_768) + "\r\n")
        let fits = try folder.write("fits.csv", "key\r\n" + String(repeating: "é", count: 32_767) + "\r\n")
        func problem(_ url: URL) -> String? {
            do {
                let workbook = try SpreadsheetFile.open(url, displayPath: url.lastPathComponent)
                try workbook.forEachRow(inSheet: 0) { _ in }
                return nil
            } catch {
                return (error as? FileProblem)?.description ?? "\(error)"
            }
        }
        #expect(
            problem(wide) == "wide.csv!row 2: error: is refused: row 2 has a cell in column 16385 (XFE), but a "
                + "sheet has at most 16,777,216 rows of 16,384 columns (XFD). Check that this is the right file and that "
                + "its separator is the one you meant.")
        #expect(problem(long)?.hasPrefix("long.csv!A2: error: has a cell (A2) longer than a spreadsheet cell") == true)
        #expect(problem(fits) == nil)
    }

    @Test func mergedRangesReadFromReferences() {
        #expect(MergedRange(reference: "D4:D2") == MergedRange(firstRow: 2, firstColumn: 3, lastRow: 4, lastColumn: 3))
        #expect(MergedRange(reference: "AA10:AB12")?.description == "AA10 to AB12")
        #expect(MergedRange(reference: "D2") == nil)
        #expect(MergedRange(reference: "D:D") == nil)
    }

    @Test func sizesInMessages() {
        #expect(1_048_000.grouped == "1,048,000")
        #expect(999.grouped == "999")
        #expect(Int64(11418).byteCount == "11 KB")
        #expect(Int64(1_073_746_687).byteCount == "1.1 GB")
        #expect(Int64(512).byteCount == "512 bytes")
    }
}
