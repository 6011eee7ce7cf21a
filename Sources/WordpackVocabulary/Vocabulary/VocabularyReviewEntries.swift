import Foundation
import WordpackAppKind

/// A vocabulary app's words as its review page shows them: each entry as its word file in `outputs/` has it (the
/// derived values the build filled in included), and its pronunciation as the MP3 the app plays.
struct VocabularyReviewEntries {
    let bank: VocabularyBank
    /// The paths under `outputs/` the app's plan makes.
    let planned: Set<String>
    let outputs: URL
    /// List and key → the entry.
    private let entries: [String: VocabularyEntry]

    init(bank: VocabularyBank, planned: Set<String>, outputs: URL) {
        self.bank = bank
        self.planned = planned
        self.outputs = outputs
        entries = Dictionary(
            bank.entries.map { ($0.list + "\u{0}" + $0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The word file's shape, as far as the definition screen shows it.
    private struct WordFile: Decodable {
        struct Result: Decodable {
            var definition: String
            var partOfSpeech: String?
            var synonyms, antonyms, examples: [String]
        }
        struct Syllables: Decodable { var list: [String] }
        struct Extension: Decodable {
            var level: String?
            var category: String
            var translations: [String: String]
            var derived: [String]
        }
        var word: String
        var results: [Result]
        var syllables: Syllables?
        var pronunciation: [String: String]?
        var frequency: Double?
        var wordpack: Extension
    }

    private var folder: String { VocabularyLayout.folder(bank.appID) }

    /// The MP3 under `outputs/` that the app plays for `entry`, when the plan makes it.
    func pronunciation(of entry: VocabularyEntry) -> String? {
        let path = "\(folder)/\(VocabularyLayout.mp3(entry.key))"
        return entry.recording != nil && planned.contains(path) ? path : nil
    }

    /// Gives a word's card, in the app's language, the pronunciation the app plays.
    func addPronunciation(to card: inout ReviewCard) {
        guard let entry = entries[card.list + "\u{0}" + card.key],
            let index = card.texts.firstIndex(where: { $0.language == bank.app.language })
        else { return }
        card.texts[index].speech = pronunciation(of: entry)
        card.texts[index].speechSource = card.texts[index].speech == nil ? nil : entry.recording
    }

    /// The entry as its built word file has it; from the sheet (with the frequency table's values) when the file
    /// is not built or cannot be read.
    func definition(of entry: VocabularyEntry) -> ReviewDefinition {
        let sound = pronunciation(of: entry).map { ReviewFile(output: $0) }
        let url = outputs.appendingPathComponent("\(folder)/\(VocabularyLayout.wordFile(entry.key))")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(WordFile.self, from: data)
        else {
            let facts = WordFacts(entry, levels: bank.app.levels, derivation: .tables(language: bank.app.language))
            return ReviewDefinition(
                word: entry.word, pronunciation: facts.pronunciation.map(Self.said), syllables: facts.syllables ?? [],
                sound: sound,
                facts: Self.facts(
                    level: facts.level, frequency: facts.frequency, category: entry.list,
                    translations: entry.translations, derived: facts.derived)
                    + [ReviewDefinition.Fact(name: "word file", value: "not built yet")] + rhymes(of: entry),
                senses: entry.senses.map {
                    ReviewDefinition.Sense(
                        partOfSpeech: $0.partOfSpeech, definition: $0.definition ?? "", examples: $0.examples,
                        synonyms: $0.synonyms, antonyms: $0.antonyms)
                })
        }
        return ReviewDefinition(
            word: file.word, pronunciation: file.pronunciation.map(Self.said), syllables: file.syllables?.list ?? [],
            sound: sound,
            facts: Self.facts(
                level: file.wordpack.level, frequency: file.frequency, category: file.wordpack.category,
                translations: file.wordpack.translations, derived: file.wordpack.derived) + rhymes(of: entry),
            senses: file.results.map {
                ReviewDefinition.Sense(
                    partOfSpeech: $0.partOfSpeech, definition: $0.definition, examples: $0.examples,
                    synonyms: $0.synonyms, antonyms: $0.antonyms)
            })
    }

    /// With `api`, the word's rhymes as its built `rhymes` file has them (none when it is not built).
    private func rhymes(of entry: VocabularyEntry) -> [ReviewDefinition.Fact] {
        struct Body: Decodable {
            struct Rhymes: Decodable { var all: [String] }
            var rhymes: Rhymes
        }
        let path = "\(folder)/\(VocabularyLayout.apiDetail(VocabularyAPI.pathWord(entry.word), .rhymes))"
        guard bank.app.api, planned.contains(path),
            let data = try? Data(contentsOf: outputs.appendingPathComponent(path)),
            let body = try? JSONDecoder().decode(Body.self, from: data)
        else { return [] }
        return [
            .init(
                name: "rhymes", value: body.rhymes.all.isEmpty ? "none found" : body.rhymes.all.joined(separator: ", "))
        ]
    }

    /// WordsAPI's `pronunciation` as one line: `ɹeɪn`, or `noun: ˈɹɛkɔɹd; verb: ɹɪˈkɔɹd`.
    private static func said(_ pronunciation: [String: String]) -> String {
        if pronunciation.count == 1, let all = pronunciation["all"] { return all }
        return pronunciation.keys.sorted().map { "\($0): \(pronunciation[$0] ?? "")" }.joined(separator: "; ")
    }

    private static func facts(
        level: String?, frequency: Double?, category: String, translations: [String: String], derived: [String]
    ) -> [ReviewDefinition.Fact] {
        var facts: [ReviewDefinition.Fact] = []
        func remark(_ field: String) -> String? { derived.contains(field) ? "derived" : nil }
        if let level { facts.append(.init(name: "level", value: level, remark: remark("level"))) }
        if let frequency {
            facts.append(.init(name: "frequency", value: "Zipf \(frequency)", remark: remark("frequency")))
        }
        facts.append(.init(name: "category", value: category))
        for code in translations.keys.sorted() { facts.append(.init(name: code, value: translations[code] ?? "")) }
        for field in ["syllables", "pronunciation"] where derived.contains(field) {
            facts.append(.init(name: field, value: "derived"))
        }
        return facts
    }
}
