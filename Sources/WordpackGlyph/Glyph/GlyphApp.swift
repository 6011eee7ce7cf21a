import WordpackCore

/// Glyph, the picture-card app for people who cannot speak: starter tile sets (one folder per list) and word
/// keyboards, per language, in Glyph's own terms and as Open Board Format packages.
package struct GlyphApp: AppSettings, LanguageSelecting {
    package static let kind = "glyph"

    /// The app's name: the root board's name in its Open Board packages.
    var name: String
    /// Lists whose words become tiles, one folder per list.
    var lists: Selection<String>
    package var languages: Selection<LanguageCode>
    /// Languages left out when `languages` is `"all"`.
    package var excludeLanguages: [LanguageCode]
    /// Lists whose words become keyboards.
    var keyboards: [String]
    /// The most words a keyboard holds.
    var maxKeys: Int
    /// Who owns the pictures and words: the `license` of every board.
    var license: OpenBoard.License

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, lists, languages, excludeLanguages, keyboards, maxKeys, license
    }

    package init(
        name: String, lists: Selection<String>, languages: Selection<LanguageCode> = .all,
        excludeLanguages: [LanguageCode] = [],
        keyboards: [String] = [], maxKeys: Int = 40, license: OpenBoard.License = OpenBoard.License(type: "private")
    ) {
        self.name = name
        self.lists = lists
        self.languages = languages
        self.excludeLanguages = excludeLanguages
        self.keyboards = keyboards
        self.maxKeys = maxKeys
        self.license = license
    }

    package init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self, besides: App.kindKey)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        lists = try container.decode(Selection<String>.self, forKey: .lists)
        // What pipeline.json leaves out is the memberwise initialiser's default: each default is written once.
        let defaults = Self(name: name, lists: lists)
        languages = try container.decode(.languages, default: defaults.languages)
        excludeLanguages = try container.decode(.excludeLanguages, default: defaults.excludeLanguages)
        keyboards = try container.decode(.keyboards, default: defaults.keyboards)
        maxKeys = try container.decode(.maxKeys, default: defaults.maxKeys)
        license = try container.decode(.license, default: defaults.license)
        guard maxKeys >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .maxKeys, in: container, debugDescription: "a number of words of 1 or more, not \(maxKeys)")
        }
    }
}
