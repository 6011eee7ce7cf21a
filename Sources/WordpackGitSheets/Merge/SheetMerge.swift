import WordpackCore

/// The three-way merge of one sheet by row key and column: what to change in ours, and the conflicts.
///
/// A row only one side changed takes that side's cells; a row both changed is merged cell by cell, and a cell
/// both changed to different texts is a conflict. A row removed on one side and untouched on the other goes; one
/// removed on one side and edited on the other is a conflict (ours keeps its own). Rows added on the other branch
/// are added below ours' last row, in that branch's order; columns added there are added after ours' last.
struct SheetMerge {
    let base: SheetTable
    let ours: SheetTable
    let theirs: SheetTable

    /// Why the sheet cannot be merged by key (one sentence), nil when it can.
    var obstacle: String? {
        for table in [base, ours, theirs] where table.headerRow != nil {
            if let reason = table.unkeyedReason { return reason }
        }
        if ours.headerRow == nil && theirs.headerRow != nil && base.headerRow != nil {
            return "the sheet\(sheetName) was emptied here and edited on the branch being merged"
        }
        guard let keys = ours.keyFields ?? theirs.keyFields ?? base.keyFields else { return nil }
        for table in [base, ours, theirs] where table.headerRow != nil && table.keyFields != keys {
            return "the key columns of the sheet\(sheetName) differ between the branches"
        }
        let baseFields = Set(base.columns.keys.filter { !KeyColumns.isUnheaded($0) })
        for (side, table) in [("here", ours), ("on the branch being merged", theirs)]
        where table.headerRow != nil && !baseFields.subtracting(table.columns.keys).isEmpty {
            let gone = baseFields.subtracting(table.columns.keys).sorted().joined(separator: ", ")
            return "the column \(gone) of the sheet\(sheetName) was removed or renamed \(side)"
        }
        return nil
    }

    private var sheetName: String { ours.name.map { " “\($0)”" } ?? "" }

    /// The edits to ours and the conflicts; call only when `obstacle` is nil.
    func merged() -> (edits: SheetEdits, conflicts: [MergeConflict]) {
        var edits = SheetEdits()
        var conflicts: [MergeConflict] = []
        guard theirs.headerRow != nil, let headerRow = ours.headerRow else { return (edits, conflicts) }
        // Columns: ours' own, then those only theirs has, after ours' last.
        var columns = ours.columns
        var nextColumn = (ours.columns.values.max() ?? -1) + 1
        for (field, column) in theirs.columns.sorted(by: { $0.value < $1.value }) where columns[field] == nil {
            if KeyColumns.isUnheaded(field) {  // a note beside the table: at its own place
                columns[field] = column
                continue
            }
            columns[field] = nextColumn
            edits.set(row: headerRow, column: nextColumn, CellValue(theirs.headings[field] ?? field))
            nextColumn += 1
        }
        var nextRow = max(ours.lastRow, headerRow) + 1
        let added = theirs.rows.filter { base.rows[$0.key] == nil && ours.rows[$0.key] == nil }
        for row in added.values.sorted(by: { $0.number < $1.number }) {
            for (field, value) in row.cells { edits.set(row: nextRow, column: columns[field] ?? 0, value) }
            nextRow += 1
        }
        let keys = Set(base.rows.keys).union(ours.rows.keys).union(theirs.rows.keys)
        for key in keys.sorted() {
            let (b, o, t) = (base.rows[key], ours.rows[key], theirs.rows[key])
            if Self.same(t, b) || (o == nil && b == nil) { continue }  // theirs untouched; or added by theirs only
            func conflict(_ kind: MergeConflict.Kind, column field: String?, row: Int?) {
                let reference =
                    row.map { number in
                        field.flatMap { columns[$0] }.map { ours.reference(row: number, column: $0) }
                            ?? ([ours.name].compactMap { $0 } + ["row \(number)"]).joined(separator: "!")
                    } ?? (ours.name ?? "")
                conflicts.append(
                    MergeConflict(
                        kind: kind, sheet: ours.name, key: key,
                        column: field.map { theirs.headings[$0] ?? ours.headings[$0] ?? $0 },
                        reference: reference, base: text(b, field), ours: text(o, field), theirs: text(t, field)))
            }
            guard let o else {
                // Ours removed it (b != nil): theirs edited it, or removed it too.
                if t != nil { conflict(.removedHereEditedThere, column: nil, row: nil) }
                continue
            }
            guard let t else {
                if Self.same(o, b) {
                    edits.removedRows.insert(o.number)
                } else {
                    conflict(.editedHereRemovedThere, column: nil, row: o.number)
                }
                continue
            }
            for field in Set(o.cells.keys).union(t.cells.keys).union(b?.cells.keys ?? [:].keys).sorted() {
                let (bv, ov, tv) = (b?.cells[field], o.cells[field], t.cells[field])
                if tv?.text == bv?.text || tv?.text == ov?.text { continue }
                if ov?.text == bv?.text || (b == nil && ov == nil) {
                    edits.set(row: o.number, column: columns[field] ?? 0, tv)
                } else if b == nil && tv == nil {
                    continue
                } else {
                    conflict(b == nil ? .addedTwice : .cellChangedTwice, column: field, row: o.number)
                }
            }
        }
        return (edits, conflicts)
    }

    /// A cell's text; for a whole row (no field), its cells but the key's: `word: pussy; sortkey: p`.
    private func text(_ row: SheetTable.Row?, _ field: String?) -> String? {
        guard let row else { return nil }
        if let field { return row.cells[field]?.text }
        let keyFields = Set(ours.keyFields ?? [])
        return row.cells.filter { !keyFields.contains($0.key) }.sorted { $0.key < $1.key }
            .map { "\(theirs.headings[$0.key] ?? ours.headings[$0.key] ?? $0.key): \($0.value.text)" }
            .joined(separator: "; ")
    }

    static func same(_ left: SheetTable.Row?, _ right: SheetTable.Row?) -> Bool {
        guard let left else { return right == nil }
        return left.sameTexts(as: right)
    }
}
