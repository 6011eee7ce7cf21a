import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackSheets

/// Files written the way Excel, LibreOffice and Google Sheets write them (see `Tests/Fixtures/csv/README.md`).
@Suite struct CSVFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var separator: CSVWorkbook.Separator
        var encoding: CSVWorkbook.TextEncoding
        var fieldSeparator: Character
        var rows: [SheetRow]
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "excel-csv-utf8.csv", separator: .csv, encoding: .utf8WithByteOrderMark, fieldSeparator: ",",
            rows: standardSheet),
        Case(
            file: "excel-unicode-text.tsv", separator: .tsv, encoding: .utf16LittleEndian, fieldSeparator: "\t",
            rows: standardSheet),
        Case(
            file: "utf16be.csv", separator: .csv, encoding: .utf16BigEndian, fieldSeparator: ",",
            rows: standardSheet),
        Case(
            file: "google-sheets.csv", separator: .csv, encoding: .utf8, fieldSeparator: ",",
            rows: standardSheet),
        Case(
            file: "old-mac-cr.csv", separator: .csv, encoding: .utf8, fieldSeparator: ",",
            rows: standardSheet.map { row in
                var row = row
                row.cells = row.cells.map { cell in
                    var cell = cell
                    cell.text = cell.text.replacingOccurrences(of: "\n", with: "\r")
                    return cell
                }
                return row
            }),
        Case(
            file: "european-semicolon.csv", separator: .csv, encoding: .utf8WithByteOrderMark, fieldSeparator: ";",
            rows: sheetRows([
                (1, ["key", "word", "price"]),
                (2, ["ant", "hormiga", "1,5"]),
                (3, ["tree", "árbol; arbusto", "2,25"]),
                (4, ["cat", "ねこ"]),
                (5, ["bee", nil, "🐝"]),
            ])),
        Case(
            file: "libreoffice.csv", separator: .csv, encoding: .utf8, fieldSeparator: ",",
            rows: sheetRows([
                (1, ["key", "word", "note", "count"]),
                (2, ["ant", "hormiga", "small, red", "1"]),
                (3, ["tree", "árbol", "she said \"¡hola!\"", "2.5"]),
                (4, ["cat", "ねこ"]),
                (5, ["child", "niño", "line one\nline two"]),
                (6, ["bee", nil, "🐝 buzz"]),
                (8, ["penguin", "pingüino", "¿Qué?"]),
            ])),
        // Excel's "Unicode Text" renamed to .csv: the tabs of its first line are found.
        Case(
            file: "excel-unicode-text.tsv", separator: .csv, encoding: .utf16LittleEndian, fieldSeparator: "\t",
            rows: standardSheet),
    ]

    @Test(arguments: cases)
    func readsEveryRowAndCell(_ fixture: Case) throws {
        let workbook = try csvFixture(fixture.file, fixture.separator)
        #expect(workbook.encoding == fixture.encoding)
        #expect(workbook.fieldSeparator == fixture.fieldSeparator)
        #expect(workbook.sheets == [SheetInfo(name: nil)])
        let rows = try allRows(of: workbook)
        #expect(rows == fixture.rows)
    }

    /// A chunk may end anywhere: inside a CRLF, a `""`, a UTF-8 character, a UTF-16 code unit or surrogate pair.
    @Test(arguments: cases, [1, 2, 3, 5])
    func readsTheSameWhateverTheChunkSize(_ fixture: Case, chunkSize: Int) throws {
        let workbook = try csvFixture(fixture.file, fixture.separator, chunkSize: chunkSize)
        #expect(try allRows(of: workbook) == fixture.rows)
    }

    @Test func columnLettersAndRowNumbersAreThoseASpreadsheetShows() throws {
        let rows = try allRows(of: try csvFixture("excel-csv-utf8.csv"))
        let bee = try #require(rows.first { $0.cell(at: 0)?.text == "bee" })
        #expect(bee.number == 6)
        #expect(bee.cells.map(\.columnLetters) == ["A", "C"])
        #expect(bee.cell(at: 1) == nil)
        #expect(bee.cell(at: 2)?.text == "🐝 buzz")
        // The row after the multi-line cell is numbered by record, not by line.
        #expect(rows.map(\.number) == [1, 2, 3, 4, 5, 6, 8])
        #expect(rows.allSatisfy { row in row.cells.allSatisfy { $0.kind == .text } })
    }
}
