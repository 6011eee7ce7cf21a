/// One non-empty cell, as the spreadsheet program shows it to the person who typed it.
public struct Cell: Hashable, Sendable {
    /// What kind of value the file stored. Text readers (CSV, TSV) only ever produce `.text`.
    public enum Kind: String, Hashable, Sendable {
        case text
        case number
        case boolean
        /// An error value cached by a formula, such as `#N/A`.
        case error
    }

    /// The 0-based column index; `ColumnName.letters(forIndex:)` gives its letter.
    public var column: Int
    /// The text as displayed: a number typed as `1` is `"1"`, a boolean is `"TRUE"` or `"FALSE"`.
    public var text: String
    public var kind: Kind

    public init(column: Int, text: String, kind: Kind = .text) {
        self.column = column
        self.text = text
        self.kind = kind
    }

    public var columnLetters: String { ColumnName.letters(forIndex: column) }
}

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

/// A sheet of a workbook; CSV and TSV files have one sheet with no name.
public struct SheetInfo: Hashable, Sendable {
    public var name: String?
    public init(name: String?) { self.name = name }

    /// Refuses a workbook with two sheets of the same name (spreadsheet programs compare names without regard
    /// to case): a message naming the sheet could not say which one it means.
    static func checkUnique(_ names: [String], file: String) throws {
        var seen: Set<String> = []
        for name in names where !seen.insert(name.lowercased()).inserted {
            throw FileProblem(
                file: file,
                "is damaged: it has two sheets named “\(name)”, which no spreadsheet program allows, so a message "
                    + "could not say which one it means. Open it in Excel or LibreOffice, rename one of them, and "
                    + "save it again.")
        }
    }
}
