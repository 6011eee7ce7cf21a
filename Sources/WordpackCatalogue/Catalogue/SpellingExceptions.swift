/// `spelling.txt` of a language folder: one word (or phrase) a line that is never a spelling error and never
/// reported as left the same as the reference language's text (`pizza`, a brand, a name).
struct SpellingExceptions: Codable, Equatable, Sendable {
    /// The lines, cleaned and in NFC, without empty lines and `#` comments, in file order.
    package let words: [String]
    package let path: String
    private let lookup: Set<String>

    package enum CodingKeys: String, CodingKey { case words, path }

    package init(words: [String], path: String) {
        self.words = words
        self.path = path
        lookup = Set(words)
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            words: try container.decode([String].self, forKey: .words),
            path: try container.decode(String.self, forKey: .path))
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(words, forKey: .words)
        try container.encode(path, forKey: .path)
    }

    static func == (lhs: SpellingExceptions, rhs: SpellingExceptions) -> Bool {
        lhs.words == rhs.words && lhs.path == rhs.path
    }

    /// Whether `text` is listed as it is, or in lower case, or with its first letter in lower case (a listed
    /// word may start a sentence or be shown in capitals).
    package func contains(_ text: String) -> Bool {
        lookup.contains(text) || lookup.contains(text.lowercased())
            || lookup.contains(text.prefix(1).lowercased() + text.dropFirst())
    }
}
