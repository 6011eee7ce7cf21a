import WordpackCore
import WordpackSheets

/// Makes a `SheetTable` from a sheet's rows as they stream in: the first is the header, each later one is keyed
/// by its key columns, until a row shows the sheet cannot be keyed (then only the reason is kept).
///
/// With `keep`, only the rows it keeps are held (a merge needs only the rows the other branch changed), and the
/// keys of all of them are remembered (`seenKeys`), to find a key used twice and the rows a branch removed.
struct SheetTableBuilder {
    private(set) var table: SheetTable
    private var fieldOfColumn: [Int: String] = [:]
    private var sheet: String { table.name.map { "sheet “\($0)”" } ?? "sheet" }
    private let keep: ((RowKey, SheetTable.Row) -> Bool)?
    /// Every key read, with its row number, when `keep` holds back rows.
    private(set) var seenKeys: [RowKey: Int] = [:]

    init(name: String?, keep: ((RowKey, SheetTable.Row) -> Bool)? = nil) {
        table = SheetTable(name: name)
        self.keep = keep
    }

    mutating func add(_ row: SheetRow) {
        table.lastRow = row.number
        guard table.headerRow != nil else { return readHeader(row) }
        guard table.unkeyedReason == nil, let keyFields = table.keyFields else { return }
        var cells: [String: CellValue] = [:]
        for cell in row.cells {
            cells[fieldOfColumn[cell.column] ?? unheaded(cell.column)] = CellValue(cell.text, kind: cell.kind)
        }
        guard !cells.isEmpty else { return }
        let parts = keyFields.map { cells[$0]?.text ?? "" }
        guard parts.allSatisfy({ !$0.isEmpty }) else {
            return unkeyed("row \(row.number) of the \(sheet) has no \(keyFields.joined(separator: " and "))")
        }
        let key = RowKey(parts)
        let kept = SheetTable.Row(number: row.number, cells: cells)
        if let keep {
            if let other = seenKeys.updateValue(row.number, forKey: key) {
                return unkeyed("the key “\(key)” is in rows \(other) and \(row.number) of the \(sheet)")
            }
            if keep(key, kept) { table.rows[key] = kept }
        } else {
            if let other = table.rows[key] {
                return unkeyed("the key “\(key)” is in rows \(other.number) and \(row.number) of the \(sheet)")
            }
            table.rows[key] = kept
        }
    }

    /// The field of a column with no heading (notes beside a table): merged by its place, named by its letters.
    private mutating func unheaded(_ column: Int) -> String {
        let letters = ColumnName.letters(forIndex: column)
        let field = KeyColumns.unheadedPrefix + letters
        table.columns[field] = column
        table.headings[field] = "column \(letters)"
        fieldOfColumn[column] = field
        return field
    }

    private mutating func readHeader(_ header: SheetRow) {
        table.headerRow = header.number
        var duplicatedHeading: String?
        for cell in header.cells {
            let field = KeyColumns.fieldName(cell.text)
            guard !field.isEmpty else { continue }
            if table.columns[field] != nil { duplicatedHeading = cell.text }
            table.columns[field] = cell.column
            table.headings[field] = cell.text
        }
        fieldOfColumn = Dictionary(table.columns.map { ($1, $0) }) { first, _ in first }
        table.keyFields = KeyColumns.fields(in: Set(table.columns.keys))
        if let duplicatedHeading {
            unkeyed("the heading “\(duplicatedHeading)” names two columns of the \(sheet)")
        } else if table.keyFields == nil {
            let headings = ["key", "list", "path"].map { "“\($0)”" }.joined(separator: ", ")
            unkeyed("the \(sheet) has no key column (a heading \(headings))")
        }
    }

    private mutating func unkeyed(_ reason: String) {
        table.unkeyedReason = reason
        table.rows = [:]
        seenKeys = [:]
    }
}
