import WordpackCore

/// One row of a translations sheet: a key of a list, as a word of this language.
///
/// Its fields are in an order that leaves no gaps between them (120 bytes a row, where the order of the sheet's
/// columns left 176): a catalogue holds 3,000,000 rows at 100,000 words × 30 languages.
package struct Translation: Equatable, Sendable {
    package var list: String
    package var key: String
    /// The word as the game shows it; `nil` when the cell is still empty (not yet translated); empty when
    /// the cell held only spaces or invisible characters (an error).
    package var word: String?
    package var sortkey: String?
    /// The recording's name when it is not the key.
    package var speech: String?
    /// The row, with the `word` column.
    package var location: Location {
        get { place.location }
        set { place = RowPlace(newValue) }
    }
    private var place: RowPlace
    /// Columns that wordpack does not interpret itself, by lowercase header.
    package var extras: [String: String] {
        get { extraColumns.values }
        set { extraColumns = ExtraColumns(newValue) }
    }
    /// `extras`, as the store gave them until asked for.
    var extraColumns: ExtraColumns
    package var caseOverride: CaseOverride?
    package var disabled: Bool

    /// `extras[name]`, with no dictionary made of the row's extra columns when it has no such column.
    package func extra(_ name: String) -> String? {
        extraColumns.value(name)
    }

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
        self.place = RowPlace(location)
    }

    package enum CodingKeys: String, CodingKey {
        case list, key, word, sortkey, caseOverride, disabled, speech
        case extraColumns = "extras"
        case location
    }

    package var speechName: String { speech ?? key }

    /// The field of a translation holding the reference text it was made against: the heading `reference (en)`
    /// of the workbook `add-language` makes, as a field name; an XLIFF unit's source is kept under it too.
    package static func referenceField(_ referenceLanguage: String) -> String {
        ColumnHeading.fieldName("reference (\(referenceLanguage))")
    }

    /// The field of the reference language `code`'s text (`reference (en)`).
    package static func referenceField(_ code: LanguageCode) -> String {
        referenceField(code.description)
    }
}

extension Translation: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        list = try container.decode(String.self, forKey: .list)
        key = try container.decode(String.self, forKey: .key)
        word = try container.decodeIfPresent(String.self, forKey: .word)
        sortkey = try container.decodeIfPresent(String.self, forKey: .sortkey)
        caseOverride = try container.decodeIfPresent(CaseOverride.self, forKey: .caseOverride)
        disabled = try container.decode(Bool.self, forKey: .disabled)
        speech = try container.decodeIfPresent(String.self, forKey: .speech)
        extraColumns = try container.decode(ExtraColumns.self, forKey: .extraColumns)
        place = RowPlace(try container.decode(Location.self, forKey: .location))
    }

    /// As the compiler would for the fields' `CodingKeys`, the location as one.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(list, forKey: .list)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(word, forKey: .word)
        try container.encodeIfPresent(sortkey, forKey: .sortkey)
        try container.encodeIfPresent(caseOverride, forKey: .caseOverride)
        try container.encode(disabled, forKey: .disabled)
        try container.encodeIfPresent(speech, forKey: .speech)
        try container.encode(extraColumns, forKey: .extraColumns)
        try container.encode(location, forKey: .location)
    }
}
