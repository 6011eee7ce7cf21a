import Foundation
import WordpackCore

extension XLSXWriter {
    /// Why a workbook could not be written; `fileProblem(file:)` places it in the file being written.
    package enum Problem: Error, Hashable, CustomStringConvertible {
        case noSheets
        /// A sheet name that Excel does not accept; `reason` says which rule it breaks.
        case invalidSheetName(String, reason: String)
        case duplicateSheetName(String)
        /// Text holding a control character that an XML file cannot carry.
        case characterNotAllowed(sheet: String, row: Int, column: String, character: Unicode.Scalar)
        /// Text longer than the 32,767 characters an Excel cell holds.
        case textTooLong(sheet: String, row: Int, column: String)
        case tooManyRows(sheet: String, count: Int)
        case tooManyColumns(sheet: String, row: Int, count: Int)
        case invalidColumnWidth(sheet: String, column: String, width: Double)
        case cannotBuildArchive(reason: String)
        case cannotWrite(path: String, reason: String)

        /// The sentence for the person who asked for the file, saying what to do.
        package var message: String {
            switch self {
            case .noSheets:
                return "has no sheets to write; a workbook needs at least one."
            case .invalidSheetName(let name, let reason):
                return "cannot have a sheet named \"\(name)\": \(reason). Choose another name."
            case .duplicateSheetName(let name):
                return "cannot have two sheets named \"\(name)\" (Excel ignores case). Give each sheet its own name."
            case .characterNotAllowed(_, let row, let column, let character):
                let code = String(character.value, radix: 16, uppercase: true)
                return "cannot hold the text of cell \(column)\(row): it has the invisible control character "
                    + "U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), which an Excel file cannot "
                    + "carry. Remove it from the text this cell comes from."
            case .textTooLong(_, let row, let column):
                return "cannot hold the text of cell \(column)\(row): it is longer than the 32,767 characters an "
                    + "Excel cell holds. Shorten the text this cell comes from."
            case .tooManyRows(_, let count):
                return "cannot hold \(count) rows in one sheet; Excel allows 1,048,576. Split the rows across sheets."
            case .tooManyColumns(_, let row, let count):
                return "cannot hold row \(row): it has \(count) columns and Excel allows 16,384."
            case .invalidColumnWidth(_, let column, let width):
                return "cannot make column \(column) \(width) characters wide; Excel allows widths from 0 to 255."
            case .cannotBuildArchive(let reason):
                return "could not be built as a ZIP archive (\(reason)). This is a bug in wordpack; please report it."
            case .cannotWrite(_, let reason):
                return "could not be written (\(reason)). Check that the folder exists and that you may write there."
            }
        }

        /// The sheet and cell the problem is in, if it is in one.
        package func location(file displayPath: String) -> Location {
            switch self {
            case .characterNotAllowed(let sheet, let row, let column, _), .textTooLong(let sheet, let row, let column):
                return Location(file: displayPath, sheet: sheet, row: row, column: column)
            case .tooManyColumns(let sheet, let row, _):
                return Location(file: displayPath, sheet: sheet, row: row)
            case .tooManyRows(let sheet, _):
                return Location(file: displayPath, sheet: sheet)
            case .invalidColumnWidth(let sheet, let column, _):
                return Location(file: displayPath, sheet: sheet, column: column)
            case .noSheets, .invalidSheetName, .duplicateSheetName, .cannotBuildArchive, .cannotWrite:
                return Location(file: displayPath)
            }
        }

        /// The problem as a `FileProblem` about the file being written, shown as `displayPath`.
        package func fileProblem(file displayPath: String) -> FileProblem {
            FileProblem(location(file: displayPath), message)
        }

        package var description: String { message }
    }
}
