import Foundation
import WordpackCore

/// Opens a spreadsheet with the reader its extension calls for.
package enum SpreadsheetFile {
    /// Opens `url`; throws a `FileProblem` naming `displayPath` when it cannot be read.
    package static func open(_ url: URL, displayPath: String) throws -> Workbook {
        switch SpreadsheetFormat(fileExtension: url.pathExtension) {
        case .csv?: return try CSVWorkbook(url: url, displayPath: displayPath, separator: .csv)
        case .tsv?: return try CSVWorkbook(url: url, displayPath: displayPath, separator: .tsv)
        case .xlsx?: return try XLSXWorkbook(url: url, displayPath: displayPath)
        case .ods?: return try ODSWorkbook(url: url, displayPath: displayPath)
        case nil:
            throw FileProblem(
                file: displayPath, "is not a spreadsheet wordpack reads; save it as .xlsx, .ods, .csv or .tsv.")
        }
    }
}
