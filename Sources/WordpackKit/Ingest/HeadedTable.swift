/// A sheet read as a table: the first non-empty row names the columns, each later row is a record.
///
/// Headers are matched without regard to case, spaces or underscores (`caseOverride`, `Case override`).
struct HeadedTable {
    /// One record: the cleaned text of each non-empty cell, by field name.
    struct Record {
        var row: Int
        var values: [String: String]
        /// Field name → the cell's location, for messages.
        var cells: [String: Location]
        var rowLocation: Location
        /// Field name → column letter, from the header.
        var columnLetters: [String: String]

        subscript(field: String) -> String? { values[field] }

        /// The field's cell in this row, even when it is empty; the row when the sheet has no such column.
        func location(_ field: String) -> Location { cells[field] ?? rowLocation.column(columnLetters[field]) }
    }

    let workbook: Workbook
    let sheetIndex: Int
    /// Field name → column index.
    private(set) var columns: [String: Int] = [:]
    /// Field name as the header cell shows it (for extras: the header text lowercased).
    private(set) var headerRow: Int?

    init(workbook: Workbook, sheetIndex: Int) {
        self.workbook = workbook
        self.sheetIndex = sheetIndex
    }

    static func fieldName(_ header: String) -> String {
        String(header.lowercased().filter { !$0.isWhitespace && $0 != "_" })
    }

    var sheetLocation: Location { workbook.location(sheet: sheetIndex) }

    var source: SheetSource {
        SheetSource(
            file: workbook.displayPath, sheet: workbook.sheets[sheetIndex].name,
            columns: columns.mapValues(ColumnName.letters(forIndex:)))
    }

    /// Reads the header, then calls `body` with each record. Header problems (two columns with the same
    /// heading) are added to `cleaner`; cell texts are cleaned by it.
    mutating func read(cleaner: inout TextCleaner, _ body: (Record, inout TextCleaner) throws -> Void) throws {
        var header: [Int: String] = [:]
        var headerDone = false
        let sheet = workbook.sheets[sheetIndex].name
        var fields: [String: Int] = [:]
        var letters: [String: String] = [:]
        let merges = try workbook.forEachRow(inSheet: sheetIndex) { row in
            if !headerDone {
                headerDone = true
                headerRow = row.number
                for cell in row.cells {
                    let name = Self.fieldName(cell.text)
                    guard !name.isEmpty else { continue }
                    if let other = fields[name] {
                        cleaner.add(.error(
                            at: workbook.location(sheet: sheetIndex, row: row.number, column: cell.column),
                            "the heading “\(cell.text)” is used twice (columns \(ColumnName.letters(forIndex: other)) "
                                + "and \(cell.columnLetters)); rename or delete one of them."))
                        continue
                    }
                    fields[name] = cell.column
                    header[cell.column] = name
                }
                letters = fields.mapValues(ColumnName.letters(forIndex:))
                return
            }
            var record = Record(
                row: row.number, values: [:], cells: [:],
                rowLocation: Location(file: workbook.displayPath, sheet: sheet, row: row.number),
                columnLetters: letters)
            for cell in row.cells {
                guard let name = header[cell.column] else { continue }
                let location = Location(
                    file: workbook.displayPath, sheet: sheet, row: row.number, column: cell.columnLetters)
                record.cells[name] = location
                let text = cleaner.clean(cell.text, at: location, what: "the \(name)")
                if !text.isEmpty { record.values[name] = text }
            }
            if !record.values.isEmpty { try body(record, &cleaner) }
        }
        columns = fields
        for merge in merges {
            cleaner.add(.error(
                at: workbook.location(sheet: sheetIndex, row: merge.firstRow, column: merge.firstColumn),
                Self.mergedMessage(merge)))
        }
    }

    /// Merged cells: the cells a merge covers read as empty, so the rows below its first look blank there.
    static func mergedMessage(_ merge: MergedRange) -> String {
        "the cells \(merge.description) are merged, so every cell but the first reads as empty; unmerge them (Excel: "
            + "Home > Merge & Center > Unmerge Cells; LibreOffice: Format > Merge and Unmerge Cells > Unmerge Cells) "
            + "and fill in each cell."
    }

    /// Reads only the header row's field names (to tell what kind of table a sheet is).
    func headerFields() throws -> [String]? {
        var names: [String]?
        do {
            try workbook.forEachRow(inSheet: sheetIndex) { row in
                names = row.cells.map { Self.fieldName($0.text) }
                throw StopReading()
            }
        } catch is StopReading {}
        return names
    }

    private struct StopReading: Error {}
}
