import Foundation
import Testing
import WordpackCore
import WordpackSheets
import WordpackTestSupport

@testable import WordpackGitSheets

/// Cells changed in place in the sample's LibreOffice-written workbooks: the edited cells read back, and every
/// other part keeps its bytes.
@Suite struct WorkbookPatchTests {
    static let animals = Fixtures.repository.appendingPathComponent("inputs/lists/Animals.xlsx")
    static let food = Fixtures.repository.appendingPathComponent("inputs/lists/Food.ods")

    static func cells(_ data: Data, format: SpreadsheetFormat) throws -> [String: String] {
        let folder = try TemporaryFolder()
        let url = try folder.write("merged", data)
        let tables = try WorkbookTables(url: url, format: format, displayPath: "merged", keepingPlacedRows: true)
        var cells: [String: String] = [:]
        for sheet in tables.sheets {
            for row in sheet.placedRows {
                for cell in row.cells { cells[sheet.reference(row: row.number, column: cell.column)] = cell.text }
            }
        }
        return cells
    }

    @Test(arguments: [(animals, SpreadsheetFormat.xlsx, "Animals"), (food, .ods, "Food")])
    func editedCellsReadBackAndTheRestIsKept(url: URL, format: SpreadsheetFormat, sheet: String) throws {
        let before = try Self.cells(try Data(contentsOf: url), format: format)
        var edits = SheetEdits()
        edits.set(row: 2, column: 1, CellValue("edited <by> “Alice” & co"))  // a filled cell
        edits.set(row: 3, column: 4, CellValue("  two  spaces\tand a tab"))  // an empty one in a repeated run
        edits.set(row: 40, column: 2, CellValue("12", kind: .number))  // a new row far below
        edits.set(row: 2, column: 0, nil)
        edits.removedRows = [4]
        let data = try WorkbookPatch.patched(url, format: format, displayPath: "x", edits: [0: edits])
        let after = try Self.cells(data, format: format)
        var expected = before
        expected["\(sheet)!B2"] = "edited <by> “Alice” & co"
        expected["\(sheet)!E3"] = "  two  spaces\tand a tab"
        expected["\(sheet)!C40"] = "12"
        expected["\(sheet)!A2"] = nil
        for key in expected.keys
        where key.hasPrefix("\(sheet)!") && key.dropFirst(sheet.count + 2).drop(while: \.isLetter) == "4" {
            expected[key] = nil
        }
        #expect(after == expected)
        // Every part but the sheet's keeps its packed bytes.
        let folder = try TemporaryFolder()
        let original = try ZipPackage(url: url, displayPath: "x")
        let merged = try ZipPackage(url: try folder.write("m", data), displayPath: "m")
        #expect(original.entryNames == merged.entryNames)
        let changed = format == .xlsx ? "xl/worksheets/sheet1.xml" : "content.xml"
        for name in original.entryNames where name != changed {
            #expect(try original.part(name) == merged.part(name), "\(name)")
        }
    }

    /// The second sheet of the sample's language workbooks (Lists): the first keeps every cell.
    @Test(arguments: [
        ("inputs/languages/en/words.xlsx", SpreadsheetFormat.xlsx), ("inputs/languages/es/words.ods", .ods),
    ])
    func aSecondSheetIsChangedAlone(path: String, format: SpreadsheetFormat) throws {
        let url = Fixtures.repository.appendingPathComponent(path)
        let before = try Self.cells(try Data(contentsOf: url), format: format)
        let lists = try #require(
            before.keys.filter { $0.hasPrefix("Lists!") }.map { $0.dropFirst(6) }.max { a, b in
                (Int(a.drop(while: \.isLetter)) ?? 0) < (Int(b.drop(while: \.isLetter)) ?? 0)
            })
        let last = Int(lists.drop(while: \.isLetter)) ?? 0
        var edits = SheetEdits()
        edits.set(row: 2, column: 1, CellValue("Some animals"))
        edits.set(row: last + 1, column: 0, CellValue("Birds"))
        edits.set(row: last + 1, column: 1, CellValue("Birds of a feather"))
        let after = try Self.cells(
            try WorkbookPatch.patched(url, format: format, displayPath: path, edits: [1: edits]), format: format)
        var expected = before
        expected["Lists!B2"] = "Some animals"
        expected["Lists!A\(last + 1)"] = "Birds"
        expected["Lists!B\(last + 1)"] = "Birds of a feather"
        #expect(after == expected)
    }

    /// A carriage return is written as a reference (a reader turns a literal one into a line feed), and a character
    /// XML cannot hold is dropped rather than making the sheet unreadable.
    @Test func lineBreaksOfEveryKindReadBackAndControlCharactersAreDropped() throws {
        var edits = SheetEdits()
        edits.set(row: 2, column: 6, CellValue("one\r\ntwo\rthree\nfour"))
        edits.set(row: 3, column: 6, CellValue("bell\u{7}ed"))
        let data = try WorkbookPatch.patched(Self.animals, format: .xlsx, displayPath: "x", edits: [0: edits])
        let after = try Self.cells(data, format: .xlsx)
        #expect(after["Animals!G2"] == "one\r\ntwo\rthree\nfour")
        #expect(after["Animals!G3"] == "belled")
    }

    @Test func theSameEditsGiveTheSameBytes() throws {
        var edits = SheetEdits()
        edits.set(row: 5, column: 6, CellValue("A hint"))
        let first = try WorkbookPatch.patched(Self.animals, format: .xlsx, displayPath: "x", edits: [0: edits])
        let second = try WorkbookPatch.patched(Self.animals, format: .xlsx, displayPath: "x", edits: [0: edits])
        #expect(first == second)
    }

    @Test func aSheetsCellsAsTextAreStableWhenItsRowsMove() throws {
        let folder = try TemporaryFolder()
        let one = try folder.write("one.csv", "key,hint,free\nant,A tiny insect,TRUE\ncat,\"Says\nmeow\",\n")
        let two = try folder.write("two.csv", "free,key,hint\n,cat,\"Says\nmeow\"\nTRUE,ant,A tiny insect\n")
        #expect(
            try CellText.lines(of: one, path: "one.csv") == [
                "(columns, row 1): key | hint | free", "ant free: TRUE", "ant hint: A tiny insect",
                "cat hint: Says\\nmeow",
            ])
        #expect(
            try CellText.lines(of: two, path: "two.csv").dropFirst()
                == CellText.lines(of: one, path: "one.csv").dropFirst())
        let animals = try CellText.lines(of: Self.animals, path: "inputs/lists/Animals.xlsx")
        #expect(animals.contains("Animals/ant hint: A tiny insect that lives in a hill"), "\(animals)")
    }

    @Test func gitattributesLinesAreAddedOnce() {
        let first = GitSetup.attributes("*.png binary\n")
        #expect(first.hasPrefix("*.png binary\n# wordpack git-setup"))
        #expect(first.contains("/inputs/languages/*/*.tsv diff=wordpack merge=wordpack\n"))
        #expect(GitSetup.attributes(first) == first)
    }
}
