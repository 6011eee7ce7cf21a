import WordpackXML

/// The text a cell shows: its `text:p` paragraphs joined by line breaks, with ODF's spacing
/// elements turned back into the characters they stand for.
enum ODSParagraphs {
    /// Reads from the `table:table-cell` the reader is on to its end; `nil` if the cell has no paragraph.
    package static func text(ofCell reader: XMLStreamReader) throws -> String? {
        let cellDepth = reader.depth
        var paragraphs: [String] = []
        var paragraph: String?
        var paragraphDepth = 0
        while try reader.read() {
            switch reader.nodeType {
            case .endElement:
                if reader.depth == cellDepth { return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n") }
                if let finished = paragraph, reader.depth == paragraphDepth {
                    paragraphs.append(finished)
                    paragraph = nil
                }
            case .element where paragraph == nil:
                // Only the cell's own paragraphs: not those of a comment or of a drawing in the cell.
                if ["p", "h"].contains(reader.localName), reader.depth == cellDepth + 1 {
                    if reader.isEmptyElement {
                        paragraphs.append("")
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
        return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n")
    }
}
