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

    /// `extras[name]`, with no dictionary made of the row's extra columns when it has no such column.
    package func extra(_ name: String) -> String? {
        extraColumns.value(name)
    }
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
