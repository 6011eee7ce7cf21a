import WordpackCore

/// A list's name in one language (`name.txt`).
package struct ListName: Codable, Equatable, Sendable {
    package var list: String
    package var name: String
    package var location: Location

    package init(list: String, name: String, location: Location) {
        self.list = list
        self.name = name
        self.location = location
    }
}
