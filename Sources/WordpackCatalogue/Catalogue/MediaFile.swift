/// A file in `inputs/`: its path from the project folder and its name without extension (NFC).
package struct MediaFile: Codable, Hashable, Sendable, Comparable {
    package var path: String
    package var name: String

    package init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The lowercase extension, `png`, `wav`, …
    package var fileExtension: String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].utf8.contains(UInt8(ascii: "/")) else { return "" }
        return path[path.index(after: dot)...].lowercased()
    }

    package static func < (lhs: MediaFile, rhs: MediaFile) -> Bool {
        (lhs.name, lhs.path) < (rhs.name, rhs.path)
    }
}
