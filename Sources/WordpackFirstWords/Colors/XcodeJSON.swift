import WordpackCore

/// JSON written as Xcode writes an asset catalog's `Contents.json`: keys sorted, two spaces of indent per level,
/// ` : ` between a key and its value, and a newline at the end. The same value gives the same bytes.
package indirect enum XcodeJSON: Hashable, Sendable {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case number(Int)
    case bool(Bool)

    /// The whole file's text.
    var text: String { rendered(indent: "") + "\n" }

    private func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n\(indent)}" }
            let lines = members.keys.sorted().map { key in
                "\(inner)\(JSONText.quoted(key)) : \(members[key]?.rendered(indent: inner) ?? "null")"
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            guard !items.isEmpty else { return "[\n\n\(indent)]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let text): return JSONText.quoted(text)
        case .number(let number): return String(number)
        case .bool(let value): return value ? "true" : "false"
        }
    }
}
