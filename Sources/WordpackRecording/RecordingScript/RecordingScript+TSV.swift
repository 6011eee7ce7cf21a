import Foundation

extension RecordingScript {
    /// The script as TSV for a recording program or a spreadsheet: a header, then one row per line with its
    /// number, text, list (empty for a letter sound), key and the path its recording goes to. A tab or line
    /// break inside a field becomes a space; a field with a `"` is quoted, its quotes doubled, as Excel writes
    /// TSV (so that a spreadsheet or Python's csv module does not take the quote as the start of a quoted field).
    package var tsv: Data {
        var text = "number\ttext\tlist\tkey\tpath\n"
        for line in lines {
            let fields = [String(line.number), line.need.text, line.need.list ?? "", line.need.key, line.need.path]
            text += fields.map(Self.tsvField).joined(separator: "\t") + "\n"
        }
        return Data(text.utf8)
    }

    static func tsvField(_ field: String) -> String {
        let plain = String(
            field.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return " "
                default: return Character(scalar)
                }
            })
        guard plain.contains("\"") else { return plain }
        return "\"" + plain.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
