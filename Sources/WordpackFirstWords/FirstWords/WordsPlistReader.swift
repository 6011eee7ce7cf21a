import WordpackCore
import WordpackXML

/// Reads back a FirstWords `words.plist` (an array of dictionaries of strings, integers and booleans),
/// for the changes report of a release.
enum WordsPlistReader {
    /// Each word's fields as text (`true` for a boolean, the digits of an integer).
    static func read(path: String, displayPath: String) throws -> [[String: String]] {
        let reader = try XMLStreamReader(path: path, location: Location(file: displayPath))
        var words: [[String: String]] = []
        var current: [String: String]?
        var key: String?
        var text = ""
        while try reader.read() {
            switch reader.nodeType {
            case .element:
                text = ""
                switch reader.localName {
                case "dict": current = [:]
                case "true", "false":
                    if let name = key { current?[name] = reader.localName }
                    key = nil
                default: break
                }
            case .text:
                text += reader.text
            case .endElement:
                switch reader.localName {
                case "dict":
                    if let current { words.append(current) }
                    current = nil
                case "key": key = text
                case "string", "integer":
                    if let name = key { current?[name] = text }
                    key = nil
                default: break
                }
            case .other:
                break
            }
        }
        return words
    }
}
