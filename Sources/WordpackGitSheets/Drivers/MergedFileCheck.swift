import Foundation
import WordpackCore
import WordpackSheets

/// Reads a merged file back with wordpack's own reader before it replaces ours: every edited cell must read as
/// the merge meant, or nothing is written (git's own conflict is left). Only the edited rows are kept while the
/// file streams by.
enum MergedFileCheck {
    static func verify(
        _ data: Data, format: SpreadsheetFormat, path: String, ours: WorkbookTables, edits: [Int: SheetEdits]
    ) throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("wordpack-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        try data.write(to: temporary)
        let merged = try SpreadsheetFile.open(temporary, format: format, displayPath: path)
        guard merged.sheets.count == ours.sheets.count else { throw mismatch(path) }
        let text = format == .csv || format == .tsv
        for (index, sheetEdits) in edits {
            let removed = sheetEdits.removedRows.sorted()
            // Where each edited row is in the merged file: a CSV file's records after a removed one move up.
            var expected: [Int: [Int: CellValue?]] = [:]
            for (row, columns) in sheetEdits.cells {
                expected[text ? row - removed.prefix { $0 < row }.count : row] = columns
            }
            let emptied = text ? [] : Set(removed)
            var seen: Set<Int> = []
            try merged.forEachRow(inSheet: index) { row in
                if emptied.contains(row.number) { throw mismatch(path) }
                guard let columns = expected[row.number] else { return }
                seen.insert(row.number)
                for (column, value) in columns where (row.cell(at: column)?.text ?? "") != (value?.text ?? "") {
                    throw mismatch(path)
                }
            }
            // A row whose edits all empty cells may read as no row at all.
            for (row, columns) in expected where !seen.contains(row) && columns.values.contains(where: { $0 != nil }) {
                throw mismatch(path)
            }
        }
    }

    static func mismatch(_ path: String) -> FileProblem {
        FileProblem(file: path, "did not read back as merged, so wordpack left it alone")
    }
}
