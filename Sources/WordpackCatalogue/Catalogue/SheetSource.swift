import WordpackCore

/// Where a table was read from, and which column holds which field, to name cells in messages.
package struct SheetSource: Codable, Hashable, Sendable {
    package var file: String
    package var sheet: String?
    /// Field name (lowercase header) → column letter.
    package var columns: [String: String]

    package init(file: String, sheet: String?, columns: [String: String]) {
        self.file = file
        self.sheet = sheet
        self.columns = columns
    }

    /// The cell of `field` in `row`; the row alone when the sheet has no such column.
    package func location(row: Int, field: String) -> Location {
        Location(file: file, sheet: sheet, row: row, column: columns[field])
    }

    package var location: Location { Location(file: file, sheet: sheet) }
}
