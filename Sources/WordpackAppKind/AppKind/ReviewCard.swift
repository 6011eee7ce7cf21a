import WordpackCore

/// One list of an app on the review page: a card per word, in sheet order.
package struct ReviewList: Sendable {
    package var name: String
    package var cards: [ReviewCard]

    package init(name: String, cards: [ReviewCard]) {
        self.name = name
        self.cards = cards
    }
}

/// One word of an app as the app shows it: its picture and reward sound as built, and its text and recording
/// in each language of the app. `rows` and `files` say which findings of `check` belong on the card.
package struct ReviewCard: Sendable {
    package var list: String
    package var key: String
    /// The word's row in its list sheet.
    package var row: Location
    /// Path under `outputs/` of the picture as it ships, when planned.
    package var picture: String?
    /// Path under `outputs/` of the reward sound as it ships, when planned.
    package var sound: String?
    /// Disabled in the list sheet.
    package var disabled: Bool
    /// In the app's language order.
    package var texts: [ReviewText]
    /// Input files the card's media are made from (a finding about one of them belongs on the card).
    package var files: [String]
    /// Whether the app shows a picture for the word: a card of an app of text alone (Olé) says nothing of one.
    package var showsPicture = true

    package init(
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
package struct ReviewText: Sendable {
    package var language: LanguageCode
    package var word: String?
    package var sortkey: String?
    /// 0 uppercase, 1 lowercase, 2 capitalized.
    package var caseOverride: Int?
    package var disabled: Bool
    /// Path under `outputs/` of the spoken word as it ships, when planned.
    package var speech: String?
    /// The translation's row (nil when the language has no row for the word).
    package var cell: Location?
    /// The recording's input file.
    package var speechSource: String?
    /// When the translation was made against a reference text that has changed since: that text
    /// (`markingOutdated`).
    package var outdatedFrom: String?
    /// When the recording was made for another word than `word`: that word (`markingOutdated`).
    package var recordedFor: String?

    package init(
        language: LanguageCode, word: String?, sortkey: String? = nil, caseOverride: Int? = nil, disabled: Bool = false,
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
