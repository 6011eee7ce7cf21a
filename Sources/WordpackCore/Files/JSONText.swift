import Foundation

/// JSON written by hand, for output files whose exact bytes matter (key order, line endings,
/// spacing) and that `JSONEncoder` cannot lay out that way.
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every other
    /// character as UTF-8 (no `\/`, no `\u` for accented letters), in Unicode NFC.
    package static func quoted(_ text: String) -> String {
        let escaped = BackslashEscapes.escaped(text.precomposedStringWithCanonicalMapping) {
            $0.value < 0x20 ? "\\u" + BackslashEscapes.digits($0.value, radix: 16, width: 4) : nil
        }
        return "\"" + escaped + "\""
    }
}
