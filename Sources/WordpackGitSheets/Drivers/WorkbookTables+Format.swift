import Foundation
import WordpackSheets

extension WorkbookTables {
    /// The format of a file git hands a driver: by the extension of `path` (the file it stands for) when it has
    /// one wordpack reads, else by its first bytes (a ZIP package holding a workbook part, or text).
    package static func format(of url: URL, path: String) -> SpreadsheetFormat {
        if let format = SpreadsheetFormat(fileExtension: (path as NSString).pathExtension) { return format }
        guard let package = try? ZipPackage(url: url, displayPath: path) else { return .csv }
        return package.entryNames.contains("content.xml") ? .ods : .xlsx
    }
}
