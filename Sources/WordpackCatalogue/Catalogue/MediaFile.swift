/// A file in `inputs/`: its path from the project folder and its name without extension (NFC).
public struct MediaFile: Codable, Hashable, Sendable, Comparable {
    public var path: String
    public var name: String

    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The lowercase extension, `png`, `wav`, …
    public var fileExtension: String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return path[path.index(after: dot)...].lowercased()
    }

    public static func < (lhs: MediaFile, rhs: MediaFile) -> Bool {
        (lhs.name, lhs.path) < (rhs.name, rhs.path)
    }
}
