import Foundation
import WordpackTestSupport

@testable import WordpackSheets

/// Builds expected rows from a compact table: one entry per reported row, `nil` for an empty cell.
func sheetRows(_ table: [(Int, [String?])]) -> [SheetRow] {
    table.map { number, texts in
        SheetRow(
            number: number,
            cells: texts.enumerated().compactMap { column, text in text.map { Cell(column: column, text: $0) } })
    }
}

/// Every row a workbook reports for its only sheet.
func allRows(of workbook: CSVWorkbook) throws -> [SheetRow] {
    var rows: [SheetRow] = []
    try workbook.forEachRow(inSheet: 0) { rows.append($0) }
    return rows
}

/// Opens a committed fixture of `Tests/Fixtures/csv/`.
func csvFixture(_ name: String, _ separator: CSVWorkbook.Separator = .csv, chunkSize: Int? = nil) throws -> CSVWorkbook
{
    let url = Fixtures.url("csv/\(name)")
    let path = "Tests/Fixtures/csv/\(name)"
    if let chunkSize {
        return try CSVWorkbook(url: url, displayPath: path, separator: separator, chunkSize: chunkSize)
    }
    return try CSVWorkbook(url: url, displayPath: path, separator: separator)
}

/// The sheet that `make_fixtures.py` writes in every program's way (`ROWS` there).
let standardSheet = sheetRows([
    (1, ["key", "word", "note"]),
    (2, ["ant", "hormiga", "small, red"]),
    (3, ["tree", "árbol", "she said \"¡hola!\""]),
    (4, ["cat", "ねこ"]),
    (5, ["child", "niño", "line one\nline two"]),
    (6, ["bee", nil, "🐝 buzz"]),
    (8, ["penguin", "pingüino", "¿Qué?"]),
])
