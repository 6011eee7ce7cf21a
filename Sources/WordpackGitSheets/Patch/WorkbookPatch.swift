import Foundation
import WordpackCore
import WordpackSheets

/// Makes a merge's edits in a workbook file of any format wordpack reads, in that file's own format: the
/// edited sheets' XML (or a CSV file's records) changed in place, everything else kept byte for byte.
package enum WorkbookPatch {
    /// The bytes of `url` (a file of `format`) with `edits` (by sheet index) made.
    package static func patched(_ url: URL, format: SpreadsheetFormat, displayPath: String, edits: [Int: SheetEdits])
        throws -> Data
    {
        do {
            switch format {
            case .csv, .tsv:
                let workbook = try CSVWorkbook(
                    url: url, displayPath: displayPath, separator: format == .tsv ? .tsv : .csv)
                let data = try RegularFile.contents(url.path, displayPath: displayPath)
                let patch = try CSVPatch(data, encoding: workbook.encoding, separator: workbook.fieldSeparator)
                return patch.patched(edits[0] ?? SheetEdits())
            case .xlsx:
                let parts = try SpreadsheetFile.xlsxSheetParts(url, displayPath: displayPath)
                let package = try ZipPackage(url: url, displayPath: displayPath)
                var changed: [String: [UInt8]] = [:]
                for (index, sheetEdits) in edits where !sheetEdits.isEmpty && parts.indices.contains(index) {
                    changed[parts[index]] = try XLSXSheetPatch(package.part(parts[index]), edits: sheetEdits).patched()
                }
                return try package.replacing(changed)
            case .ods:
                let package = try ZipPackage(url: url, displayPath: displayPath)
                let content = try ODSContentPatch(package.part("content.xml"), edits: edits).patched()
                return try package.replacing(["content.xml": content])
            }
        } catch is XLSXSheetPatch.Unpatchable {
            throw FileProblem(
                file: displayPath, "holds its cells in a way wordpack cannot change in place (rows without numbers).")
        }
    }
}
