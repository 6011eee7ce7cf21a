import WordpackCore

/// A list's name in one language (`name.txt`).
public struct ListName: Codable, Equatable, Sendable {
    public var list: String
    public var name: String
    public var location: Location

    public init(list: String, name: String, location: Location) {
        self.list = list
        self.name = name
        self.location = location
    }
}
