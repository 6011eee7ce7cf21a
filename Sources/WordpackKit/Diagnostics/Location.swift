/// Where a problem is: a file, and inside a spreadsheet a sheet, a row and a column.
///
/// Paths are relative to the project folder, so messages read the same on every machine:
/// `inputs/lists/Animals.xlsx:Animals!C14`. A CSV file has no sheet: `inputs/languages/es/words.csv!C14`.
public struct Location: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file, relative to the project folder.
    public var file: String
    /// The sheet's name; `nil` for CSV and TSV files, which have a single unnamed sheet.
    public var sheet: String?
    /// The 1-based row number as the spreadsheet program shows it.
    public var row: Int?
    /// The column letter as the spreadsheet program shows it (`A`, `B`, …, `AA`).
    public var column: String?

    public init(file: String, sheet: String? = nil, row: Int? = nil, column: String? = nil) {
        self.file = file
        self.sheet = sheet
        self.row = row
        self.column = column
    }

    /// The same place in another column of the same row.
    public func column(_ letter: String?) -> Location {
        Location(file: file, sheet: sheet, row: row, column: letter)
    }

    /// The cell reference without the file: `Animals!C14`, `C14`, `Animals`, or empty.
    public var cellReference: String {
        var cell = ""
        if let column { cell += column }
        if let row { cell += column == nil ? "row \(row)" : String(row) }
        switch (sheet, cell.isEmpty) {
        case (let sheet?, false): return "\(sheet)!\(cell)"
        case (let sheet?, true): return sheet
        case (nil, _): return cell
        }
    }

    public var description: String {
        let reference = cellReference
        if reference.isEmpty { return file }
        return sheet == nil ? "\(file)!\(reference)" : "\(file):\(reference)"
    }
}
