import WordpackCore

/// Cells merged into one in a spreadsheet program: only the first holds the text, the others read as empty.
package struct MergedRange: Hashable, Sendable {
    /// The 1-based rows and 0-based columns of the first and last cell.
    package var firstRow: Int
    package var firstColumn: Int
    var lastRow: Int
    var lastColumn: Int

    package init(firstRow: Int, firstColumn: Int, lastRow: Int, lastColumn: Int) {
        self.firstRow = firstRow
        self.firstColumn = firstColumn
        self.lastRow = lastRow
        self.lastColumn = lastColumn
    }

    /// An XLSX `mergeCell` reference such as `C3:C5`; nil when it is not one.
    package init?(reference: String) {
        let ends = reference.split(separator: ":")
        guard ends.count == 2, let first = Self.cell(ends[0]), let last = Self.cell(ends[1]) else { return nil }
        self.init(
            firstRow: min(first.row, last.row), firstColumn: min(first.column, last.column),
            lastRow: max(first.row, last.row), lastColumn: max(first.column, last.column))
    }

    private static func cell(_ reference: Substring) -> (row: Int, column: Int)? {
        let letters = reference.prefix { $0.isASCII && $0.isLetter }
        guard let column = ColumnName.index(forLetters: Substring(letters.uppercased())),
            let row = Int(reference.dropFirst(letters.count))
        else { return nil }
        return (row, column)
    }

    /// `C3 to C5`
    package var description: String {
        "\(ColumnName.letters(forIndex: firstColumn))\(firstRow) to \(ColumnName.letters(forIndex: lastColumn))\(lastRow)"
    }
}
