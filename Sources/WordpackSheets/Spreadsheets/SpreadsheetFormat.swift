import Foundation

/// The spreadsheet formats wordpack reads, chosen by file extension.
public enum SpreadsheetFormat: String, CaseIterable, Sendable {
    case csv, tsv, xlsx, ods

    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}
