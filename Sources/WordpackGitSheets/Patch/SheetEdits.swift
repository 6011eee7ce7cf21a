/// What a merge changes in one sheet of ours: cells set or emptied, and rows removed.
package struct SheetEdits: Sendable, Equatable {
    /// Row → column → the new value, nil to empty the cell.
    package var cells: [Int: [Int: CellValue?]] = [:]
    /// Rows removed: a CSV record goes, a workbook row's cells are emptied (its formatting stays).
    package var removedRows: Set<Int> = []

    package init() {}

    package var isEmpty: Bool { cells.isEmpty && removedRows.isEmpty }

    package mutating func set(row: Int, column: Int, _ value: CellValue?) {
        cells[row, default: [:]][column] = .some(value)
    }

    /// The last row and column any edit reaches (0-based column), for a sheet's dimension.
    var farthest: (row: Int, column: Int) {
        (cells.keys.max() ?? 0, cells.values.flatMap(\.keys).max() ?? 0)
    }
}
