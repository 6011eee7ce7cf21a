import WordpackXML

/// The text a cell shows, gathered from the push parser's nodes inside one `table:table-cell`: its `text:p`
/// paragraphs joined by line breaks, with ODF's spacing elements turned back into the characters they stand for.
struct ODSParagraphs {
    /// The depth of the cell's element.
    private var cellDepth = 0
    /// The paragraphs so far, joined by line breaks (the one being read included), and how many have ended.
    private var joined: [UInt8] = []
    private var paragraphs = 0
    /// The depth of the paragraph being read.
    private var paragraphDepth: Int?
    /// The element whose content is passed over (a comment, a drawing, a ruby's reading).
    private var skipping = XMLSkipping()

    init() {
        joined.reserveCapacity(256)
    }

    /// Begins the cell whose element is at `depth`: what the last cell gathered is let go of (its room kept).
    mutating func start(cellDepth depth: Int) {
        cellDepth = depth
        joined.removeAll(keepingCapacity: true)
        paragraphs = 0
        paragraphDepth = nil
        skipping = XMLSkipping()
    }

    /// The cell's text; `nil` if it has no paragraph.
    var text: String? { paragraphs == 0 ? nil : String(decoding: joined, as: UTF8.self) }

    mutating func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) {
        if skipping.isSkipping { return }
        guard paragraphDepth != nil else {
            // Only the cell's own paragraphs: not those of a comment or of a drawing in the cell.
            if name.is("p") || name.is("h"), depth == cellDepth + 1 {
                if paragraphs > 0 { joined.append(UInt8(ascii: "\n")) }
                if isEmpty {
                    paragraphs += 1
                } else {
                    paragraphDepth = depth
                }
            } else {
                skipping.skip(depth, isEmpty: isEmpty)
            }
            return
        }
        if name.is("s") {
            let count = attributes.string("c").flatMap { Int($0) }.map { min(max($0, 1), 10_000) } ?? 1
            joined.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        } else if name.is("tab") {
            joined.append(UInt8(ascii: "\t"))
        } else if name.is("line-break") {
            joined.append(UInt8(ascii: "\n"))
        } else if name.is("annotation") || name.is("note") || name.is("ruby-text") {
            skipping.skip(depth, isEmpty: isEmpty)  // not part of the cell's text
        }  // spans, links, fields: their text is the cell's
    }

    /// Whether this was the end of the cell.
    mutating func endElement(depth: Int) -> Bool {
        if skipping.passes(endAt: depth) { return false }
        if depth == cellDepth { return true }
        if depth == paragraphDepth {
            paragraphs += 1
            paragraphDepth = nil
        }
        return false
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if !skipping.isSkipping, paragraphDepth != nil { joined.append(contentsOf: bytes) }
    }
}
