import WordpackCore

/// Chatwa: rounds with an English hint and an answer in the game's language.
package struct ChatwaApp: AppSettings {
    package static let kind = "chatwa"

    var lists: Selection<String>
    var language: LanguageCode
    var hintLanguage: LanguageCode

    enum CodingKeys: String, CodingKey, CaseIterable { case lists, language, hintLanguage }

    package init(lists: Selection<String> = .all, language: LanguageCode = "jam", hintLanguage: LanguageCode = "en") {
        self.lists = lists
        self.language = language
        self.hintLanguage = hintLanguage
    }

    package init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self, besides: App.kindKey)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // What pipeline.json leaves out is the memberwise initialiser's default: each default is written once.
        let defaults = Self()
        lists = try container.decode(.lists, default: defaults.lists)
        language = try container.decode(.language, default: defaults.language)
        hintLanguage = try container.decode(.hintLanguage, default: defaults.hintLanguage)
    }
}

extension PipelineConfiguration {
    /// The Chatwa apps, in id order.
    var chatwaApps: [(id: String, app: ChatwaApp)] { apps(of: ChatwaApp.self) }
}
