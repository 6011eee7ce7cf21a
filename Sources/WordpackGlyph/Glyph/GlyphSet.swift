import WordpackCatalogue
import WordpackCore
import WordpackPictures

/// One language's Glyph set as the catalogue gives it: a folder of tiles per list, then the keyboards, each
/// word with what it shows, what it says, its picture and its recording (source files in `inputs/`).
struct GlyphSet: Sendable, Equatable {
    var language: LanguageCode
    var folders: [Folder]
    var keyboards: [Keyboard]

    /// A tile, or a word of a keyboard.
    struct Tile: Sendable, Equatable {
        var list: String
        var key: String
        /// What the tile shows: the translation's `label`, else its word.
        var label: String
        /// What it says when that differs from the label: the translation's `vocalization`.
        var vocalization: String?
        /// The picture's name and its PNG in `inputs/`, nil when there is none.
        var pictureName: String
        var picture: String?
        /// The recording's name and its file in `inputs/` (the language's or a fallback's), if any.
        var speechName: String
        var recording: String?
        /// The translation's word cell, and the list sheet's picture cell (its key cell without one).
        var cell: Location
        var pictureCell: Location
    }

    /// A folder of tiles: one list, named in this language.
    struct Folder: Sendable, Equatable {
        var list: String
        var name: String
        /// Where the name comes from (the list-names table), or the list sheet.
        var nameCell: Location
        var tiles: [Tile]
    }

    /// A keyboard: the words of one list, in sheet order.
    struct Keyboard: Sendable, Equatable {
        var list: String
        var name: String
        var nameCell: Location
        var words: [Tile]
    }

    init(language: LanguageCode, folders: [Folder], keyboards: [Keyboard]) {
        self.language = language
        self.folders = folders
        self.keyboards = keyboards
    }

    /// The set of `app` in `language`: every enabled word that has a word in the language.
    package init(app: GlyphApp, language: LanguageCode, catalogue: Catalogue) {
        self.language = language
        let lists = app.lists.resolve(from: catalogue.lists.map(\.name)).filter { !app.keyboards.contains($0) }
        folders = lists.compactMap { name in
            guard let list = catalogue.list(named: name) else { return nil }
            let (title, cell) = Self.name(of: list, language: language, catalogue: catalogue)
            return Folder(list: name, name: title, nameCell: cell, tiles: Self.tiles(of: list, language, catalogue))
        }
        keyboards = app.keyboards.compactMap { name in
            guard let list = catalogue.list(named: name) else { return nil }
            let (title, cell) = Self.name(of: list, language: language, catalogue: catalogue)
            return Keyboard(list: name, name: title, nameCell: cell, words: Self.tiles(of: list, language, catalogue))
        }
    }

    /// The SHA-256 of what the set's files show, in order: each folder's and keyboard's list and name, and each
    /// tile's list, key, label, vocalization, picture and recording (not the cells they came from).
    var digest: String {
        var digest = FieldDigest()
        digest.add(language.description)
        for (kind, list, name, tiles) in folders.map({ ("folder", $0.list, $0.name, $0.tiles) })
            + keyboards.map({ ("keyboard", $0.list, $0.name, $0.words) })
        {
            digest.add([kind, list, name, String(tiles.count)])
            for tile in tiles {
                for field in [
                    tile.list, tile.key, tile.label, tile.vocalization, tile.pictureName, tile.picture, tile.speechName,
                    tile.recording,
                ] {
                    digest.add(field)
                }
            }
            digest.endRecord()
        }
        return digest.sha256
    }

    /// The list's name in the language, else the list's own.
    static func name(of list: WordList, language: LanguageCode, catalogue: Catalogue) -> (String, Location) {
        if let named = catalogue.resolvedListName(language: language, list: list.name) {
            return (named.name, named.location)
        }
        return (list.name, list.source.location)
    }

    static func tiles(of list: WordList, _ language: LanguageCode, _ catalogue: Catalogue) -> [Tile] {
        list.words.compactMap { word in
            guard !word.disabled,
                let translation = catalogue.resolvedTranslation(language: language, list: list.name, key: word.key),
                !translation.disabled, let text = translation.word, !text.isEmpty
            else { return nil }
            let label = translation.extras["label"] ?? text
            let vocalization = translation.extras["vocalization"].flatMap { $0 == label ? nil : $0 }
            let picture = list.pictures.first { $0.name == word.pictureName && MasterFormat(path: $0.path) != nil }
            let recording = catalogue.resolvedRecording(
                language: language, list: list.name, name: translation.speechName)
            return Tile(
                list: list.name, key: word.key, label: label, vocalization: vocalization,
                pictureName: word.pictureName, picture: picture?.path, speechName: translation.speechName,
                recording: recording?.1.file.path, cell: translation.location,
                pictureCell: list.source.location(
                    row: word.row, field: list.source.columns["picture"] == nil ? "key" : "picture"))
        }
    }

    /// Every tile and keyboard word.
    var allTiles: [Tile] { folders.flatMap(\.tiles) + keyboards.flatMap(\.words) }
}
