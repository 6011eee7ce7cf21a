import Foundation
import WordpackCatalogue
import WordpackCore

/// `tiles.json`: one language's set in Glyph's own terms, for a small loader in the app. Glyph stores a tile
/// as `IconData` (`folder`, `iconLabel`, `iconImage`) and its folders under the user-defaults key `folders`;
/// this file holds exactly those, plus what Glyph's system voice cannot know (what a tile says when it differs
/// from its label, and a real recording of it), and the keyboards. Paths are relative to the file.
enum GlyphTilesFile {
    static let name = "tiles.json"

    struct Document: Encodable {
        var language: LanguageCode
        var folders: [String]
        var tiles: [Tile]
        var keyboards: [Keyboard]
    }

    struct Tile: Encodable {
        var folder: String
        var iconLabel: String
        var iconImage: String
        var vocalization: String?
        var recording: String?
    }

    struct Keyboard: Encodable {
        var name: String
        var words: [Word]
    }

    struct Word: Encodable {
        var label: String
        var vocalization: String?
        var recording: String?
    }

    private static func recording(of tile: GlyphSet.Tile) -> String? {
        tile.recording == nil ? nil : GlyphLayout.recording(of: tile)
    }

    /// The file's bytes: pretty-printed, keys sorted, so the same set gives the same bytes.
    package static func data(_ set: GlyphSet) throws -> Data {
        let document = Document(
            language: set.language, folders: set.folders.map(\.name),
            tiles: set.folders.flatMap { folder in
                folder.tiles.map { tile in
                    Tile(
                        folder: folder.name, iconLabel: tile.label, iconImage: GlyphLayout.picture(of: tile),
                        vocalization: tile.vocalization, recording: recording(of: tile))
                }
            },
            keyboards: set.keyboards.map { keyboard in
                Keyboard(
                    name: keyboard.name,
                    words: keyboard.words.map { word in
                        Word(label: word.label, vocalization: word.vocalization, recording: recording(of: word))
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }
}
