/// pipeline.json's `translationSource`: which file is read when a language folder holds both a translations
/// workbook (`words.xlsx`, `.ods`, `.csv`, `.tsv`) and an XLIFF file (`words.xliff`), which is otherwise an error
/// naming both. Either one word for every language (`"translationSource": "xliff"`) or a word per language
/// (`"translationSource": {"fr": "xliff", "de": "workbook"}`).
package enum TranslationSourceChoice: Codable, Equatable, Sendable {
    /// The kinds of translation file.
    package enum Source: String, Codable, CaseIterable, Sendable {
        case workbook
        /// The folder's translation tool's file: XLIFF, or PO (`"po"` says the same).
        case xliff

        /// The value pipeline.json gives: `workbook`, `xliff`, or `po` (read as `xliff`).
        init?(word: String) {
            self.init(rawValue: word == "po" ? "xliff" : word)
        }
    }

    case everyLanguage(Source)
    case byLanguage([String: Source])

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let word = try? container.decode(String.self) {
            guard let source = Source(word: word) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected “workbook”, “xliff” or “po”, not “\(word)”")
            }
            self = .everyLanguage(source)
            return
        }
        let words = try decoder.container(keyedBy: AnyCodingKey.self)
        var sources: [String: Source] = [:]
        for key in words.allKeys {
            let word = try words.decode(String.self, forKey: key)
            guard let source = Source(word: word) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: words, debugDescription: "expected “workbook”, “xliff” or “po”, not “\(word)”")
            }
            sources[key.stringValue] = source
        }
        self = .byLanguage(sources)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .everyLanguage(let source): try container.encode(source)
        case .byLanguage(let sources): try container.encode(sources)
        }
    }

    /// The file read for `language` when its folder holds both; nil: neither is chosen (an error).
    package func source(for language: LanguageCode) -> Source? {
        switch self {
        case .everyLanguage(let source): return source
        // pipeline.json's keys are text: a key that is no language code names no folder.
        case .byLanguage(let sources): return sources[language.description]
        }
    }
}
