import WordpackCore

/// A part of an app's review page that only its kind knows how to lay out (Olé's pairs, Chatwa's rounds,
/// Glyph's boards, the vocabulary's entries): items of text lines (a grid of letter tiles, a word's
/// definition, a question with its choices), and boards drawn behind tabs.
public struct ReviewSection: Sendable {
    public var title: String
    /// What the section shows and where it comes from, under its title.
    public var note: String?
    public var items: [ReviewItem]
    /// Boards, one shown at a time behind a tab for each (after the items).
    public var boards: [ReviewBoard]

    public init(title: String, note: String? = nil, items: [ReviewItem] = [], boards: [ReviewBoard] = []) {
        self.title = title
        self.note = note
        self.items = items
        self.boards = boards
    }
}

/// One entry of a section: a title, lines of text, an optional grid of tiles, a word's definition, a
/// question, and the cells and files it comes from (a finding at one of them is shown on the item, and marks
/// it).
public struct ReviewItem: Sendable {
    public var title: String
    public var lines: [String]
    /// Tiles drawn as a grid of `columns` columns (Chatwa's 14 letters); empty for none.
    public var tiles: [String]
    public var columns: Int
    public var definition: ReviewDefinition?
    public var question: ReviewQuestion?
    public var cells: [Location]
    /// Input files it is made from (a recording).
    public var files: [String]

    public init(
        title: String, lines: [String] = [], tiles: [String] = [], columns: Int = 7,
        definition: ReviewDefinition? = nil, question: ReviewQuestion? = nil, cells: [Location] = [],
        files: [String] = []
    ) {
        self.title = title
        self.lines = lines
        self.tiles = tiles
        self.columns = columns
        self.definition = definition
        self.question = question
        self.cells = cells
        self.files = files
    }
}
