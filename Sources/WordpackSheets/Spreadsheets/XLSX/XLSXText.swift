/// The text of XLSX string items: shared strings (`<si>`, `XLSXSharedStrings`), inline strings (`<is>`,
/// `XLSXRowParser`) and formula results.
enum XLSXText {
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
