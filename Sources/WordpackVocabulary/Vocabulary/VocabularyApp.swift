import Foundation
import WordpackCore

/// The vocabulary app: an offline word bank in WordsAPI's shape, one file per word, with levels, categories
/// (one per list), translations, pronunciations and a daily word challenge.
package struct VocabularyApp: AppSettings {
    package static let kind = "vocabulary"
    /// The CEFR levels, easiest first: the default `levels`.
    package static let cefrLevels = ["A1", "A2", "B1", "B2", "C1", "C2"]

    /// The lists whose words the app teaches; each list is a category.
    var lists: Selection<String>
    /// The language the app teaches (its words, definitions and recordings).
    var language: LanguageCode
    /// Languages whose word for each entry is added, for the app's "choose a language".
    var translations: [LanguageCode]
    /// The level names, easiest first.
    var levels: [String]
    /// The daily challenge's schedule; none when absent.
    var daily: Daily?
    /// Also writes the word bank at WordsAPI's paths, under `api/` (`VocabularyAPI`).
    var api: Bool
    /// Also ships each pronunciation as CAF (`audio/<key>.caf`, the audio stage's conversion) beside the MP3.
    var caf: Bool

    /// A daily challenge from `start` (a date, `YYYY-MM-DD`) for `days` days.
    package struct Daily: Codable, Equatable, Sendable {
        var start: String
        var days: Int

        enum CodingKeys: String, CodingKey, CaseIterable { case start, days }

        package init(start: String, days: Int) {
            self.start = start
            self.days = days
        }

        package init(from decoder: Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            start = try container.decode(String.self, forKey: .start)
            days = try container.decode(Int.self, forKey: .days)
            guard DailyDate(start) != nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: .start, in: container, debugDescription: "a date written YYYY-MM-DD, not “\(start)”")
            }
            guard (1...36_600).contains(days) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .days, in: container, debugDescription: "a number of days from 1 to 36600, not \(days)")
            }
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, lists, language, translations, levels, daily, api, caf
    }

    package init(
        lists: Selection<String>, language: LanguageCode = "en", translations: [LanguageCode] = [],
        levels: [String] = cefrLevels,
        daily: Daily? = nil, api: Bool = false, caf: Bool = false
    ) {
        self.lists = lists
        self.language = language
        self.translations = translations
        self.levels = levels
        self.daily = daily
        self.api = api
        self.caf = caf
    }

    package init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lists = try container.decode(Selection<String>.self, forKey: .lists)
        // What pipeline.json leaves out is the memberwise initialiser's default: each default is written once.
        let defaults = Self(lists: lists)
        language = try container.decode(.language, default: defaults.language)
        translations = try container.decode(.translations, default: defaults.translations)
        levels = try container.decode(.levels, default: defaults.levels)
        daily = try container.decodeIfPresent(Daily.self, forKey: .daily)
        api = try container.decode(.api, default: defaults.api)
        caf = try container.decode(.caf, default: defaults.caf)
        guard !levels.isEmpty, Set(levels).count == levels.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .levels, in: container, debugDescription: "one or more level names, each once")
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lists, forKey: .lists)
        try container.encode(language, forKey: .language)
        try container.encode(translations, forKey: .translations)
        try container.encode(levels, forKey: .levels)
        try container.encodeIfPresent(daily, forKey: .daily)
        // Written only when on, so that the files of an app without them keep their settings.
        if api { try container.encode(api, forKey: .api) }
        if caf { try container.encode(caf, forKey: .caf) }
    }
}
