/// Where a problem is: a file, and inside a spreadsheet a sheet, a row and a column; inside a text file such as
/// an XLIFF file, a line and a column.
///
/// Paths are relative to the project folder, so messages read the same on every machine:
/// `inputs/lists/Animals.xlsx:Animals!C14`. A CSV file has no sheet: `inputs/languages/es/words.csv!C14`.
/// A place in a text file prints as compilers print it, `inputs/languages/fr/words.xliff:12:7`: it is stored
/// as a row (the line) and a column of decimal digits (the character on the line), which no spreadsheet column
/// is, so it keeps its meaning wherever a location is stored (the catalogue store, `check --format json`).
package struct Location: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file, relative to the project folder.
    package var file: String
    /// The sheet's name; `nil` for CSV and TSV files, which have a single unnamed sheet.
    package var sheet: String?
    /// The 1-based row number as the spreadsheet program shows it.
    package var row: Int?
    /// The column letter as the spreadsheet program shows it (`A`, `B`, …, `AA`).
    package var column: String?

    package init(file: String, sheet: String? = nil, row: Int? = nil, column: String? = nil) {
        self.file = file
        self.sheet = sheet
        self.row = row
        self.column = column
    }

    /// A line and a column (both 1-based, the column in characters) of a text file.
    package init(file: String, line: Int, column: Int) {
        self.init(file: file, row: line, column: String(column))
    }

    /// Whether this is a line and a column of a text file rather than a cell of a sheet.
    package var isTextPosition: Bool {
        sheet == nil && row != nil
            && column.map { !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } } == true
    }

    /// The same place in another column of the same row. A place in a text file has no other columns: asked
    /// for a field's column that a sheet would have (`nil` for it), it stays where it is.
    package func column(_ letter: String?) -> Location {
        if letter == nil, isTextPosition { return self }
        return Location(file: file, sheet: sheet, row: row, column: letter)
    }

    /// The cell reference without the file: `Animals!C14`, `C14`, `Animals`, or empty.
    package var cellReference: String {
        if isTextPosition, let row, let column { return "\(row):\(column)" }
        var cell = ""
        if let column { cell += column }
        if let row { cell += column == nil ? "row \(row)" : String(row) }
        switch (sheet, cell.isEmpty) {
        case (let sheet?, false): return "\(sheet)!\(cell)"
        case (let sheet?, true): return sheet
        case (nil, _): return cell
        }
    }

    package var description: String {
        let reference = cellReference
        if reference.isEmpty { return file }
        return sheet == nil && !isTextPosition ? "\(file)!\(reference)" : "\(file):\(reference)"
    }
}
