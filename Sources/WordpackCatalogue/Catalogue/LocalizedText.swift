/// The text of `all.txt` or `other.txt`.
package struct LocalizedText: Codable, Equatable, Sendable {
    package var text: String
    package var path: String

    package init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}
