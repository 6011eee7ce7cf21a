/// What an app ships, as the manifest states it: its kind, and per language how many words of each list,
/// or how many entries (pairs, rounds).
package struct AppDescription: Codable, Equatable, Sendable {
    package var id: String
    package var kind: String
    package var name: String?
    package var lists: [String]?
    package var languages: [LanguageSummary]?
    /// Entries of an app that ships one file of them (Olé's pairs, Chatwa's rounds).
    package var entries: Int?

    package init(
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
