import WordpackCore

/// A part of an app's review page that only its kind knows how to lay out (Olé's pairs, Chatwa's rounds,
/// Glyph's boards, the vocabulary's entries): items of text lines, and optionally a grid of tiles.
public struct ReviewSection: Sendable {
    public var title: String
    public var items: [ReviewItem]

    public init(title: String, items: [ReviewItem]) {
        self.title = title
        self.items = items
    }
}

/// One entry of a section: a title, lines of text, an optional grid of tiles, and the cells it comes from
/// (a finding at one of them is shown on the item, and marks it).
public struct ReviewItem: Sendable {
    public var title: String
    public var lines: [String]
    /// Tiles drawn as a grid of `columns` columns (Chatwa's 14 letters); empty for none.
    public var tiles: [String]
    public var columns: Int
    public var cells: [Location]

    public init(title: String, lines: [String] = [], tiles: [String] = [], columns: Int = 7, cells: [Location] = []) {
        self.title = title
        self.lines = lines
        self.tiles = tiles
        self.columns = columns
        self.cells = cells
    }
}
