import Foundation
import WordpackCore
import WordpackSheets

/// A workbook's sheets read as `SheetTable`s, through wordpack's own readers (their limits, their sentences).
package struct WorkbookTables: Sendable {
    package var format: SpreadsheetFormat
    package var sheets: [SheetTable]

    /// Reads `url` as a file of `format`; `displayPath` names it in messages. Throws the reader's `FileProblem`.
    /// With `keepingPlacedRows`, every sheet keeps its rows as read (`placedRows`), keyed or not.
    package init(url: URL, format: SpreadsheetFormat, displayPath: String, keepingPlacedRows: Bool = false) throws {
        self.format = format
        let workbook = try SpreadsheetFile.open(url, format: format, displayPath: displayPath)
        sheets = try workbook.sheets.indices.map { index in
            var rows: [SheetRow] = []
            try workbook.forEachRow(inSheet: index) { rows.append($0) }
            var table = Self.table(named: workbook.sheets[index].name, rows: rows)
            if keepingPlacedRows { table.placedRows = rows }
            return table
        }
    }

    /// The format of a file git hands a driver: by the extension of `path` (the file it stands for) when it has
    /// one wordpack reads, else by its first bytes (a ZIP package holding a workbook part, or text).
    package static func format(of url: URL, path: String) -> SpreadsheetFormat {
        if let format = SpreadsheetFormat(fileExtension: (path as NSString).pathExtension) { return format }
        guard let package = try? ZipPackage(url: url, displayPath: path) else { return .csv }
        return package.entryNames.contains("content.xml") ? .ods : .xlsx
    }

    /// The table of one sheet's rows: the header, then each row by its key when every row has one of its own.
    static func table(named name: String?, rows: [SheetRow]) -> SheetTable {
        var table = SheetTable(name: name)
        guard let header = rows.first else { return table }
        table.headerRow = header.number
        table.lastRow = rows.last?.number ?? 0
        var duplicatedHeading: String?
        for cell in header.cells {
            let field = KeyColumns.fieldName(cell.text)
            guard !field.isEmpty else { continue }
            if table.columns[field] != nil { duplicatedHeading = cell.text }
            table.columns[field] = cell.column
            table.headings[field] = cell.text
        }
        let fieldOfColumn = Dictionary(table.columns.map { ($1, $0) }) { first, _ in first }
        table.keyFields = KeyColumns.fields(in: Set(table.columns.keys))
        let sheet = name.map { "sheet “\($0)”" } ?? "sheet"
        if let duplicatedHeading {
            table.unkeyedReason = "the heading “\(duplicatedHeading)” names two columns of the \(sheet)"
        } else if let keyFields = table.keyFields {
            for row in rows.dropFirst() {
                var cells: [String: CellValue] = [:]
                for cell in row.cells {
                    guard let field = fieldOfColumn[cell.column] else { continue }
                    cells[field] = CellValue(cell.text, kind: cell.kind)
                }
                guard !cells.isEmpty else { continue }
                let parts = keyFields.map { cells[$0]?.text ?? "" }
                guard parts.allSatisfy({ !$0.isEmpty }) else {
                    table.unkeyedReason =
                        "row \(row.number) of the \(sheet) has no \(keyFields.joined(separator: " and "))"
                    break
                }
                let key = RowKey(parts)
                if let other = table.rows[key] {
                    table.unkeyedReason =
                        "the key “\(key)” is in rows \(other.number) and \(row.number) of the \(sheet)"
                    break
                }
                table.rows[key] = SheetTable.Row(number: row.number, cells: cells)
            }
        } else {
            let headings = ["key", "list", "path"].map { "“\($0)”" }.joined(separator: ", ")
            table.unkeyedReason = "the \(sheet) has no key column (a heading \(headings))"
        }
        if table.unkeyedReason != nil {
            table.rows = [:]
            table.placedRows = rows
        }
        return table
    }
}
