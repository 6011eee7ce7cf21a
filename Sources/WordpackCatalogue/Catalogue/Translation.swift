import WordpackCore

/// One row of a translations sheet: a key of a list, as a word of this language.
package struct Translation: Codable, Equatable, Sendable {
    package var list: String
    package var key: String
    /// The word as the game shows it; `nil` when the cell is still empty (not yet translated); empty when
    /// the cell held only spaces or invisible characters (an error).
    package var word: String?
    package var sortkey: String?
    package var caseOverride: CaseOverride?
    package var disabled: Bool
    /// The recording's name when it is not the key.
    package var speech: String?
    package var extras: [String: String]
    /// The row, with the `word` column.
    package var location: Location

    package init(
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

    package var speechName: String { speech ?? key }
}
