import Foundation

/// The spreadsheet formats wordpack reads, chosen by file extension.
package enum SpreadsheetFormat: String, CaseIterable, Sendable {
    case csv, tsv, xlsx, ods

    package init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}
