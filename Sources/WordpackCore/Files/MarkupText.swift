/// The one escaper of text written into XML or HTML by hand (the workbook's parts, XLIFF files, the review site):
/// `&`, `<`, `>` and `"` always, so the text is safe in an element or a quoted attribute.
package enum MarkupText {
    /// `text` escaped; `apostrophes` also writes `'` as `&#39;` (safe in a single-quoted HTML attribute), and
    /// `carriageReturns` writes a carriage return as `&#13;`, since an XML reader turns a literal one into a
    /// line feed.
    package static func escaped(_ text: String, apostrophes: Bool = false, carriageReturns: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where apostrophes: result += "&#39;"
            case "\r" where carriageReturns: result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
