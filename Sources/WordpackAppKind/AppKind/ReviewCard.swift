import WordpackCore

/// One list of an app on the review page: a card per word, in sheet order.
public struct ReviewList: Sendable {
    public var name: String
    public var cards: [ReviewCard]

    public init(name: String, cards: [ReviewCard]) {
        self.name = name
        self.cards = cards
    }
}

/// One word of an app as the app shows it: its picture and reward sound as built, and its text and recording
/// in each language of the app. `rows` and `files` say which findings of `check` belong on the card.
public struct ReviewCard: Sendable {
    public var list: String
    public var key: String
    /// The word's row in its list sheet.
    public var row: Location
    /// Path under `outputs/` of the picture as it ships, when planned.
    public var picture: String?
    /// Path under `outputs/` of the reward sound as it ships, when planned.
    public var sound: String?
    /// Disabled in the list sheet.
    public var disabled: Bool
    /// In the app's language order.
    public var texts: [ReviewText]
    /// Input files the card's media are made from (a finding about one of them belongs on the card).
    public var files: [String]

    public init(
        list: String, key: String, row: Location, picture: String? = nil, sound: String? = nil, disabled: Bool = false,
        texts: [ReviewText] = [], files: [String] = []
    ) {
        self.list = list
        self.key = key
        self.row = row
        self.picture = picture
        self.sound = sound
        self.disabled = disabled
        self.texts = texts
        self.files = files
    }
}

/// A word in one language: the text the game shows (nil: not translated yet), how it sorts and is cased,
/// and the recording that ships for it.
public struct ReviewText: Sendable {
    public var language: String
    public var word: String?
    public var sortkey: String?
    /// 0 uppercase, 1 lowercase, 2 capitalized.
    public var caseOverride: Int?
    public var disabled: Bool
    /// Path under `outputs/` of the spoken word as it ships, when planned.
    public var speech: String?
    /// The translation's row (nil when the language has no row for the word).
    public var cell: Location?
    /// The recording's input file.
    public var speechSource: String?

    public init(
        language: String, word: String?, sortkey: String? = nil, caseOverride: Int? = nil, disabled: Bool = false,
        speech: String? = nil, cell: Location? = nil, speechSource: String? = nil
    ) {
        self.language = language
        self.word = word
        self.sortkey = sortkey
        self.caseOverride = caseOverride
        self.disabled = disabled
        self.speech = speech
        self.cell = cell
        self.speechSource = speechSource
    }
}
