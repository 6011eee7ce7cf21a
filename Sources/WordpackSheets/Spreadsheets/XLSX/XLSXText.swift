/// The text of XLSX string items: shared strings (`<si>`, `XLSXSharedStrings`), inline strings (`<is>`,
/// `XLSXRowParser`) and formula results.
enum XLSXText {
    /// Excel writes characters that XML cannot hold as `_xHHHH_` (`_x000D_` for a carriage return),
    /// and a literal `_x` that looks like one as `_x005F_x…`.
    static func unescaped(_ text: String) -> String {
        unescaped(text, mayHoldEscapes: text.utf8.contains(UInt8(ascii: "_")))
    }

    /// The text of a string item's UTF-8 `bytes`, unescaped: the bytes are searched for an `_` before any text
    /// is made of them (a `[UInt8]` search is much cheaper than one through a string's UTF-8 view, and most
    /// items hold none).
    static func unescaped(_ bytes: [UInt8]) -> String {
        unescaped(String(decoding: bytes, as: UTF8.self), mayHoldEscapes: bytes.contains(UInt8(ascii: "_")))
    }

    private static func unescaped(_ text: String, mayHoldEscapes: Bool) -> String {
        // Most cells hold no `_` at all: looking for one byte is much cheaper than a substring search.
        guard mayHoldEscapes, text.contains("_x") else { return text }
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
