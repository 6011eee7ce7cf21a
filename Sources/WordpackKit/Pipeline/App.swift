/// One app that wordpack builds content for, told apart by its `kind`.
public enum App: Codable, Equatable, Sendable {
    case firstWords(FirstWordsApp)
    case ole(OleApp)
    case chatwa(ChatwaApp)

    public enum Kind: String, Codable, Sendable, CaseIterable {
        case firstwords, ole, chatwa
    }

    enum KindKey: String, CodingKey { case kind }

    public init(from decoder: Decoder) throws {
        let kind: Kind = try decoder.container(keyedBy: KindKey.self).decodeChoice(.kind)
        switch kind {
        case .firstwords: self = .firstWords(try FirstWordsApp(from: decoder))
        case .ole: self = .ole(try OleApp(from: decoder))
        case .chatwa: self = .chatwa(try ChatwaApp(from: decoder))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        switch self {
        case .firstWords(let app):
            try container.encode(Kind.firstwords, forKey: .kind)
            try app.encode(to: encoder)
        case .ole(let app):
            try container.encode(Kind.ole, forKey: .kind)
            try app.encode(to: encoder)
        case .chatwa(let app):
            try container.encode(Kind.chatwa, forKey: .kind)
            try app.encode(to: encoder)
        }
    }
}

/// Either every item the catalogue has, or the ones named, in the order given.
public enum Selection: Codable, Equatable, Sendable {
    case all
    case only([String])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let word = try? container.decode(String.self) {
            guard word == "all" else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected \"all\" or a list of names, found \"\(word)\"")
            }
            self = .all
        } else {
            self = .only(try container.decode([String].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .all: try container.encode("all")
        case .only(let names): try container.encode(names)
        }
    }

    /// The selected names among `available` (sorted); named items are kept even when not available,
    /// so that `check` can report them.
    public func resolve(from available: [String], excluding excluded: [String] = []) -> [String] {
        switch self {
        case .all: return available.filter { !excluded.contains($0) }
        case .only(let names): return names.filter { !excluded.contains($0) }
        }
    }
}

/// A FirstWords app: its lists, its languages, and which lists have a free subset.
public struct FirstWordsApp: Codable, Equatable, Sendable {
    /// The app's name, for reports (`First Words Deluxe`); the output folder is the app's id.
    public var name: String
    public var lists: Selection
    public var languages: Selection
    /// Languages left out when `languages` is `"all"` (for example one used only by another app).
    public var excludeLanguages: [String]
    /// The lists that get a free subset, and how the subset is chosen.
    public var free: [String: FreeSubsetRule]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, name, lists, languages, excludeLanguages, free
    }

    public init(
        name: String, lists: Selection, languages: Selection = .all, excludeLanguages: [String] = [],
        free: [String: FreeSubsetRule] = [:]
    ) {
        self.name = name
        self.lists = lists
        self.languages = languages
        self.excludeLanguages = excludeLanguages
        self.free = free
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        lists = try container.decode(Selection.self, forKey: .lists)
        languages = try container.decode(.languages, default: .all)
        excludeLanguages = try container.decode(.excludeLanguages, default: [])
        free = try container.decode(.free, default: [:])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(lists, forKey: .lists)
        try container.encode(languages, forKey: .languages)
        try container.encode(excludeLanguages, forKey: .excludeLanguages)
        try container.encode(free, forKey: .free)
    }
}

/// How a free list is chosen: the words marked in the list sheet's `free` column, or the first N words.
public enum FreeSubsetRule: Codable, Equatable, Sendable {
    case sheet
    case first(Int)

    enum CodingKeys: String, CodingKey, CaseIterable { case first }

    public init(from decoder: Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            guard word == "sheet" else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "expected \"sheet\" or {\"first\": N}, found \"\(word)\""))
            }
            self = .sheet
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let count = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .first)
        guard count > 0 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [CodingKeys.first],
                    debugDescription: "a free list needs at least one word"))
        }
        self = .first(count)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .sheet:
            var container = encoder.singleValueContainer()
            try container.encode("sheet")
        case .first(let count):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .first)
        }
    }
}

/// Olé: English/Spanish pairs from the catalogue.
public struct OleApp: Codable, Equatable, Sendable {
    public var lists: Selection
    public var english: String
    public var spanish: String

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, lists, english, spanish }

    public init(lists: Selection = .all, english: String = "en", spanish: String = "es") {
        self.lists = lists
        self.english = english
        self.spanish = spanish
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lists = try container.decode(.lists, default: .all)
        english = try container.decode(.english, default: "en")
        spanish = try container.decode(.spanish, default: "es")
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lists, forKey: .lists)
        try container.encode(english, forKey: .english)
        try container.encode(spanish, forKey: .spanish)
    }
}

/// Chatwa: rounds with an English hint and an answer in the game's language.
public struct ChatwaApp: Codable, Equatable, Sendable {
    public var lists: Selection
    public var language: String
    public var hintLanguage: String

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, lists, language, hintLanguage }

    public init(lists: Selection = .all, language: String = "jam", hintLanguage: String = "en") {
        self.lists = lists
        self.language = language
        self.hintLanguage = hintLanguage
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lists = try container.decode(.lists, default: .all)
        language = try container.decode(.language, default: "jam")
        hintLanguage = try container.decode(.hintLanguage, default: "en")
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lists, forKey: .lists)
        try container.encode(language, forKey: .language)
        try container.encode(hintLanguage, forKey: .hintLanguage)
    }
}
