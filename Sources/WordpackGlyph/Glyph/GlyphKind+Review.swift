import WordpackAppKind
import WordpackCatalogue

extension GlyphKind {
    /// The words in each language of the set, and each language's folders of tiles and keyboards as the
    /// boards show them (a tile's label, and what it says when that differs).
    package static func review(_ app: AppPlan<GlyphLayout>, checked: Bool?, catalogue: Catalogue) -> AppReview {
        let sets = app.detail.sets
        let languages = sets.map(\.language)
        var lists: [String] = []
        for set in sets { for folder in set.folders where !lists.contains(folder.list) { lists.append(folder.list) } }
        func label(_ tile: GlyphSet.Tile) -> String {
            tile.vocalization.map { "\(tile.label) (says “\($0)”)" } ?? tile.label
        }
        let sections = sets.map { set in
            ReviewSection(
                title: "Boards in \(set.language)",
                items: set.folders.map { folder in
                    ReviewItem(
                        title: "Folder \(folder.name)", lines: [folder.tiles.map(label).joined(separator: " · ")],
                        cells: [folder.nameCell] + folder.tiles.map(\.cell))
                }
                    + set.keyboards.map { keyboard in
                        ReviewItem(
                            title: "Keyboard \(keyboard.name)",
                            lines: [keyboard.words.map(label).joined(separator: " · ")],
                            cells: [keyboard.nameCell] + keyboard.words.map(\.cell))
                    })
        }
        return AppReview(
            languages: languages, lists: AppReview.textCards(lists: lists, languages: languages, catalogue: catalogue),
            sections: sections)
    }
}
