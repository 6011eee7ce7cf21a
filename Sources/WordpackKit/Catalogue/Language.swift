/// Everything one language folder (`inputs/languages/<code>/`) holds.
public struct Language: Codable, Equatable, Sendable {
    /// The folder name: an ISO 639 code with optional variants (`en`, `en-GB-phonics`, `jam`).
    public var code: String
    /// The language this one falls back to for what it leaves out (words, list names, speech, texts, flag):
    /// set for phonics variants and other written forms (`en-phonics` → `en`) when that language exists;
    /// never for a regional variant (`en-GB` has its own speech).
    public var fallback: String?
    /// The tables the translations and list names came from.
    public var sources: [SheetSource]
    /// In list order, then sheet order.
    public var translations: [Translation]
    public var listNames: [ListName]
    /// `all.txt`: "All Words" in this language.
    public var allWordsText: LocalizedText?
    /// `other.txt`: "Other…" in this language.
    public var otherText: LocalizedText?
    public var flag: MediaFile?
    public var letters: [LetterSound]
    /// Spoken words, by list.
    public var recordings: [Recording]
    /// Translation files that could not be read (already reported): the language's completeness is not judged.
    public var unreadableFiles: [String] = []

    public init(
        code: String, fallback: String? = nil, sources: [SheetSource] = [], translations: [Translation] = [],
        listNames: [ListName] = [], allWordsText: LocalizedText? = nil, otherText: LocalizedText? = nil,
        flag: MediaFile? = nil, letters: [LetterSound] = [], recordings: [Recording] = []
    ) {
        self.code = code
        self.fallback = fallback
        self.sources = sources
        self.translations = translations
        self.listNames = listNames
        self.allWordsText = allWordsText
        self.otherText = otherText
        self.flag = flag
        self.letters = letters
        self.recordings = recordings
    }

    public func source(for location: Location) -> SheetSource? {
        sources.first { $0.file == location.file && $0.sheet == location.sheet }
    }
}

/// One row of a translations sheet: a key of a list, as a word of this language.
public struct Translation: Codable, Equatable, Sendable {
    public var list: String
    public var key: String
    /// The word as the game shows it; `nil` when the cell is still empty (not yet translated); empty when
    /// the cell held only spaces or invisible characters (an error).
    public var word: String?
    public var sortkey: String?
    public var caseOverride: CaseOverride?
    public var disabled: Bool
    /// The recording's name when it is not the key.
    public var speech: String?
    public var extras: [String: String]
    /// The row, with the `word` column.
    public var location: Location

    public init(
        list: String, key: String, word: String?, sortkey: String? = nil, caseOverride: CaseOverride? = nil,
        disabled: Bool = false, speech: String? = nil, extras: [String: String] = [:], location: Location
    ) {
        self.list = list
        self.key = key
        self.word = word
        self.sortkey = sortkey
        self.caseOverride = caseOverride
        self.disabled = disabled
        self.speech = speech
        self.extras = extras
        self.location = location
    }

    public var speechName: String { speech ?? key }
}

/// How FirstWords shows a word whatever the player's letter-case option: the plist's `caseOverride`.
public enum CaseOverride: Int, Codable, Sendable, CaseIterable {
    case uppercase = 0
    case lowercase = 1
    case capitalized = 2
}

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

/// The text of `all.txt` or `other.txt`.
public struct LocalizedText: Codable, Equatable, Sendable {
    public var text: String
    public var path: String

    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}

/// A letter's sound: `A.wav` for every position, or `S-final.wav` and `S-other.wav`.
public struct LetterSound: Codable, Equatable, Sendable {
    public enum Position: String, Codable, Sendable {
        case any, final, other
    }

    /// The letter as its file is named (NFC).
    public var letter: String
    public var position: Position
    public var file: MediaFile

    public init(letter: String, position: Position, file: MediaFile) {
        self.letter = letter
        self.position = position
        self.file = file
    }
}

/// A spoken word: `speech/<List>/<name>.wav`.
public struct Recording: Codable, Equatable, Sendable {
    public var list: String
    public var file: MediaFile

    public init(list: String, file: MediaFile) {
        self.list = list
        self.file = file
    }
}
