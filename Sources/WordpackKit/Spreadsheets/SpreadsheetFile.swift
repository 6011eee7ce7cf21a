import Foundation

/// Opens a spreadsheet with the reader its extension calls for.
public enum SpreadsheetFile {
    /// Opens `url`; throws a `FileProblem` naming `displayPath` when it cannot be read.
    public static func open(_ url: URL, displayPath: String) throws -> Workbook {
        throw FileProblem(file: displayPath, "cannot be read yet.")
    }
}
