import Foundation

/// JSON written by hand, for output files whose exact bytes matter (key order, line endings,
/// spacing) and that `JSONEncoder` cannot lay out that way.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every other
    /// character as UTF-8 (no `\/`, no `\u` for accented letters), in Unicode NFC.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
