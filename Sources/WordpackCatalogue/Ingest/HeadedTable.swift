import WordpackCore
import WordpackSheets

/// A sheet read as a table: the first non-empty row names the columns, each later row is a record.
///
/// Headers are matched without regard to case, spaces or underscores (`caseOverride`, `Case override`).
struct HeadedTable {
    /// One record: the cleaned text of each non-empty cell, by field name.
    package struct Record {
        var row: Int
        let columns: Columns
        /// The cleaned text of each field, by its place in `columns.names`: `nil` when the row has no cell
        /// there, empty when the cell was cleaned to nothing.
        var texts: [String?]

        subscript(field: String) -> String? {
            guard let slot = columns.slot(field), let text = texts[slot], !text.isEmpty else { return nil }
            return text
        }

        /// Whether the row has a cell in the field's column, even one whose text was cleaned to nothing.
        func hasCell(_ field: String) -> Bool {
            columns.slot(field).map { texts[$0] != nil } ?? false
        }

        /// The non-empty fields and their texts, in column order.
        var values: [(String, String)] {
            zip(columns.names, texts).compactMap { name, text in
                guard let text, !text.isEmpty else { return nil }
                return (name, text)
            }
        }

        /// The non-empty fields at `slots` (places in `columns.names`: a sheet's extra columns are
        /// `Columns.slots(excluding:byName:)`, worked out once for a table's records) and their texts, in that order.
        func values(at slots: [Int]) -> [(String, String)] {
            slots.compactMap { slot in
                guard let text = texts[slot], !text.isEmpty else { return nil }
                return (columns.names[slot], text)
            }
        }

        /// The field's cell in this row, even when it is empty; the row when the sheet has no such column.
        func location(_ field: String) -> Location {
            Location(
                file: columns.file, sheet: columns.sheet, row: row,
                column: columns.slot(field).map { columns.letters[$0] })
        }
    }

    /// The header's fields, shared by every record of the table.
    final class Columns {
        let file: String
        let sheet: String?
        /// Field names in the order of the header's cells.
        let names: [String]
        /// Field name → its place in `names`.
        private let slots: [String: Int]
        /// The column letters of each field, by its place in `names`.
        let letters: [String]
        /// Column index → place in `names`, or -1 for a column without a heading.
        let slotOfColumn: [Int]

        /// The place in `names` of `field`. A table of a few columns compares it with each name (a field name is
        /// short, and a short text compares as two words: hashing it cost more, asked ten times a row); a wider one
        /// looks it up.
        func slot(_ field: String) -> Int? {
            names.count <= 16 ? names.firstIndex(of: field) : slots[field]
        }

        /// The places in `names` of the fields not in `fields`, in column order, or `byName` in the byte order of
        /// the fields' names, as the store's JSON text of them has them (`CatalogueDatabase.json(sorted:)`).
        func slots(excluding fields: Set<String>, byName: Bool = false) -> [Int] {
            var slots = names.indices.filter { !fields.contains(names[$0]) }
            if byName { slots.sort { names[$0].precedesInByteOrder(names[$1]) } }
            return slots
        }

        init(file: String, sheet: String?, fields: [(name: String, column: Int)]) {
            self.file = file
            self.sheet = sheet
            names = fields.map(\.name)
            slots = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1.name, $0) })
            letters = fields.map { ColumnName.letters(forIndex: $0.column) }
            var slotOfColumn = [Int](repeating: -1, count: (fields.map(\.column).max() ?? -1) + 1)
            for (slot, field) in fields.enumerated() { slotOfColumn[field.column] = slot }
            self.slotOfColumn = slotOfColumn
        }
    }

    package let workbook: Workbook
    let sheetIndex: Int
    /// Whether a cell holding a line break, a tab or another control character (once its ends are trimmed) is an
    /// error at the cell: every cell of a translations or list-names table, whose texts are words.
    var refusesControlCharacters = false
    /// Field name → column index.
    package private(set) var columns: [String: Int] = [:]
    /// The row of the header.
    package private(set) var headerRow: Int?

    package init(workbook: Workbook, sheetIndex: Int) {
        self.workbook = workbook
        self.sheetIndex = sheetIndex
    }

    var sheetLocation: Location { workbook.location(sheet: sheetIndex) }

    package var source: SheetSource {
        SheetSource(
            file: workbook.displayPath, sheet: workbook.sheets[sheetIndex].name,
            columns: columns.mapValues(ColumnName.letters(forIndex:)))
    }

    /// Reads the header, then calls `body` with each record. Header problems (two columns with the same
    /// heading) are added to `cleaner`; cell texts are cleaned by it.
    package mutating func read(cleaner: inout TextCleaner, _ body: (Record, inout TextCleaner) throws -> Void) throws {
        var headerDone = false
        let sheet = workbook.sheets[sheetIndex].name
        var fields: [String: Int] = [:]
        var ordered: [(name: String, column: Int)] = []
        var table = Columns(file: workbook.displayPath, sheet: sheet, fields: [])
        let merges = try workbook.forEachRow(inSheet: sheetIndex) { row in
            if !headerDone {
                headerDone = true
                headerRow = row.number
                for cell in row.cells {
                    let name = ColumnHeading.fieldName(cell.text)
                    guard !name.isEmpty else { continue }
                    if let other = fields[name] {
                        cleaner.add(
                            .error(
                                at: workbook.location(sheet: sheetIndex, row: row.number, column: cell.column),
                                "the heading “\(cell.text)” is used twice (columns \(ColumnName.letters(forIndex: other)) "
                                    + "and \(cell.columnLetters)); rename or delete one of them."))
                        continue
                    }
                    fields[name] = cell.column
                    ordered.append((name, cell.column))
                }
                table = Columns(file: workbook.displayPath, sheet: sheet, fields: ordered)
                return
            }
            var record = Record(
                row: row.number, columns: table, texts: [String?](repeating: nil, count: table.names.count))
            var hasText = false
            for cell in row.cells {
                guard cell.column < table.slotOfColumn.count else { break }  // cells come in column order
                let slot = table.slotOfColumn[cell.column]
                guard slot >= 0 else { continue }
                let name = table.names[slot]
                // Most cells need no cleaning: found once for both questions below.
                let isClean = TextCleaner.isClean(cell.text)
                let text =
                    isClean
                    ? cell.text
                    : cleaner.clean(
                        cell.text,
                        at: Location(file: table.file, sheet: sheet, row: row.number, column: cell.columnLetters),
                        what: "the \(name)")
                if refusesControlCharacters, !isClean, text.hasControlCharacters {
                    cleaner.add(
                        .error(
                            at: Location(file: table.file, sheet: sheet, row: row.number, column: cell.columnLetters),
                            TextCleaner.controlCharacterMessage(text, what: "the \(name)")))
                }
                record.texts[slot] = text
                if !text.isEmpty { hasText = true }
            }
            if hasText { try body(record, &cleaner) }
        }
        columns = fields
        for merge in merges {
            cleaner.add(
                .error(
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
                names = row.cells.map { ColumnHeading.fieldName($0.text) }
                throw StopReading()
            }
        } catch is StopReading {}
        return names
    }

    private struct StopReading: Error {}
}
