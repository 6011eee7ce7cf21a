import WordpackCore

/// A board of an app as its user sees it: tiles in a grid of `columns` (a picture-card folder, an Open Board
/// board) or in one row (a keyboard's word buttons). A section's boards are drawn one at a time, behind tabs
/// named by `name`.
package struct ReviewBoard: Sendable {
    package var name: String
    /// What the board is and where it comes from (`boards/folder-1.obf, 3 × 4`).
    package var note: String?
    /// Tiles in reading order; nil for an empty place of the grid.
    package var tiles: [ReviewTile?]
    /// Columns of the grid; nil draws the tiles as one row.
    package var columns: Int?
    /// Where the board's own name comes from (a finding there is shown on the board).
    package var cells: [Location]
    /// The words of the board's list that it leaves out, each with why (`leftOut`), drawn greyed after it.
    package var leftOut: [ReviewTile]

    package init(
        name: String, note: String? = nil, tiles: [ReviewTile?], columns: Int? = nil, cells: [Location] = [],
        leftOut: [ReviewTile] = []
    ) {
        self.name = name
        self.note = note
        self.tiles = tiles
        self.columns = columns
        self.cells = cells
        self.leftOut = leftOut
    }
}

/// One tile or button: its picture, its label, what it says when that differs, its recording, and the board
/// it opens. `missing` names what it should have and lacks, marked on the tile ("no picture", "no
/// recording"); `cells` and `files` say which findings of check belong on it.
package struct ReviewTile: Sendable {
    package var label: String
    package var says: String?
    package var picture: ReviewFile?
    package var sound: ReviewFile?
    /// The name of the board it opens.
    package var opens: String?
    package var missing: [String]
    package var cells: [Location]
    /// Input files it is made from.
    package var files: [String]
    /// Why the app leaves the word out (`not translated in es`), for a word of the board's list it does not show.
    package var leftOut: String?

    package init(
        label: String, says: String? = nil, picture: ReviewFile? = nil, sound: ReviewFile? = nil, opens: String? = nil,
        missing: [String] = [], cells: [Location] = [], files: [String] = []
    ) {
        self.label = label
        self.says = says
        self.picture = picture
        self.sound = sound
        self.opens = opens
        self.missing = missing
        self.cells = cells
        self.files = files
    }
}
