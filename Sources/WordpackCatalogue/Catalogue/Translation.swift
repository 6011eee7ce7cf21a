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
    /// Columns that wordpack does not interpret itself, by lowercase header.
    package var extras: [String: String] {
        get { extraColumns.values }
        set { extraColumns = ExtraColumns(newValue) }
    }
    /// `extras`, as the store gave them until asked for.
    var extraColumns: ExtraColumns
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
        self.extraColumns = ExtraColumns(extras)
        self.location = location
    }

    package enum CodingKeys: String, CodingKey {
        case list, key, word, sortkey, caseOverride, disabled, speech, extras, location
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        list = try container.decode(String.self, forKey: .list)
        key = try container.decode(String.self, forKey: .key)
        word = try container.decodeIfPresent(String.self, forKey: .word)
        sortkey = try container.decodeIfPresent(String.self, forKey: .sortkey)
        caseOverride = try container.decodeIfPresent(CaseOverride.self, forKey: .caseOverride)
        disabled = try container.decode(Bool.self, forKey: .disabled)
        speech = try container.decodeIfPresent(String.self, forKey: .speech)
        extraColumns = ExtraColumns(try container.decode([String: String].self, forKey: .extras))
        location = try container.decode(Location.self, forKey: .location)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(list, forKey: .list)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(word, forKey: .word)
        try container.encodeIfPresent(sortkey, forKey: .sortkey)
        try container.encodeIfPresent(caseOverride, forKey: .caseOverride)
        try container.encode(disabled, forKey: .disabled)
        try container.encodeIfPresent(speech, forKey: .speech)
        try container.encode(extras, forKey: .extras)
        try container.encode(location, forKey: .location)
    }

    package var speechName: String { speech ?? key }
}
