import Foundation
import WordpackCore
import ZIPFoundation

/// A workbook to be written as an Excel `.xlsx` file: sheets of text, with a bold, frozen header row.
///
/// The file is minimal SpreadsheetML that Excel, LibreOffice and Google Sheets open. Cells are inline strings.
/// The same workbook always gives the same bytes: the ZIP entries come in a fixed order with a fixed date, so a
/// regenerated file only shows up as changed when its content changed.
///
/// ```swift
/// let workbook = XLSXWriter(sheets: [
///     .init(name: "Translations", rows: [["list", "key", "en", "fr"], ["Animals", "ant", "ant", nil]])
/// ])
/// try workbook.write(to: url)
/// ```
package struct XLSXWriter: Hashable, Sendable {
    /// One sheet: a name, and rows of cells from column A on; `nil` or `""` leaves a cell empty.
    package struct Sheet: Hashable, Sendable {
        /// The tab's name, following Excel's rules: 1 to 31 characters, none of `[ ] : * ? / \`, not starting or
        /// ending with `'`, not `History`, and different (ignoring case) from every other sheet's name.
        package var name: String
        var rows: [[String?]]
        /// Column widths in characters, from column A on; `nil` (or a missing entry) keeps the default width.
        var columnWidths: [Double?]
        /// Shows the first row in bold, as a header.
        var boldFirstRow: Bool
        /// Keeps the first row in view while scrolling.
        var freezeFirstRow: Bool

        package init(
            name: String, rows: [[String?]], columnWidths: [Double?] = [],
            boldFirstRow: Bool = true, freezeFirstRow: Bool = true
        ) {
            self.name = name
            self.rows = rows
            self.columnWidths = columnWidths
            self.boldFirstRow = boldFirstRow
            self.freezeFirstRow = freezeFirstRow
        }
    }

    package var sheets: [Sheet]

    package init(sheets: [Sheet]) {
        self.sheets = sheets
    }

    /// The `.xlsx` file's bytes. Throws `XLSXWriter.Problem` for content a workbook cannot hold.
    package func data() throws -> Data {
        try validate()
        let archive: Archive
        do {
            archive = try Archive(data: Data(), accessMode: .create)
            for part in parts() {
                let bytes = Data(part.text.utf8)
                try archive.addEntry(
                    with: part.path, type: .file, uncompressedSize: Int64(bytes.count),
                    modificationDate: Self.entryDate, permissions: 0o644, compressionMethod: .deflate,
                    provider: { position, size in bytes.subdata(in: Int(position)..<Int(position) + size) })
            }
        } catch {
            throw Problem.cannotBuildArchive(reason: String(describing: error))
        }
        guard let data = archive.data else {
            throw Problem.cannotBuildArchive(reason: "the archive has no data")
        }
        return data
    }

    /// Writes the `.xlsx` file to `url` through `FileWriter` (a temporary file in the same folder, then renamed
    /// over `url`), so a reader never sees half a file.
    package func write(to url: URL) throws {
        let bytes = try data()
        do {
            try FileWriter.write(bytes, to: url)
        } catch {
            throw Problem.cannotWrite(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// 1980-01-01 00:00:00 UTC, the earliest date a ZIP entry can have.
    static let entryDate = Date(timeIntervalSince1970: 315_532_800)
}
