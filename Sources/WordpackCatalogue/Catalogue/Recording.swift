/// A spoken word: `speech/<List>/<name>.wav`.
public struct Recording: Codable, Equatable, Sendable {
    public var list: String
    public var file: MediaFile

    public init(list: String, file: MediaFile) {
        self.list = list
        self.file = file
    }
}
