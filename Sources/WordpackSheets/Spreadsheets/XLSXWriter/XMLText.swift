import WordpackCore

/// Text made safe for the XML parts of a workbook.
enum XMLText {
    /// Whether XML 1.0 can carry the character: tab, line feed, carriage return, and everything from U+0020 on
    /// except U+FFFE and U+FFFF (Swift strings hold no lone surrogates).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD: return true
        case 0x10000...: return true
        default: return false
        }
    }

    /// Escapes text for an element's content or an attribute in quotes. A carriage return is written as a
    /// character reference, since an XML reader turns a literal one into a line feed.
    static func escaped(_ text: String) -> String {
        MarkupText.escaped(text, carriageReturns: true)
    }

    /// Text for a cell: SpreadsheetML reads `_xHHHH_` as the character with that code, so the underscore that
    /// starts such a run in the text is itself written as `_x005F_`, as Excel does, and the text reads back as typed.
    static func cellText(_ text: String) -> String {
        guard text.contains("_x") else { return escaped(text) }
        let scalars = Array(text.unicodeScalars)
        var protected = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "_" && startsEscapeCode(scalars, at: index) {
                protected.append(contentsOf: "_x005F".unicodeScalars)
            }
            protected.append(scalar)
        }
        return escaped(String(protected))
    }

    /// Whether `_xHHHH_` (four hexadecimal digits) starts at `index`.
    private static func startsEscapeCode(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 6 < scalars.count, scalars[index + 1] == "x", scalars[index + 6] == "_" else { return false }
        return scalars[(index + 2)...(index + 5)].allSatisfy { $0.properties.isASCIIHexDigit }
    }
}
