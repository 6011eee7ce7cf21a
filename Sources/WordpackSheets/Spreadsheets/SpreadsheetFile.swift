import Foundation
import WordpackCore

/// Opens a spreadsheet with the reader its extension calls for.
package enum SpreadsheetFile {
    /// Opens `url`; throws a `FileProblem` naming `displayPath` when it cannot be read.
    package static func open(_ url: URL, displayPath: String) throws -> Workbook {
        guard let format = SpreadsheetFormat(fileExtension: url.pathExtension) else {
            throw FileProblem(
                file: displayPath, "is not a spreadsheet wordpack reads; save it as .xlsx, .ods, .csv or .tsv.")
        }
        return try open(url, format: format, displayPath: displayPath)
    }

    /// Opens `url` as a file of `format`, whatever its name ends with (git hands its drivers files named
    /// `.merge_file_…`, whose format only the path they stand for tells).
    package static func open(_ url: URL, format: SpreadsheetFormat, displayPath: String) throws -> Workbook {
        switch format {
        case .csv: return try CSVWorkbook(url: url, displayPath: displayPath, separator: .csv)
        case .tsv: return try CSVWorkbook(url: url, displayPath: displayPath, separator: .tsv)
        case .xlsx: return try XLSXWorkbook(url: url, displayPath: displayPath)
        case .ods: return try ODSWorkbook(url: url, displayPath: displayPath)
        }
    }
}
