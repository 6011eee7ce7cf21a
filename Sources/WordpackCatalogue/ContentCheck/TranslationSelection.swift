/// Some of the catalogue's translations, each by its language's position and its row there: what a check reads
/// of many rows, without copying them (the checked rows of a language of 100,000 rows, copied, were 23 MB). Each
/// language's rows are taken from the catalogue once, when the first of its rows is added: asking the catalogue
/// for each row takes a lock that the checks of other languages, on the other cores, take too.
struct TranslationSelection: RandomAccessCollection, Sendable {
    /// A translation's place: its language's rows in `tables`, and its row there.
    private struct Position: Sendable {
        var table: Int32
        var row: Int32
    }

    private let catalogue: Catalogue
    private var positions: [Position] = []
    /// The rows of each language a translation was added from, and which of them is which language's.
    private var tables: [[Translation]] = []
    private var tableOfMember: [Int: Int32] = [:]

    init(_ catalogue: Catalogue) {
        self.catalogue = catalogue
    }

    /// Adds the translation at `row` of the language at `member` of `catalogue.languages`.
    mutating func append(member: Int, row: Int) {
        let table: Int32
        if let known = tableOfMember[member] {
            table = known
        } else {
            table = Int32(tables.count)
            tables.append(catalogue.languages[member].translations)
            tableOfMember[member] = table
        }
        positions.append(Position(table: table, row: Int32(row)))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(index: Int) -> Translation {
        let position = positions[index]
        return tables[Int(position.table)][Int(position.row)]
    }
}
