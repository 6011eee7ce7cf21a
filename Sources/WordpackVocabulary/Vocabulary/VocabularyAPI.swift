import Foundation

/// With `"api": true`, the word bank at WordsAPI's paths and in its bodies, under `api/`, for a static host that
/// answers a path with that path plus `.json`: `api/words/<word>.json` is `GET /words/<word>` (the whole entry,
/// the same bytes as `words/<key>.json`), `api/words/<word>/<detail>.json` is `GET /words/<word>/<detail>`, and
/// `api/random.json` lists the words a client picks a random one from; `api/nginx/` holds what the documented
/// nginx configuration includes to match words in any case and to answer `/words/?random=true`.
///
/// A detail's body is WordsAPI's for that endpoint, `{"word": …, "<detail>": …}`; what wordpack does not know
/// is left out, never invented (a word without a frequency answers `{"word": …}` at `/frequency`, and
/// `diversity` is never given). Which values were derived is said by the whole entry's `wordpack.derived`.
enum VocabularyAPI {
    /// Every detail endpoint WordsAPI documents (28). Each is written for every served word: a list the sheet
    /// has nothing for is empty (`{"word": …, "hasTypes": []}`), as WordsAPI answers for a known word.
    enum Detail: String, CaseIterable, Sendable {
        case definitions, examples, frequency, pronunciation, syllables, synonyms, antonyms, typeOf
        case hasTypes, partOf, hasParts, instanceOf, hasInstances, similarTo, also, entails, memberOf, hasMembers
        case substanceOf, hasSubstances, inCategory, hasCategories, usageOf, hasUsages, inRegion, regionOf
        case pertainsTo, rhymes
    }

    /// The entries that get files: the first entry of each word (a word in two lists is served once, as its
    /// first list has it), and only words that can be one segment of a path (no `/`, not `.` or `..`).
    static func entries(of bank: VocabularyBank) -> [VocabularyEntry] {
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
    static func pathWord(_ word: String) -> String { word.precomposedStringWithCanonicalMapping }

    /// The body of `GET /words/<word>/<detail>`: pretty-printed, keys sorted, a final line break.
    /// `rhymes` are the word's among the bank's (`VocabularyRhymes`).
    package static func data(
        _ detail: Detail, of entry: VocabularyEntry, levels: [String], derivation: WordDerivation,
        rhymes: [String] = []
    ) throws -> Data {
        try data(detail, of: entry, facts: WordFacts(entry, levels: levels, derivation: derivation), rhymes: rhymes)
    }

    /// The same, with the word's `facts` already worked out (once for its word file and its 28 details).
    package static func data(
        _ detail: Detail, of entry: VocabularyEntry, facts: WordFacts, rhymes: [String] = []
    ) throws -> Data {
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
        case .rhymes:
            return try VocabularyJSON.data(RhymesBody(word: word, rhymes: .init(all: rhymes)))
        case .hasTypes: return try list(word, "hasTypes", entry.senses.flatMap(\.hasTypes))
        case .partOf: return try list(word, "partOf", entry.senses.flatMap(\.partOf))
        case .hasParts: return try list(word, "hasParts", entry.senses.flatMap(\.hasParts))
        case .similarTo: return try list(word, "similarTo", entry.senses.flatMap(\.similarTo))
        case .also: return try list(word, "also", entry.senses.flatMap(\.also))
        case .instanceOf, .hasInstances, .entails, .memberOf, .hasMembers, .substanceOf, .hasSubstances, .inCategory,
            .hasCategories, .usageOf, .hasUsages, .inRegion, .regionOf, .pertainsTo:
            return try list(word, detail.rawValue, [])
        case .syllables:
            return try VocabularyJSON.data(
                SyllablesBody(
                    word: word,
                    syllables: facts.syllables.map { VocabularyWordFile.Syllables(count: $0.count, list: $0) }))
        }
    }

    /// `random.json`: every word the API serves, sorted, in the shape of WordsAPI's word search
    /// (`GET /words/?limit=<all>&page=1`): `{"query": {"limit", "page"}, "results": {"total", "data"}}`.
    static func randomData(_ bank: VocabularyBank) throws -> Data {
        let words = entries(of: bank).map(\.word).sorted(by: scalarOrder)
        return try VocabularyJSON.data(
            Search(
                query: .init(limit: words.count, page: 1), results: .init(total: words.count, data: words)))
    }

    /// The nginx `map` body (`api/nginx/words.map`) that finds a word's file whatever the case it is asked in:
    /// a line `"<word>" "<word>";` per served word. nginx compares a map's strings ignoring case (ASCII letters:
    /// `/words/RAIN` finds `rain`, `/words/ÉTÉ` does not find `été`). A word nginx could not read back in
    /// quotes (`"`, `\`, `$`, `{`, `}`, `;` or a control character) is left out: asked as written, it is still found.
    static func wordsMap(_ bank: VocabularyBank) -> Data {
        Data(nginxWords(bank).map { "\"\($0)\" \"\($0)\";\n" }.joined().utf8)
    }

    /// The nginx configuration (`api/nginx/random.conf`) that answers `GET /words/?random=true` from the files:
    /// `split_clients` over each request's random `$request_id`, giving every served word an equal share of the
    /// requests (nginx counts shares in hundredths of a percent, so a bank of more than 10,000 words offers
    /// 10,000 of them, evenly spread). Sets `$wordbank_random` to the word.
    static func randomConfiguration(_ bank: VocabularyBank) -> Data {
        let all = nginxWords(bank)
        let limit = 10_000
        let words =
            all.count <= limit ? all : (0..<limit).map { all[$0 * all.count / limit] }
        var text = "split_clients \"${request_id}\" $wordbank_random {\n"
        let share = words.isEmpty ? 0 : limit / words.count
        for (index, word) in words.enumerated() {
            let percent = index == words.count - 1 ? "*" : String(format: "%d.%02d%%", share / 100, share % 100)
            text += "    \(percent) \"\(word)\";\n"
        }
        return Data((text + "}\n").utf8)
    }

    /// The served words nginx can read back in quotes in its configuration, sorted (`scalarOrder`).
    private static func nginxWords(_ bank: VocabularyBank) -> [String] {
        entries(of: bank).map { pathWord($0.word) }.sorted(by: scalarOrder).filter { word in
            !word.unicodeScalars.contains {
                "\"\\${};".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F
            }
        }
    }

    /// Words in the order of their Unicode scalars: the same on every machine, whatever its locale.
    static func scalarOrder(_ left: String, _ right: String) -> Bool {
        left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars)
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

        func encode(to encoder: Encoder) throws {
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

        func encode(to encoder: Encoder) throws {
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

    struct RhymesBody: Encodable {
        struct Rhymes: Encodable {
            var all: [String]
        }

        var word: String
        var rhymes: Rhymes
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
