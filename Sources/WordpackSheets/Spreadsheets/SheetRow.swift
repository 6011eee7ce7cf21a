/// One row of a sheet that has at least one non-empty cell.
package struct SheetRow: Hashable, Sendable {
    /// The 1-based row number the spreadsheet program shows.
    package var number: Int
    /// The non-empty cells, in column order. A gap in the file never shifts a cell: `column` is its own.
    package var cells: [Cell]

    package init(number: Int, cells: [Cell]) {
        self.number = number
        self.cells = cells
    }

    /// The cell in the given 0-based column, if it is not empty.
    package func cell(at column: Int) -> Cell? {
        cells.first { $0.column == column }
    }
}
