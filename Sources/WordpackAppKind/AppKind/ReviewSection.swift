import WordpackCore

/// A part of an app's review page that only its kind knows how to lay out (Olé's pairs, Chatwa's rounds,
/// Glyph's boards, the vocabulary's entries): items of text lines (a grid of letter tiles, a word's
/// definition, a question with its choices), and boards drawn behind tabs.
package struct ReviewSection: Sendable {
    package var title: String
    /// What the section shows and where it comes from, under its title.
    package var note: String?
    package var items: [ReviewItem]
    /// Boards, one shown at a time behind a tab for each (after the items).
    package var boards: [ReviewBoard]

    package init(title: String, note: String? = nil, items: [ReviewItem] = [], boards: [ReviewBoard] = []) {
        self.title = title
        self.note = note
        self.items = items
        self.boards = boards
    }
}

/// One entry of a section: a title, lines of text, an optional grid of tiles, a word's definition, a
/// question, colour swatches, and the cells and files it comes from (a finding at one of them is shown on the
/// item, and marks it).
package struct ReviewItem: Sendable {
    package var title: String
    package var lines: [String]
    /// Tiles drawn as a grid of `columns` columns (Chatwa's 14 letters); empty for none.
    package var tiles: [String]
    package var columns: Int
    package var definition: ReviewDefinition?
    package var question: ReviewQuestion?
    package var cells: [Location]
    /// Input files it is made from (a recording).
    package var files: [String]
    /// Colours drawn as patches with their values (a FirstWords UX colour, light and dark); empty for none.
    package var swatches: [ReviewSwatch]

    package init(
        title: String, lines: [String] = [], tiles: [String] = [], columns: Int = 7,
        definition: ReviewDefinition? = nil, question: ReviewQuestion? = nil, cells: [Location] = [],
        files: [String] = [], swatches: [ReviewSwatch] = []
    ) {
        self.title = title
        self.lines = lines
        self.tiles = tiles
        self.columns = columns
        self.definition = definition
        self.question = question
        self.cells = cells
        self.files = files
        self.swatches = swatches
    }
}
