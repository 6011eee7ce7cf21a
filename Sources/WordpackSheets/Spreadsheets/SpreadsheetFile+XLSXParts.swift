import Foundation
import WordpackCore

extension SpreadsheetFile {
    /// The ZIP path of each sheet's part of an XLSX workbook (`xl/worksheets/sheet1.xml`), in the order of its
    /// `sheets`: where a writer that changes cells in place (the git merge driver) finds them.
    package static func xlsxSheetParts(_ url: URL, displayPath: String) throws -> [String] {
        let package = try ZippedSpreadsheet(url: url, displayPath: displayPath, kind: .xlsx)
        return try XLSXStructure(package).sheets.map(\.part)
    }
}
