import Testing
import WordpackCore

@testable import WordpackGlyph

/// A Glyph set's `tiles.json` and `.obz` are made again when its digest changes (`GlyphSet.digest`): every field of
/// a tile they show must be in it, and not the cells the tile was read from.
@Suite struct GlyphSetDigestTests {
    static let tile = GlyphSet.Tile(
        list: "Animals", key: "ant", label: "ant", vocalization: nil, pictureName: "ant",
        picture: "inputs/words/Animals/picture/ant.png", speechName: "ant",
        recording: "inputs/languages/en/speech/Animals/ant.wav", cell: Location(file: "words.csv", row: 2),
        pictureCell: Location(file: "Animals.csv", row: 2))

    static func set(_ tile: GlyphSet.Tile, folderName: String = "Animals") -> GlyphSet {
        GlyphSet(
            language: "en",
            folders: [.init(list: "Animals", name: folderName, nameCell: Location(file: "lists.csv"), tiles: [tile])],
            keyboards: [])
    }

    @Test func everyFieldATileFileShowsChangesTheDigest() {
        let digest = Self.set(Self.tile).digest
        let fields: [WritableKeyPath<GlyphSet.Tile, String>] = [\.list, \.key, \.label, \.pictureName, \.speechName]
        let optionalFields: [WritableKeyPath<GlyphSet.Tile, String?>] = [\.vocalization, \.picture, \.recording]
        // A field added to a tile must be added to the digest and here (the two cells are the ones left out).
        #expect(Mirror(reflecting: Self.tile).children.count == fields.count + optionalFields.count + 2)
        for field in fields {
            var tile = Self.tile
            tile[keyPath: field] += "x"
            #expect(Self.set(tile).digest != digest, "\(field)")
        }
        for field in optionalFields {
            var tile = Self.tile
            tile[keyPath: field] = tile[keyPath: field] == nil ? "x" : nil
            #expect(Self.set(tile).digest != digest, "\(field)")
        }
        #expect(Self.set(Self.tile, folderName: "Animales").digest != digest)
        var moved = Self.tile
        moved.cell = Location(file: "words.csv", row: 40)
        #expect(Self.set(moved).digest == digest)
    }
}
