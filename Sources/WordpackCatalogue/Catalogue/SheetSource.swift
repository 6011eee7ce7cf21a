import WordpackCore

/// Where a table was read from, and which column holds which field, to name cells in messages.
public struct SheetSource: Codable, Hashable, Sendable {
    public var file: String
    public var sheet: String?
    /// Field name (lowercase header) → column letter.
    public var columns: [String: String]

    public init(file: String, sheet: String?, columns: [String: String]) {
        self.file = file
        self.sheet = sheet
        self.columns = columns
    }

    /// The cell of `field` in `row`; the row alone when the sheet has no such column.
    public func location(row: Int, field: String) -> Location {
        Location(file: file, sheet: sheet, row: row, column: columns[field])
    }

    public var location: Location { Location(file: file, sheet: sheet) }
}
