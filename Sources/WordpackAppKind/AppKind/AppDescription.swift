/// What an app ships, as the manifest states it: its kind, and per language how many words of each list,
/// or how many entries (pairs, rounds).
public struct AppDescription: Codable, Equatable, Sendable {
    public var id: String
    public var kind: String
    public var name: String?
    public var lists: [String]?
    public var languages: [LanguageSummary]?
    /// Entries of an app that ships one file of them (Olé's pairs, Chatwa's rounds).
    public var entries: Int?

    public init(
        id: String, kind: String, name: String? = nil, lists: [String]? = nil, languages: [LanguageSummary]? = nil,
        entries: Int? = nil
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.lists = lists
        self.languages = languages
        self.entries = entries
    }
}
