import WordpackCore
import WordpackSheets

/// One sheet of a workbook read for git: its header, and its rows by key when its key columns name each row
/// once, else by row number only.
package struct SheetTable: Sendable {
    /// One non-empty row below the header.
    package struct Row: Sendable, Equatable {
        /// The 1-based row number (a CSV file's record number).
        package var number: Int
        /// The non-empty cells of headed columns, by field.
        package var cells: [String: CellValue]

        /// Whether two rows hold the same texts (a number stored as text is the same cell).
        package func sameTexts(as other: Row?) -> Bool {
            guard let other, cells.count == other.cells.count else { return false }
            return cells.allSatisfy { other.cells[$0.key]?.text == $0.value.text }
        }
    }

    /// The sheet's name (nil for CSV and TSV).
    package var name: String?
    /// The row of the header (the first non-empty one), nil for an empty sheet.
    package var headerRow: Int?
    /// Field → 0-based column of its heading.
    package var columns: [String: Int] = [:]
    /// Field → its heading as typed.
    package var headings: [String: String] = [:]
    /// The key fields, nil when the header has no key column.
    package var keyFields: [String]?
    /// The rows by key; empty when `unkeyedReason` is set.
    package var rows: [RowKey: Row] = [:]
    /// Every non-empty row, header included, as read: what a sheet without usable keys is compared by (kept only
    /// for such a sheet).
    package var placedRows: [SheetRow] = []
    /// Why the rows cannot be keyed (no key column, a row without a key, a key used twice), as a sentence.
    package var unkeyedReason: String?
    /// The last non-empty row.
    package var lastRow = 0

    /// The reference of a cell in messages: `Animals!C4`, or `C4` in a CSV file.
    package func reference(row: Int, column: Int) -> String {
        let cell = ColumnName.letters(forIndex: column) + String(row)
        return name.map { "\($0)!\(cell)" } ?? cell
    }
}
