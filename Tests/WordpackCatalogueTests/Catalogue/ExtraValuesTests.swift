import Testing

@testable import WordpackCatalogue

/// A table's rows' extra columns written one after the other into pieces (`ExtraValues`) say what their JSON text
/// says, row by row, across pieces, and whatever cannot be written so is kept as that text.
@Suite struct ExtraValuesTests {
    static let names = ["gender", "note", "plural", "reference (en)", "say: \"it\""]

    /// Row `index`'s pairs: some columns empty, texts of every length up to a few kilobytes, and not ASCII.
    static func pairs(_ index: Int) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if index % 3 != 0 { pairs.append(("gender", index % 2 == 0 ? "f" : "m")) }
        if index % 5 != 1 { pairs.append(("note", String(repeating: "é\"\\\n", count: index % 300) + "\(index)")) }
        if index % 7 == 2 { pairs.append(("plural", "")) }
        if index % 4 == 0 { pairs.append(("reference (en)", "ünïcode 🐈 \(index)\u{1}")) }
        if index % 9 == 0 { pairs.append(("say: \"it\"", "\\")) }
        return pairs
    }

    @Test func everyRowSaysWhatItsTextSays() {
        var writer = ExtraValues.Writer(names: Self.names)
        var pieces: [ExtraValues] = []
        for index in 0..<2_000 {
            let pairs = Self.pairs(index)
            let packed = ExtraColumns.stored(sorted: pairs, with: &writer)
            let text = ExtraColumns.stored(sorted: pairs)
            #expect(packed.json == text.json, "row \(index)")
            #expect(packed.values == text.values, "row \(index)")
            for name in Self.names + ["hint"] {
                #expect(packed.value(name) == text.value(name), "row \(index) \(name)")
            }
            #expect(packed == text)
            if let (piece, _, _) = writer.add([]), pieces.last !== piece { pieces.append(piece) }
        }
        #expect(pieces.count > 2)
    }

    @Test func whatCannotBeWrittenSoIsKeptAsText() {
        var writer = ExtraValues.Writer(names: Self.names)
        let long = [("note", String(repeating: "x", count: ExtraValues.largest + 1))]
        #expect(writer.add(long) == nil)
        #expect(ExtraColumns.stored(sorted: long, with: &writer).json == ExtraColumns.stored(sorted: long).json)
        // Out of the names' order, or a name not among them.
        #expect(writer.add([("plural", "a"), ("gender", "f")]) == nil)
        #expect(writer.add([("hint", "a")]) == nil)
        #expect(ExtraColumns.stored(sorted: [], with: &writer).json == nil)
    }
}
