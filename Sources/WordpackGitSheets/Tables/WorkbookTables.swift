import Foundation
import WordpackCore
import WordpackSheets

/// A workbook's sheets read as `SheetTable`s, through wordpack's own readers (their limits, their sentences).
package struct WorkbookTables: Sendable {
    package var format: SpreadsheetFormat
    package var sheets: [SheetTable]

    /// Reads `url` as a file of `format`; `displayPath` names it in messages. Throws the reader's `FileProblem`.
    /// Rows are keyed as they stream in; a sheet found to have no usable keys is read again for its rows as
    /// they are (`placedRows`), which `keepingPlacedRows` keeps for every sheet.
    ///
    /// `keep`, given a sheet's name, returns which of its keyed rows to hold (nil: all of them); `seen` is then
    /// called with the sheet's name and the key and row number of every row read.
    package init(
        url: URL, format: SpreadsheetFormat, displayPath: String, keepingPlacedRows: Bool = false,
        keep: (String?) -> ((RowKey, SheetTable.Row) -> Bool)? = { _ in nil },
        seen: (String?, [RowKey: Int]) -> Void = { _, _ in }
    ) throws {
        self.format = format
        let workbook = try SpreadsheetFile.open(url, format: format, displayPath: displayPath)
        sheets = try workbook.sheets.indices.map { index in
            let name = workbook.sheets[index].name
            var builder = SheetTableBuilder(name: name, keep: keep(name))
            try workbook.forEachRow(inSheet: index) { builder.add($0) }
            seen(name, builder.seenKeys)
            var table = builder.table
            if table.unkeyedReason != nil || keepingPlacedRows {
                var rows: [SheetRow] = []
                try workbook.forEachRow(inSheet: index) { rows.append($0) }
                table.placedRows = rows
            }
            return table
        }
    }
}
