import Foundation
import WordpackCore

/// A spreadsheet file opened for reading, sheet by sheet and row by row.
///
/// Rows are streamed: a reader never holds a whole sheet in memory, so a sheet of
/// 100,000 rows (or an ODS sheet whose last row is repeated a million times) costs
/// no more memory than a short one. Rows with no non-empty cell are not reported.
package protocol Workbook {
    /// The path shown in messages, relative to the project folder.
    var displayPath: String { get }
    /// The sheets in the order the workbook lists them.
    var sheets: [SheetInfo] { get }
    /// Calls `body` with each non-empty row of the sheet at `index`, in order, and returns the cells of the
    /// sheet that are merged (which a table of words cannot have: the cells a merge covers read as empty).
    /// Throws a `FileProblem` naming the file (and sheet) when the file cannot be read, or when it breaks
    /// one of the `ReadLimits`.
    @discardableResult
    func forEachRow(inSheet index: Int, _ body: (SheetRow) throws -> Void) throws -> [MergedRange]
}

extension Workbook {
    /// The location of a cell of this workbook, for messages.
    package func location(sheet index: Int, row: Int? = nil, column: Int? = nil) -> Location {
        Location(
            file: displayPath,
            sheet: sheets.indices.contains(index) ? sheets[index].name : nil,
            row: row,
            column: column.map(ColumnName.letters(forIndex:)))
    }
}
