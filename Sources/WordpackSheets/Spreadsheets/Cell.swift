import WordpackCore

/// One non-empty cell, as the spreadsheet program shows it to the person who typed it.
package struct Cell: Hashable, Sendable {
    /// What kind of value the file stored. Text readers (CSV, TSV) only ever produce `.text`.
    package enum Kind: String, Hashable, Sendable {
        case text
        case number
        case boolean
        /// An error value cached by a formula, such as `#N/A`.
        case error
    }

    /// The 0-based column index; `ColumnName.letters(forIndex:)` gives its letter.
    package var column: Int
    /// The text as displayed: a number typed as `1` is `"1"`, a boolean is `"TRUE"` or `"FALSE"`.
    package var text: String
    package var kind: Kind

    package init(column: Int, text: String, kind: Kind = .text) {
        self.column = column
        self.text = text
        self.kind = kind
    }

    package var columnLetters: String { ColumnName.letters(forIndex: column) }
}
