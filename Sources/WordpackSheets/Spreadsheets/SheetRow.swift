/// One row of a sheet that has at least one non-empty cell.
public struct SheetRow: Hashable, Sendable {
    /// The 1-based row number the spreadsheet program shows.
    public var number: Int
    /// The non-empty cells, in column order. A gap in the file never shifts a cell: `column` is its own.
    public var cells: [Cell]

    public init(number: Int, cells: [Cell]) {
        self.number = number
        self.cells = cells
    }

    /// The cell in the given 0-based column, if it is not empty.
    public func cell(at column: Int) -> Cell? {
        cells.first { $0.column == column }
    }
}
