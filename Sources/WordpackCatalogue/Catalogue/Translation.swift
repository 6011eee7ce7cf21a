import WordpackCore

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
