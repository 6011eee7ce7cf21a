import WordpackXML

/// The text of XLSX string items: shared strings (`<si>`) and inline strings (`<is>`).
enum XLSXText {
    /// Every `<si>` of the shared strings part, in order; cells refer to them by index.
    static func sharedStrings(_ reader: XMLStreamReader) throws -> [String] {
        var strings: [String] = []
        while try reader.read() {
            if reader.nodeType == .element, reader.localName == "si" {
                strings.append(try item(reader))
            }
        }
        return strings
    }

    /// The text of the `<si>` or `<is>` element the reader is on, as the cell shows it: the `<t>` of a
    /// plain string, or the `<t>` of every rich-text run `<r>` joined. Phonetic readings (`<rPh>`,
    /// the furigana over Japanese text) are not shown in the cell and are left out.
    package static func item(_ reader: XMLStreamReader) throws -> String {
        if reader.isEmptyElement { return "" }
        let depth = reader.depth
        var text = ""
        var inText = false
        while try reader.read() {
            switch reader.nodeType {
            case .element:
                switch reader.localName {
                case "rPh": reader.skipChildren()
                case "t": inText = !reader.isEmptyElement
                default: break
                }
            case .endElement:
                if reader.depth == depth { return unescaped(text) }
                if reader.localName == "t" { inText = false }
            case .text:
                if inText { text += reader.text }
            case .other:
                break
            }
        }
        return unescaped(text)
    }

    /// Excel writes characters that XML cannot hold as `_xHHHH_` (`_x000D_` for a carriage return),
    /// and a literal `_x` that looks like one as `_x005F_x…`.
    static func unescaped(_ text: String) -> String {
        // Most cells hold no `_` at all: looking for one byte is much cheaper than a substring search.
        guard text.utf8.contains(UInt8(ascii: "_")), text.contains("_x") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + 6 < scalars.count, scalars[index] == "_", scalars[index + 1] == "x", scalars[index + 6] == "_",
                let code = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                result.append(scalar)
                index += 7
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
