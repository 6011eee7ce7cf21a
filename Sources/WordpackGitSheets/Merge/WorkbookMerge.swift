/// The three-way merge of a workbook, sheet by sheet (sheets matched by name): the edits to make in ours, and
/// the conflicts. A sheet the other branch did not change is left as ours has it; a sheet without usable keys
/// (no key column, a key used twice) is merged only when one side left it as it was.
package struct WorkbookMerge: Sendable {
    /// Ours' sheet index → its edits.
    package var edits: [Int: SheetEdits] = [:]
    package var conflicts: [MergeConflict] = []

    /// Why the workbook cannot be merged by row key and column: one sentence for git's conflict.
    package struct Obstacle: Error, Sendable {
        package var sentence: String
    }

    package init(base: WorkbookTables, ours: WorkbookTables, theirs: WorkbookTables) throws {
        func names(_ tables: WorkbookTables) -> [String] { tables.sheets.map { $0.name?.lowercased() ?? "" }.sorted() }
        guard names(base) == names(ours), names(base) == names(theirs) else {
            throw Obstacle(sentence: "sheets were added, removed or renamed on one branch")
        }
        for (index, sheet) in ours.sheets.enumerated() {
            let name = sheet.name?.lowercased() ?? ""
            guard let baseSheet = base.sheets.first(where: { ($0.name?.lowercased() ?? "") == name }),
                let theirSheet = theirs.sheets.first(where: { ($0.name?.lowercased() ?? "") == name })
            else { continue }
            let merge = SheetMerge(base: baseSheet, ours: sheet, theirs: theirSheet)
            if let obstacle = merge.obstacle {
                if theirSheet.placedRows == baseSheet.placedRows && !theirSheet.placedRows.isEmpty {
                    continue  // the other branch left this sheet as it was
                }
                guard sheet.placedRows == baseSheet.placedRows, !sheet.placedRows.isEmpty else {
                    throw Obstacle(sentence: obstacle)
                }
                edits[index] = Self.placedEdits(from: baseSheet, to: theirSheet)
                continue
            }
            let (sheetEdits, sheetConflicts) = merge.merged()
            if !sheetEdits.isEmpty { edits[index] = sheetEdits }
            conflicts += sheetConflicts
        }
    }

    /// The edits that turn `base`'s cells into `theirs'`, cell by cell at their places (a sheet ours left as it was).
    static func placedEdits(from base: SheetTable, to theirs: SheetTable) -> SheetEdits {
        var edits = SheetEdits()
        var before: [Int: [Int: CellValue]] = [:]
        for row in base.placedRows {
            for cell in row.cells {
                before[row.number, default: [:]][cell.column] = CellValue(cell.text, kind: cell.kind)
            }
        }
        for row in theirs.placedRows {
            for cell in row.cells {
                if before[row.number]?.removeValue(forKey: cell.column)?.text != cell.text {
                    edits.set(row: row.number, column: cell.column, CellValue(cell.text, kind: cell.kind))
                }
            }
        }
        for (row, cells) in before { for column in cells.keys { edits.set(row: row, column: column, nil) } }
        return edits
    }
}
