/// The beginning of a file's text: whether it has any text at all, and the separators on its first line of text.
struct CSVOpeningLines {
    /// True when the file has nothing but spaces, tabs and line ends.
    var isBlank = true
    var commas = 0
    var semicolons = 0
    var tabs = 0

    /// The separator a `.csv` file uses, decided by the first line that has text (see `CSVWorkbook.Separator`).
    var separatorForCSV: UInt8 {
        guard commas == 0 else { return UInt8(ascii: ",") }
        if semicolons > 0 && semicolons >= tabs { return UInt8(ascii: ";") }
        if tabs > 0 { return UInt8(ascii: "\t") }
        return UInt8(ascii: ",")
    }

    /// How far to look for the end of the first record; a longer first record is judged on this much.
    static let limit = 64 * 1024

    /// Reads the first record that holds anything but blanks, counting separators outside quotes.
    /// Blank lines before it are skipped; a file with nothing but blanks is read to its end.
    package static func read(from text: inout CSVTextStream) throws -> CSVOpeningLines {
        var opening = CSVOpeningLines()
        var inQuotes = false
        var examined = 0
        while let chunk = try text.next() {
            for byte in chunk {
                examined += 1
                if inQuotes {
                    if byte == UInt8(ascii: "\"") { inQuotes = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                    if !opening.isBlank { return opening }
                    opening = CSVOpeningLines()
                case UInt8(ascii: " "):
                    break
                case UInt8(ascii: "\t"):
                    opening.tabs += 1
                default:
                    opening.isBlank = false
                    switch byte {
                    case UInt8(ascii: "\""): inQuotes = true
                    case UInt8(ascii: ","): opening.commas += 1
                    case UInt8(ascii: ";"): opening.semicolons += 1
                    default: break
                    }
                }
                if !opening.isBlank && examined >= limit { return opening }
            }
        }
        return opening
    }
}
