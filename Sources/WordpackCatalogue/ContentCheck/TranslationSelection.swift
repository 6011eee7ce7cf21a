/// Some of the catalogue's translations, each by its language's position, its list and its index in that list's
/// rows: what a check reads of many rows, without copying them (the checked rows of a language of 100,000 rows,
/// copied, were 23 MB). Each list's rows of a language are taken from the catalogue once, when the first of them
/// is added: asking the catalogue for each row takes a lock that the checks of other languages, on the other
/// cores, take too; and a list's rows of a stored sheet are read from the store alone (`TranslationRows.list(_:)`).
struct TranslationSelection: RandomAccessCollection, Sendable {
    /// A translation's place: its list's rows in `tables`, and its index there.
    private struct Position: Sendable {
        var table: Int32
        var row: Int32
    }

    /// A language's position and a list.
    private struct TableKey: Hashable, Sendable {
        var member: Int
        var list: String
    }

    private let catalogue: Catalogue
    private var positions: [Position] = []
    /// The rows of each language and list a translation was added from, and which of them is which.
    private var tables: [ListRows] = []
    private var tableOfKey: [TableKey: Int32] = [:]

    init(_ catalogue: Catalogue) {
        self.catalogue = catalogue
    }

    /// The rows of `list` in the language at `member` of `catalogue.languages`, as this selection holds them.
    mutating func rows(member: Int, list: String) -> (table: Int32, rows: ListRows) {
        let key = TableKey(member: member, list: list)
        if let known = tableOfKey[key] { return (known, tables[Int(known)]) }
        let rows = catalogue.index.rows(at: member, list: list)
        let table = Int32(tables.count)
        tables.append(rows)
        tableOfKey[key] = table
        return (table, rows)
    }

    /// Adds the row at `index` of the rows of `table` (`rows(member:list:)`).
    mutating func append(table: Int32, index: Int) {
        positions.append(Position(table: table, row: Int32(index)))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(index: Int) -> Translation {
        let position = positions[index]
        return tables[Int(position.table)][Int(position.row)]
    }
}
