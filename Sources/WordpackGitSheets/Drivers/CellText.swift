import Foundation
import WordpackCore
import WordpackSheets

/// git's text conversion of a sheet (`wordpack git-textconv FILE`): one line per non-empty cell, by sheet, row
/// key and column (`Animals/ant hint: A tiny insect`), sorted so that a sheet saved again or with its rows in
/// another order gives the same text, and `git diff` shows each changed cell as a `-` and a `+` line.
package enum CellText {
    /// The lines of the file at `url` (`path` says its format when git names it otherwise).
    package static func lines(of url: URL, path: String) throws -> [String] {
        let format = WorkbookTables.format(of: url, path: path)
        let tables = try WorkbookTables(url: url, format: format, displayPath: path)
        return tables.sheets.flatMap(lines)
    }

    /// A sheet's lines: by key when its rows have keys of their own, else by cell reference.
    static func lines(_ table: SheetTable) -> [String] {
        let prefix = table.name.map { "\($0)/" } ?? ""
        guard table.unkeyedReason == nil else {
            let note = table.unkeyedReason.map { ["\(prefix)(listed by cell, because \($0))"] } ?? []
            return note
                + table.placedRows.flatMap { row in
                    row.cells.map {
                        "\(table.name.map { "\($0)!" } ?? "")\($0.columnLetters)\(row.number): \(escaped($0.text))"
                    }
                }
        }
        let keyFields = Set(table.keyFields ?? [])
        var lines: [String] = []
        if let headerRow = table.headerRow {
            let headings = table.columns.filter { !KeyColumns.isUnheaded($0.key) }.sorted { $0.value < $1.value }
                .compactMap { table.headings[$0.key] }
            lines.append("\(prefix)(columns, row \(headerRow)): \(headings.joined(separator: " | "))")
        }
        for (key, row) in table.rows.sorted(by: { $0.key < $1.key }) {
            let cells = row.cells.filter { !keyFields.contains($0.key) }.sorted { $0.key < $1.key }
            if cells.isEmpty { lines.append("\(prefix)\(key)") }
            for (field, value) in cells {
                lines.append("\(prefix)\(key) \(table.headings[field] ?? field): \(escaped(value.text))")
            }
        }
        return lines
    }

    /// A cell's text on one line: line breaks and tabs as `\n` and `\t`.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 92 || $0 == 10 || $0 == 13 || $0 == 9 }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
    }
}
