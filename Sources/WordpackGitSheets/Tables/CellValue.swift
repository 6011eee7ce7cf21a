import WordpackSheets

/// A cell's text as the person who typed it sees it, and what kind of value the file stored (a number is written
/// back as a number).
package struct CellValue: Hashable, Sendable {
    package var text: String
    package var kind: Cell.Kind

    package init(_ text: String, kind: Cell.Kind = .text) {
        self.text = text
        self.kind = kind
    }
}
