import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// One Glyph app's sets as its review page draws them: the tiles of each language as built (the picture beside
/// `tiles.json`, the recording), on the words' cards and on boards as Glyph shows them.
struct GlyphReviewBoards {
    let layout: GlyphLayout
    /// The paths under `outputs/` the app's plan makes.
    let planned: Set<String>
    /// Language → list and key → the tile or keyboard word.
    private let tiles: [LanguageCode: [String: GlyphSet.Tile]]

    init(layout: GlyphLayout, planned: Set<String>) {
        self.layout = layout
        self.planned = planned
        var tiles: [LanguageCode: [String: GlyphSet.Tile]] = [:]
        for set in layout.sets {
            for tile in set.allTiles where tiles[set.language]?[Self.key(tile.list, tile.key)] == nil {
                tiles[set.language, default: [:]][Self.key(tile.list, tile.key)] = tile
            }
        }
        self.tiles = tiles
    }

    private static func key(_ list: String, _ key: String) -> String { list + "\u{0}" + key }

    /// The tile's picture under `outputs/`, when the plan makes it (folder tiles only: keyboards have none).
    func picture(of tile: GlyphSet.Tile, in language: LanguageCode) -> String? {
        guard tile.picture != nil else { return nil }
        let path = "\(layout.languageFolder(language))/\(GlyphLayout.picture(of: tile))"
        return planned.contains(path) ? path : nil
    }

    /// The tile's recording under `outputs/`, when the plan makes it.
    func recording(of tile: GlyphSet.Tile, in language: LanguageCode) -> String? {
        guard tile.recording != nil else { return nil }
        let path = "\(layout.languageFolder(language))/\(GlyphLayout.recording(of: tile))"
        return planned.contains(path) ? path : nil
    }

    /// Gives a word's card the tile's picture (the first language's that has one) and, in each language, the
    /// tile's recording.
    func addMedia(to card: inout ReviewCard) {
        card.showsPicture = true  // a tile shows its picture
        for index in card.texts.indices {
            let language = card.texts[index].language
            guard let tile = tiles[language]?[Self.key(card.list, card.key)] else { continue }
            if card.picture == nil, let picture = picture(of: tile, in: language) {
                card.picture = picture
                card.files += [tile.picture].compactMap { $0 }
            }
            card.texts[index].speech = recording(of: tile, in: language)
            card.texts[index].speechSource = card.texts[index].speech == nil ? nil : tile.recording
        }
    }

    /// One language's boards as Glyph shows them: a tab per folder (its tiles in a grid) and per keyboard (its
    /// word buttons in a row, each with what it says).
    func section(_ set: GlyphSet, catalogue: Catalogue) -> ReviewSection {
        let folders = set.folders.map { folder in
            let shape = BoardGrid.shape(for: folder.tiles.count)
            return ReviewBoard(
                name: folder.name,
                note: "Folder “\(folder.name)” (list \(folder.list)): \(folder.tiles.count) tiles",
                tiles: folder.tiles.map { tile(for: $0, in: set.language, pictured: true) }, columns: shape.columns,
                cells: [folder.nameCell],
                leftOut: Self.leftOut(of: folder.list, shown: folder.tiles, in: set.language, catalogue: catalogue))
        }
        let keyboards = set.keyboards.map { keyboard in
            ReviewBoard(
                name: "⌨ \(keyboard.name)",
                note: "Keyboard “\(keyboard.name)” (list \(keyboard.list)): \(keyboard.words.count) words, each "
                    + "spoken as it is labelled unless it says otherwise",
                tiles: keyboard.words.map { tile(for: $0, in: set.language, pictured: false) },
                cells: [keyboard.nameCell],
                leftOut: Self.leftOut(of: keyboard.list, shown: keyboard.words, in: set.language, catalogue: catalogue))
        }
        return ReviewSection(
            title: "Boards in \(set.language), as Glyph shows them",
            note: "Each folder is a tab of tiles (the 150 × 150 picture as built, the label, a player for the "
                + "tile's recording); each keyboard a row of word buttons. A tile without a picture or a recording "
                + "is marked; a word of the list that the board leaves out is drawn greyed after it, with why.",
            boards: folders + keyboards)
    }

    /// The enabled words of `list` that a board of `language` does not show, each with why: not translated in
    /// the language, disabled there, or translated as an empty text.
    static func leftOut(of list: String, shown: [GlyphSet.Tile], in language: LanguageCode, catalogue: Catalogue)
        -> [ReviewTile]
    {
        guard let words = catalogue.list(named: list) else { return [] }
        let keys = Set(shown.map(\.key))
        return words.words.compactMap { word in
            guard !word.disabled, !keys.contains(word.key) else { return nil }
            let translation = catalogue.resolvedTranslation(language: language, list: list, key: word.key)
            let why =
                translation == nil
                ? "not translated in \(language)"
                : translation?.disabled == true ? "disabled in \(language)" : "empty in \(language)"
            var tile = ReviewTile(
                label: word.key, cells: [translation?.location ?? words.source.location(row: word.row, field: "key")])
            tile.leftOut = why
            return tile
        }
    }

    private func tile(for tile: GlyphSet.Tile, in language: LanguageCode, pictured: Bool) -> ReviewTile {
        let picture = pictured ? self.picture(of: tile, in: language) : nil
        let sound = recording(of: tile, in: language)
        var missing: [String] = []
        if pictured, picture == nil { missing.append("no picture") }
        if sound == nil { missing.append("no recording") }
        return ReviewTile(
            label: tile.label, says: tile.vocalization, picture: picture.map { ReviewFile(output: $0) },
            sound: sound.map { ReviewFile(output: $0) }, missing: missing,
            cells: [tile.cell] + (pictured ? [tile.pictureCell] : []),
            files: ([tile.recording] + (pictured ? [tile.picture] : [])).compactMap { $0 })
    }
}
