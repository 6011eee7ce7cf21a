/// Some of the catalogue's translations, each by its language's position and its row there: what a check reads
/// of many rows, without copying them (the checked rows of a language of 100,000 rows, copied, were 23 MB).
struct TranslationSelection: RandomAccessCollection, Sendable {
    /// A translation's place: its language's position in `catalogue.languages`, and its row there.
    struct Position: Sendable {
        var member: Int32
        var row: Int32
    }

    let catalogue: Catalogue
    var positions: [Position] = []

    init(_ catalogue: Catalogue) {
        self.catalogue = catalogue
    }

    mutating func append(member: Int, row: Int) {
        positions.append(Position(member: Int32(member), row: Int32(row)))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(index: Int) -> Translation {
        let position = positions[index]
        return catalogue.translation(member: Int(position.member), row: Int(position.row))
    }
}
