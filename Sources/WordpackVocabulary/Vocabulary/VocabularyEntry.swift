import WordpackCatalogue
import WordpackCore

/// One word of a vocabulary app: its senses (the list sheet's rows with its key, in sheet order), the word in
/// the app's language and in each translation language, and its recording.
struct VocabularyEntry: Sendable, Equatable {
    /// One row of the list sheet: one meaning of the word.
    struct Sense: Sendable, Equatable {
        var row: Int
        var definition: String?
        var partOfSpeech: String?
        var examples: [String]
        var synonyms: [String]
        var antonyms: [String]
        var typeOf: [String]
        var syllables: String?
        var pronunciation: String?
        var frequency: String?
        var level: String?
        /// WordsAPI's further relations, from their columns (`hasTypes`, `partOf`, `hasParts`, `similarTo`,
        /// `also`), each a list as `synonyms` is.
        var hasTypes: [String] = []
        var partOf: [String] = []
        var hasParts: [String] = []
        var similarTo: [String] = []
        var also: [String] = []
        /// The `rhymes` column: words added to the rhymes found from the pronunciations, and, written `-word`,
        /// words taken out of them.
        var rhymes: [String] = []
    }

    var key: String
    /// The list: the word's category.
    var list: String
    /// The word in the app's language.
    var word: String
    var senses: [Sense]
    /// Language → the word in it, for the translation languages that have one.
    var translations: [String: String]
    /// The word's recording in `inputs/`, when there is one.
    var recording: String?

    /// The first sense's part of speech: the word's in the index and the daily challenge.
    var partOfSpeech: String? { senses.first?.partOfSpeech }
    /// The first sense's definition: what the daily challenge asks for.
    var definition: String? { senses.first?.definition }
    /// The first value a sense gives for a field that describes the whole word (syllables, level, …).
    func first(_ field: KeyPath<Sense, String?>) -> String? {
        senses.lazy.compactMap { $0[keyPath: field] }.first
    }
}

extension VocabularyEntry.Sense {
    /// The related words of the relation columns, by WordsAPI's name, for the checks.
    var relations: [(name: String, column: String, words: [String])] {
        [
            ("synonyms", "synonyms", synonyms), ("antonyms", "antonyms", antonyms), ("typeOf", "typeof", typeOf),
            ("hasTypes", "hastypes", hasTypes), ("partOf", "partof", partOf), ("hasParts", "hasparts", hasParts),
            ("similarTo", "similarto", similarTo), ("also", "also", also),
        ]
    }

    /// Several values in one cell (`examples`, `synonyms`, `antonyms`, `typeOf`, `hasTypes`, `partOf`, `hasParts`,
    /// `similarTo`, `also`, `rhymes`) are separated by this.
    static let separator = " | "

    /// A sense from a list sheet row's columns (its `extras`, by lowercase header).
    package init(_ word: Word) {
        let extras = word.extras
        func list(_ field: String) -> [String] {
            guard let cell = extras[field] else { return [] }
            return cell.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        self.init(
            row: word.row, definition: extras["definition"], partOfSpeech: extras["partofspeech"],
            examples: list("examples"), synonyms: list("synonyms"), antonyms: list("antonyms"),
            typeOf: list("typeof"), syllables: extras["syllables"], pronunciation: extras["pronunciation"],
            frequency: extras["frequency"], level: extras["level"], hasTypes: list("hastypes"),
            partOf: list("partof"), hasParts: list("hasparts"), similarTo: list("similarto"), also: list("also"),
            rhymes: list("rhymes"))
    }
}

extension VocabularyEntry {
    /// The SHA-256 of what the files of `entries` are made of from the catalogue, in order: each entry's key, list,
    /// word, senses, translations and recording (not the rows they came from). A file made of one entry is made
    /// again when that entry changes, not when another row of its sheets does.
    static func digest(of entries: [VocabularyEntry], categories: [String] = []) -> String {
        var digest = FieldDigest()
        digest.add(categories)
        for entry in entries {
            digest.add([entry.key, entry.list, entry.word, String(entry.senses.count)])
            for sense in entry.senses {
                for field in [
                    sense.definition, sense.partOfSpeech, sense.syllables, sense.pronunciation, sense.frequency,
                    sense.level,
                ] {
                    digest.add(field)
                }
                for list in [
                    sense.examples, sense.synonyms, sense.antonyms, sense.typeOf, sense.hasTypes, sense.partOf,
                    sense.hasParts, sense.similarTo, sense.also, sense.rhymes,
                ] {
                    digest.add(list)
                }
            }
            digest.add(entry.translations.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
            digest.add(entry.recording)
            digest.endRecord()
        }
        return digest.sha256
    }
}
