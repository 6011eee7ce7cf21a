/// Text inside the double quotes of a string in the languages that took C's backslash escapes (JSON, Swift, PO):
/// the backslash and the double quote escaped, line feed, carriage return and tab by their letters, and the
/// other control characters in each language's own form, which `control` gives (nil: the character as it is).
/// `quotes: false` leaves the double quote as it is, for a field of a tab-separated file.
package enum BackslashEscapes {
    package static func escaped(_ text: String, quotes: Bool = true, control: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"" where quotes: result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escaped = control(scalar) {
                    result += escaped
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `value` in `radix`, at least `width` digits (zeros before).
    package static func digits(_ value: UInt32, radix: Int, width: Int) -> String {
        let digits = String(value, radix: radix)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
