/// The text of `all.txt` or `other.txt`.
public struct LocalizedText: Codable, Equatable, Sendable {
    public var text: String
    public var path: String

    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}
