import WordpackXML

/// The text a cell shows: its `text:p` paragraphs joined by line breaks, with ODF's spacing
/// elements turned back into the characters they stand for.
enum ODSParagraphs {
    /// Reads from the `table:table-cell` the reader is on to its end; `nil` if the cell has no paragraph.
    package static func text(ofCell reader: XMLStreamReader) throws -> String? {
        let cellDepth = reader.depth
        // The paragraphs joined by line breaks so far, and how many (no array is made for a cell's one).
        var joined = ""
        var paragraphs = 0
        var paragraph: String?
        var paragraphDepth = 0
        while try reader.read() {
            switch reader.nodeType {
            case .endElement:
                if reader.depth == cellDepth { return paragraphs == 0 ? nil : joined }
                if let finished = paragraph, reader.depth == paragraphDepth {
                    if paragraphs > 0 { joined += "\n" }
                    joined += finished
                    paragraphs += 1
                    paragraph = nil
                }
            case .element where paragraph == nil:
                // Only the cell's own paragraphs: not those of a comment or of a drawing in the cell.
                if reader.localNameIs("p") || reader.localNameIs("h"), reader.depth == cellDepth + 1 {
                    if reader.isEmptyElement {
                        if paragraphs > 0 { joined += "\n" }
                        paragraphs += 1
                    } else {
                        paragraph = ""
                        paragraphDepth = reader.depth
                    }
                } else {
                    reader.skipChildren()
                }
            case .element:
                switch reader.localName {
                case "s":
                    let count = reader.attribute("c").flatMap { Int($0) }.map { min(max($0, 1), 10_000) } ?? 1
                    paragraph? += String(repeating: " ", count: count)
                case "tab": paragraph? += "\t"
                case "line-break": paragraph? += "\n"
                case "annotation", "note", "ruby-text": reader.skipChildren()  // not part of the cell's text
                default: break  // spans, links, fields: their text is the cell's
                }
            case .text:
                paragraph? += reader.text
            case .other:
                break
            }
        }
        return paragraphs == 0 ? nil : joined
    }
}
