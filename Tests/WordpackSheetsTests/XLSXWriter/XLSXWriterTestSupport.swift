import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// The workbook committed as `Tests/Fixtures/xlsx-writer/sample.xlsx` and checked in LibreOffice.
let sampleWorkbook = XLSXWriter(sheets: [
    XLSXWriter.Sheet(
        name: "Translations",
        rows: [
            ["list", "key", "en", "es", "ja", "note"],
            ["Animals", "ant", "ant", "hormiga", "あり", nil],
            ["Animals", "bee", "bee", nil, "はち", "🐝 no Spanish yet"],
            ["Animals", "penguin", "penguin", "pingüino", "ペンギン", "¿Qué? ¡Sí!"],
            [],
            ["Food", "cheese", "cheese & crackers", "queso <curado>", "チーズ", #"say "cheese", 'please'"#],
            ["Food", "  spaced  ", "two\nlines", "tab\there", "cr\r\nlf", "_x0041_ stays as typed"],
        ],
        columnWidths: [12, 16, nil, 24.5]),
    XLSXWriter.Sheet(
        name: "List names",
        rows: [["list", "en", "es"], ["Animals", "Animals", "Animales"], ["Food", "Food", "Comida"]],
        boldFirstRow: false, freezeFirstRow: false),
])

/// What `read_xlsx.py` prints.
struct IndependentReading: Decodable, Equatable {
    struct Sheet: Decodable, Equatable {
        var name: String
        var frozenRows: Int
        var columnWidths: [String: Double]
        var cells: [Cell]
    }
    struct Cell: Decodable, Equatable, CustomStringConvertible {
        var ref: String
        var text: String
        var bold: Bool
        var description: String { "\(ref)=\(text.debugDescription)\(bold ? " bold" : "")" }
    }
    var entries: [String]
    var sheets: [Sheet]
}

/// Reads an `.xlsx` file with Python's `zipfile` and `xml.etree` (`Tests/Fixtures/xlsx-writer/read_xlsx.py`),
/// which share no code with the writer.
func readIndependently(_ url: URL) throws -> IndependentReading {
    let python = try #require(ExternalTool.find("python3"), "python3 is missing: make test installs it")
    let result = try ExternalTool.run(python, [Fixtures.url("xlsx-writer/read_xlsx.py").path, url.path])
    guard result.status == 0 else { throw ReaderFailed(message: result.standardError) }
    return try JSONDecoder().decode(IndependentReading.self, from: result.output)
}

struct ReaderFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { "read_xlsx.py failed: \(message)" }
}

/// The cells a sheet should read back as: every non-empty text at its own reference, bold in a bold first row.
func expectedCells(of sheet: XLSXWriter.Sheet) -> [IndependentReading.Cell] {
    sheet.rows.enumerated().flatMap { index, row in
        row.enumerated().compactMap { column, text -> IndependentReading.Cell? in
            guard let text, !text.isEmpty else { return nil }
            return IndependentReading.Cell(
                ref: ColumnName.letters(forIndex: column) + String(index + 1), text: text,
                bold: index == 0 && sheet.boldFirstRow)
        }
    }
}
