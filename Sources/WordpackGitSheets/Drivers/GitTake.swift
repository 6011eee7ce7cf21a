import Foundation
import WordpackCore
import WordpackSheets

/// `wordpack git-take --ours|--theirs FILE ROW [COLUMN]`: settles one conflict of a merge the driver could not
/// finish, by taking one branch's text for a cell (or its whole row) from the copy git keeps of that branch
/// during the merge (`git show :2:FILE` for ours, `:3:FILE` for theirs), changed in place in the working file.
package enum GitTake {
    package enum Side: String, Sendable {
        case ours, theirs
        var stage: Int { self == .ours ? 2 : 3 }
        var name: String { self == .ours ? "this branch's" : "the merged branch's" }
    }

    /// Takes `side`'s cell (or row) for `row` (`Animals/ant`, or `ant` in a CSV file) in the file at `path`
    /// (relative to `folder`); returns the sentence saying what changed.
    package static func take(_ side: Side, path: String, row: String, column: String?, folder: URL) throws -> String {
        let file = folder.appendingPathComponent(path)
        let format = WorkbookTables.format(of: file, path: path)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("wordpack-take-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        let relative = path.hasPrefix("/") ? path : "./" + path
        let data: Data
        do {
            data = try GitCommand(folder: folder).run(["show", ":\(side.stage):\(relative)"])
        } catch is GitCommand.Failure {
            throw FileProblem(
                file: path,
                "has no copy of \(side.name) version in git's index: `git-take` settles a conflict during a merge, "
                    + "before `git add` or `git commit`.")
        }
        try data.write(to: copy)
        let working = try WorkbookTables(url: file, format: format, displayPath: path)
        let taken = try WorkbookTables(url: copy, format: format, displayPath: "\(path) (\(side.rawValue))")
        guard
            let index = working.sheets.indices.first(where: { Self.matches(working.sheets[$0], row, keyed: true) })
                ?? working.sheets.indices.first(where: { Self.matches(working.sheets[$0], row, keyed: false) })
        else {
            throw FileProblem(file: path, "has no sheet and row “\(row)”; name it as the conflict did (Animals/ant).")
        }
        let sheet = working.sheets[index]
        let prefix = sheet.name.map { "\($0)/" } ?? ""
        let keyText = String(row.dropFirst(row.lowercased().hasPrefix(prefix.lowercased()) ? prefix.count : 0))
        guard let other = taken.sheets.first(where: { ($0.name?.lowercased()) == (sheet.name?.lowercased()) }),
            let headerRow = sheet.headerRow
        else { throw FileProblem(file: path, "has no sheet “\(sheet.name ?? "")” in \(side.name) copy.") }
        let mine = sheet.rows.first { $0.key.description == keyText }?.value
        let theirs = other.rows.first { $0.key.description == keyText }?.value
        guard mine != nil || theirs != nil else {
            throw FileProblem(
                file: path,
                "has no row “\(keyText)” in the sheet \(sheet.name ?? "") on either branch; give the row, then the column, "
                    + "as two words, as the conflict printed them: `wordpack git-take --\(side.rawValue) \(path) \(prefix)KEY COLUMN`."
            )
        }
        var edits = SheetEdits()
        var columns = sheet.columns
        var next = (columns.values.max() ?? -1) + 1
        for (field, place) in other.columns.sorted(by: { $0.value < $1.value }) where columns[field] == nil {
            if KeyColumns.isUnheaded(field) {
                columns[field] = place
                continue
            }
            columns[field] = next
            edits.set(row: headerRow, column: next, CellValue(other.headings[field] ?? field))
            next += 1
        }
        let byHeading = column.flatMap { name in
            (sheet.headings.first { $0.value.lowercased() == name.lowercased() }
                ?? other.headings.first { $0.value.lowercased() == name.lowercased() })?.key
        }
        let fields = column.map { [byHeading ?? KeyColumns.fieldName($0)] } ?? Array(Set(columns.keys))
        guard fields.allSatisfy({ columns[$0] != nil }) else {
            throw FileProblem(file: path, "has no column “\(column ?? "")” in the sheet \(sheet.name ?? "").")
        }
        let number = mine?.number ?? max(sheet.lastRow, headerRow) + 1
        if let theirs {
            for field in fields {
                let value = theirs.cells[field]
                if value?.text != mine?.cells[field]?.text, let place = columns[field] {
                    edits.set(row: number, column: place, value)
                }
            }
            if mine == nil {
                for (field, value) in theirs.cells where !fields.contains(field) {
                    edits.set(row: number, column: columns[field] ?? 0, value)
                }
            }
        } else if let mine {
            if column == nil {
                edits.removedRows.insert(mine.number)
            } else if let field = fields.first,
                let place = columns[field]
            {
                edits.set(row: mine.number, column: place, nil)
            }
        }
        guard !edits.isEmpty else { return "\(path): \(row) already holds \(side.name) version; nothing changed." }
        let patched = try WorkbookPatch.patched(file, format: format, displayPath: path, edits: [index: edits])
        try MergedFileCheck.verify(patched, format: format, path: path, ours: working, edits: [index: edits])
        try FileWriter.write(patched, to: file)
        let what = column.map { "the \($0) of “\(keyText)”" } ?? "the row “\(keyText)”"
        return "\(path): \(what) is now \(side.name) version; check it, then `git add \(path)`."
    }

    /// Whether `row` names a row of `sheet` (`keyed`), or only starts with the sheet's name.
    static func matches(_ sheet: SheetTable, _ row: String, keyed: Bool) -> Bool {
        let prefix = sheet.name.map { "\($0.lowercased())/" } ?? ""
        guard row.lowercased().hasPrefix(prefix) else { return false }
        let key = String(row.dropFirst(prefix.count))
        return !keyed || sheet.rows.keys.contains { $0.description == key }
    }
}
