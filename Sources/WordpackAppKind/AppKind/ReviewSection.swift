import WordpackCore

/// A part of an app's review page that only its kind knows how to lay out (Olé's pairs, Chatwa's rounds,
/// Glyph's boards, the vocabulary's entries): items of text lines, and optionally a grid of tiles.
package struct ReviewSection: Sendable {
    package var title: String
    package var items: [ReviewItem]

    package init(title: String, items: [ReviewItem]) {
        self.title = title
        self.items = items
    }
}

/// One entry of a section: a title, lines of text, an optional grid of tiles, and the cells it comes from
/// (a finding at one of them is shown on the item, and marks it).
package struct ReviewItem: Sendable {
    package var title: String
    package var lines: [String]
    /// Tiles drawn as a grid of `columns` columns (Chatwa's 14 letters); empty for none.
    package var tiles: [String]
    package var columns: Int
    package var cells: [Location]

    package init(title: String, lines: [String] = [], tiles: [String] = [], columns: Int = 7, cells: [Location] = []) {
        self.title = title
        self.lines = lines
        self.tiles = tiles
        self.columns = columns
        self.cells = cells
    }
}
