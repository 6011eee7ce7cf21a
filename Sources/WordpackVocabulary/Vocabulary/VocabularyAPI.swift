import Foundation

/// With `"api": true`, the word bank at WordsAPI's paths and in its bodies, under `api/`, for a static host that
/// answers a path with that path plus `.json`: `api/words/<word>.json` is `GET /words/<word>` (the whole entry,
/// the same bytes as `words/<key>.json`), `api/words/<word>/<detail>.json` is `GET /words/<word>/<detail>`, and
/// `api/random.json` lists the words a client picks a random one from.
///
/// A detail's body is WordsAPI's for that endpoint, `{"word": …, "<detail>": …}`; what wordpack does not know
/// is left out, never invented (a word without a frequency answers `{"word": …}` at `/frequency`, and
/// `diversity` is never given). Which values were derived is said by the whole entry's `wordpack.derived`.
package enum VocabularyAPI {
    /// The detail endpoints WordsAPI documents whose values a word bank has (WordsAPI's `rhymes`, `hasTypes`,
    /// `partOf`, … have no column in the list sheet, so they are not written).
    package enum Detail: String, CaseIterable, Sendable {
        case definitions, examples, frequency, pronunciation, syllables, synonyms, antonyms, typeOf
    }

    /// The entries that get files: the first entry of each word (a word in two lists is served once, as its
    /// first list has it), and only words that can be one segment of a path (no `/`, not `.` or `..`).
    package static func entries(of bank: VocabularyBank) -> [VocabularyEntry] {
        var seen: Set<String> = []
        return bank.entries.filter { entry in
            let word = pathWord(entry.word)
            guard !word.isEmpty, word != ".", word != "..", !word.contains("/"), !word.contains("\u{0}") else {
                return false
            }
            return seen.insert(word).inserted
        }
    }

    /// The word as it is named on disk: in Unicode's composed form (NFC), which is what a client's
    /// percent-encoded UTF-8 request (`/words/caf%C3%A9`) decodes to.
    package static func pathWord(_ word: String) -> String { word.precomposedStringWithCanonicalMapping }

    /// The body of `GET /words/<word>/<detail>`: pretty-printed, keys sorted, a final line break.
    package static func data(
        _ detail: Detail, of entry: VocabularyEntry, levels: [String], derivation: WordDerivation
    ) throws -> Data {
        let facts = WordFacts(entry, levels: levels, derivation: derivation)
        let word = entry.word
        switch detail {
        case .definitions:
            return try VocabularyJSON.data(
                Definitions(
                    word: word,
                    definitions: entry.senses.map {
                        Definition(definition: $0.definition ?? "", partOfSpeech: $0.partOfSpeech)
                    }))
        case .examples: return try list(word, "examples", entry.senses.flatMap(\.examples))
        case .synonyms: return try list(word, "synonyms", entry.senses.flatMap(\.synonyms))
        case .antonyms: return try list(word, "antonyms", entry.senses.flatMap(\.antonyms))
        case .typeOf: return try list(word, "typeOf", entry.senses.flatMap(\.typeOf))
        case .frequency:
            return try VocabularyJSON.data(FrequencyBody(word: word, frequency: facts.frequency.map(Frequency.init)))
        case .pronunciation:
            return try VocabularyJSON.data(PronunciationBody(word: word, pronunciation: facts.pronunciation))
        case .syllables:
            return try VocabularyJSON.data(
                SyllablesBody(
                    word: word,
                    syllables: facts.syllables.map { VocabularyWordFile.Syllables(count: $0.count, list: $0) }))
        }
    }

    /// `random.json`: every word the API serves, sorted, in the shape of WordsAPI's word search
    /// (`GET /words/?limit=<all>&page=1`): `{"query": {"limit", "page"}, "results": {"total", "data"}}`.
    package static func randomData(_ bank: VocabularyBank) throws -> Data {
        let words = entries(of: bank).map(\.word).sorted {
            $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
        }
        return try VocabularyJSON.data(
            Search(
                query: .init(limit: words.count, page: 1), results: .init(total: words.count, data: words)))
    }

    /// `{"word": …, "<name>": [values]}`, each value once, in sense order.
    private static func list(_ word: String, _ name: String, _ values: [String]) throws -> Data {
        var seen: Set<String> = []
        return try VocabularyJSON.data(
            ListBody(word: word, name: name, values: values.filter { seen.insert($0).inserted }))
    }

    struct Definitions: Encodable {
        var word: String
        var definitions: [Definition]
    }

    struct Definition: Encodable {
        var definition: String
        var partOfSpeech: String?

        enum CodingKeys: String, CodingKey { case definition, partOfSpeech }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(definition, forKey: .definition)
            try container.encode(partOfSpeech, forKey: .partOfSpeech)  // null, as in the whole entry
        }
    }

    struct ListBody: Encodable {
        var word: String
        var name: String
        var values: [String]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(word, forKey: Key(stringValue: "word"))
            try container.encode(values, forKey: Key(stringValue: name))
        }
    }

    /// WordsAPI's `/frequency` object: `zipf`, and `perMillion`, which the Zipf scale defines (log10 of the
    /// occurrences per billion words, so per million is 10^(zipf − 3)), to two decimals. `diversity` (the share
    /// of documents the word appears in) cannot be had from a Zipf value and is left out.
    struct Frequency: Encodable {
        var zipf: Double
        var perMillion: Double

        init(zipf: Double) {
            self.zipf = zipf
            perMillion = (pow(10, zipf - 3) * 100).rounded() / 100
        }
    }

    struct FrequencyBody: Encodable {
        var word: String
        var frequency: Frequency?
    }

    struct PronunciationBody: Encodable {
        var word: String
        var pronunciation: [String: String]?
    }

    struct SyllablesBody: Encodable {
        var word: String
        var syllables: VocabularyWordFile.Syllables?
    }

    struct Search: Encodable {
        struct Query: Encodable {
            var limit: Int
            var page: Int
        }

        struct Results: Encodable {
            var total: Int
            var data: [String]
        }

        var query: Query
        var results: Results
    }
}
