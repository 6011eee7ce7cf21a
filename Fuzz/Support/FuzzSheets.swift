import Foundation
import WordpackKit

/// Reads a spreadsheet as ingest does: `SpreadsheetFile.open`, then every sheet's every row, every cell's text
/// and location.
enum FuzzSheets {
    static func readEverySheet(_ url: URL) throws {
        let workbook = try SpreadsheetFile.open(url, displayPath: FuzzInput.displayPath)
        var characters = 0
        for sheet in workbook.sheets.indices {
            let merges = try workbook.forEachRow(inSheet: sheet) { row in
                for cell in row.cells {
                    characters &+= cell.text.utf8.count
                    characters &+= workbook.location(sheet: sheet, row: row.number, column: cell.column)
                        .description.utf8.count
                }
            }
            characters &+= merges.count
        }
        keep(characters)
    }

    /// Keeps the optimiser from dropping the work above.
    @inline(never) static func keep(_ value: Int) {
        if value == -1 { print("") }
    }
}
