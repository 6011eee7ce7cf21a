import Foundation

/// `words/<key>.json`: one word in WordsAPI's shape (`word`, `results`, `syllables`, `pronunciation`,
/// `frequency`, with WordsAPI's field names), and wordpack's own fields under the one key `wordpack`.
/// `results` holds one entry per sense, each with all six fields (empty lists when the sheet has none,
/// `partOfSpeech` null when it is empty); `syllables`, `pronunciation` and `frequency` are left out when unknown,
/// as WordsAPI leaves them out.
enum VocabularyWordFile {
    /// The extension key: everything under it is wordpack's, not WordsAPI's.
    static let extensionKey = "wordpack"

    struct Document: Encodable {
        var word: String
        var results: [Result]
        var syllables: Syllables?
        var pronunciation: [String: String]?
        var frequency: Double?
        var wordpack: Extension
    }

    struct Result: Encodable {
        var definition: String
        var partOfSpeech: String?
        var synonyms, antonyms, typeOf, examples: [String]
        /// Written only when the sheet has them, as WordsAPI gives a result only the relations it has.
        var hasTypes: [String] = []
        var partOf: [String] = []
        var hasParts: [String] = []
        var similarTo: [String] = []
        var also: [String] = []

        enum CodingKeys: String, CodingKey {
            case definition, partOfSpeech, synonyms, antonyms, typeOf, examples, hasTypes, partOf, hasParts
            case similarTo, also
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(definition, forKey: .definition)
            try container.encode(partOfSpeech, forKey: .partOfSpeech)  // null, as WordsAPI allows
            try container.encode(synonyms, forKey: .synonyms)
            try container.encode(antonyms, forKey: .antonyms)
            try container.encode(typeOf, forKey: .typeOf)
            try container.encode(examples, forKey: .examples)
            for (key, values) in [
                (CodingKeys.hasTypes, hasTypes), (.partOf, partOf), (.hasParts, hasParts), (.similarTo, similarTo),
                (.also, also),
            ] where !values.isEmpty {
                try container.encode(values, forKey: key)
            }
        }
    }

    struct Syllables: Encodable {
        var count: Int
        var list: [String]
    }

    struct Extension: Encodable {
        var key: String
        var level: String?
        var category: String
        var translations: [String: String]
        /// The MP3 recording, relative to the app's folder.
        var audio: String?
        var derived: [String]
    }

    /// The file's bytes: pretty-printed, keys sorted, a final line break.
    package static func data(
        _ entry: VocabularyEntry, levels: [String], audio: String?, derivation: WordDerivation = .none
    ) throws -> Data {
        try data(entry, facts: WordFacts(entry, levels: levels, derivation: derivation), audio: audio)
    }

    /// The same, with the word's `facts` already worked out.
    package static func data(_ entry: VocabularyEntry, facts: WordFacts, audio: String?) throws -> Data {
        let document = Document(
            word: entry.word,
            results: entry.senses.map {
                Result(
                    definition: $0.definition ?? "", partOfSpeech: $0.partOfSpeech, synonyms: $0.synonyms,
                    antonyms: $0.antonyms, typeOf: $0.typeOf, examples: $0.examples, hasTypes: $0.hasTypes,
                    partOf: $0.partOf, hasParts: $0.hasParts, similarTo: $0.similarTo, also: $0.also)
            },
            syllables: facts.syllables.map { Syllables(count: $0.count, list: $0) },
            pronunciation: facts.pronunciation, frequency: facts.frequency,
            wordpack: Extension(
                key: entry.key, level: facts.level, category: entry.list, translations: entry.translations,
                audio: audio, derived: facts.derived))
        return try VocabularyJSON.data(document)
    }
}

/// The JSON layout of the vocabulary app's files.
enum VocabularyJSON {
    package static func data<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
