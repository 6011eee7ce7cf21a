import Foundation
import WordpackCore

/// `outputs/ole/words.json`, laid out byte for byte like the file Olé ships: a JSON array of objects with
/// `text_eng` then `text_spa`, two-space indents, no space after the colon, CRLF line ends, UTF-8 in NFC.
package enum OleWordsFile {
    static let path = "ole/words.json"

    static func data(_ pairs: [OlePair]) -> Data {
        var text = "["
        for (index, pair) in pairs.enumerated() {
            text += index == 0 ? "\r\n" : ",\r\n"
            text += "  {\r\n    \"text_eng\":\(JSONText.quoted(pair.english)),\r\n"
            text += "    \"text_spa\":\(JSONText.quoted(pair.spanishText))\r\n  }"
        }
        text += "\r\n]\r\n"
        return Data(text.utf8)
    }
}
