import Foundation
import WordpackCore

/// `outputs/chatwa/levels.json`: the rounds in the shape Chatwa imports into its Firebase node, keyed by
/// round number from "0" in order, each with `hint`, `answer` and `grid` (two-space indents, LF, UTF-8 NFC).
package enum ChatwaLevelsFile {
    package static let path = "chatwa/levels.json"

    package static func data(_ rounds: [ChatwaRound]) -> Data {
        guard !rounds.isEmpty else { return Data("{\n  \"words\": {}\n}\n".utf8) }
        var text = "{\n  \"words\": {"
        for (index, round) in rounds.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    \"\(index)\": {\n"
            text += "      \"hint\": \(JSONText.quoted(round.hint)),\n"
            text += "      \"answer\": \(JSONText.quoted(round.answer)),\n"
            text += "      \"grid\": \(JSONText.quoted(round.grid))\n"
            text += "    }"
        }
        text += "\n  }\n}\n"
        return Data(text.utf8)
    }
}
