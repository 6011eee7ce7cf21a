import WordpackCore

/// A FirstWords app: its lists, its languages, and which lists have a free subset.
package struct FirstWordsApp: AppSettings, LanguageSelecting {
    package static let kind = "firstwords"

    /// The app's name, for reports (`First Words Deluxe`); the output folder is the app's id.
    var name: String
    var lists: Selection<String>
    package var languages: Selection<LanguageCode>
    /// Languages left out when `languages` is `"all"` (for example one used only by another app).
    package var excludeLanguages: [LanguageCode]
    /// The lists that get a free subset, and how the subset is chosen.
    var free: [String: FreeSubsetRule]
    /// The app's UX colours by name (`Letter Tiles/Background`), written as its `Common.xcassets`; nil: the app
    /// keeps its own catalog and none is written.
    var colors: [String: ColorSetting]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, lists, languages, excludeLanguages, free, colors
    }

    package init(
        name: String, lists: Selection<String>, languages: Selection<LanguageCode> = .all,
        excludeLanguages: [LanguageCode] = [],
        free: [String: FreeSubsetRule] = [:], colors: [String: ColorSetting]? = nil
    ) {
        self.name = name
        self.lists = lists
        self.languages = languages
        self.excludeLanguages = excludeLanguages
        self.free = free
        self.colors = colors
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
        free = try container.decode(.free, default: defaults.free)
        colors = try container.decodeIfPresent([String: ColorSetting].self, forKey: .colors)
    }
}

extension PipelineConfiguration {
    /// The FirstWords apps, in id order.
    var firstWordsApps: [(id: String, app: FirstWordsApp)] { apps(of: FirstWordsApp.self) }
}
