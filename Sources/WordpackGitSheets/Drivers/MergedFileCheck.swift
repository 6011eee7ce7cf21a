import Foundation
import WordpackCore
import WordpackSheets

/// Reads a merged file back with wordpack's own reader before it replaces ours: every edited cell must read as
/// the merge meant, or nothing is written (git's own conflict is left).
enum MergedFileCheck {
    static func verify(
        _ data: Data, format: SpreadsheetFormat, path: String, ours: WorkbookTables, edits: [Int: SheetEdits]
    )
        throws
    {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("wordpack-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try data.write(to: temporary)
        let merged = try WorkbookTables(url: temporary, format: format, displayPath: path, keepingPlacedRows: true)
        guard merged.sheets.count == ours.sheets.count else { throw mismatch(path) }
        for (index, sheetEdits) in edits {
            var cells: [Int: [Int: String]] = [:]
            for row in merged.sheets[index].placedRows {
                for cell in row.cells { cells[row.number, default: [:]][cell.column] = cell.text }
            }
            let removed = sheetEdits.removedRows.sorted()
            for (row, columns) in sheetEdits.cells {
                // A CSV file's records after a removed one move up.
                let shift = format == .csv || format == .tsv ? removed.prefix { $0 < row }.count : 0
                for (column, value) in columns where (cells[row - shift]?[column] ?? "") != (value?.text ?? "") {
                    throw mismatch(path)
                }
            }
            if format == .xlsx || format == .ods, removed.contains(where: { cells[$0] != nil }) { throw mismatch(path) }
        }
    }

    static func mismatch(_ path: String) -> FileProblem {
        FileProblem(file: path, "did not read back as merged, so wordpack left it alone")
    }
}
