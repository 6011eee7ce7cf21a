import Foundation

@testable import WordpackCore
@testable import WordpackSheets

/// Reads a spreadsheet as ingest does: `SpreadsheetFile.open`, then every sheet's every row, every cell's text
/// and location, holding the reader to what `Workbook` promises the rest of the pipeline: rows in order, each
/// with at least one cell, cells in column order, every column within XFD, every text non-empty and within
/// Excel's 32,767 characters (`ReadLimits`).
enum FuzzSheets {
    static func readEverySheet(_ url: URL) throws {
        let workbook = try SpreadsheetFile.open(url, displayPath: FuzzInput.displayPath)
        var characters = 0
        for sheet in workbook.sheets.indices {
            var lastRow = 0
            var broken: String?
            let merges = try workbook.forEachRow(inSheet: sheet) { row in
                if broken == nil { broken = FuzzSheetsPromises.problem(row, after: lastRow) }
                lastRow = row.number
                for cell in row.cells {
                    characters &+= cell.text.utf8.count
                    characters &+=
                        workbook.location(sheet: sheet, row: row.number, column: cell.column)
                        .description.utf8.count
                }
            }
            if let broken { throw BrokenPromise(description: "sheet \(sheet + 1): \(broken)") }
            characters &+= merges.count
        }
        keep(characters)
    }

    /// Keeps the optimiser from dropping the work above.
    @inline(never) static func keep(_ value: Int) {
        if value == -1 { print("") }
    }
}

/// The promises `Workbook` makes of each row, as one check the fuzz targets and the tests share.
public enum FuzzSheetsPromises {
    /// What `row`, which follows row number `previous`, breaks of the promises; nil when it keeps them all.
    public static func problem(_ row: SheetRow, after previous: Int) -> String? {
        guard row.number > previous, row.number <= ReadLimits.rows else {
            return "row \(row.number) follows row \(previous)"
        }
        guard !row.cells.isEmpty else { return "row \(row.number) has no cell" }
        var lastColumn = -1
        for cell in row.cells {
            guard cell.column > lastColumn, cell.column < ReadLimits.columns else {
                return "row \(row.number): column \(cell.column) follows column \(lastColumn)"
            }
            guard !cell.text.isEmpty, cell.text.utf16.count <= ReadLimits.cellCharacters else {
                return "row \(row.number), column \(cell.column): a text of \(cell.text.utf16.count) UTF-16 units"
            }
            lastColumn = cell.column
        }
        return nil
    }
}
