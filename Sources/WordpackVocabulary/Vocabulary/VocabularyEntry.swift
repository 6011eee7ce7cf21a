import WordpackCatalogue

/// One word of a vocabulary app: its senses (the list sheet's rows with its key, in sheet order), the word in
/// the app's language and in each translation language, and its recording.
package struct VocabularyEntry: Sendable, Equatable {
    /// One row of the list sheet: one meaning of the word.
    package struct Sense: Sendable, Equatable {
        package var row: Int
        package var definition: String?
        package var partOfSpeech: String?
        package var examples: [String]
        package var synonyms: [String]
        package var antonyms: [String]
        package var typeOf: [String]
        package var syllables: String?
        package var pronunciation: String?
        package var frequency: String?
        package var level: String?
        /// WordsAPI's further relations, from their columns (`hasTypes`, `partOf`, `hasParts`, `similarTo`,
        /// `also`), each a list as `synonyms` is.
        package var hasTypes: [String] = []
        package var partOf: [String] = []
        package var hasParts: [String] = []
        package var similarTo: [String] = []
        package var also: [String] = []
        /// The `rhymes` column: words added to the rhymes found from the pronunciations, and, written `-word`,
        /// words taken out of them.
        package var rhymes: [String] = []
    }

    package var key: String
    /// The list: the word's category.
    package var list: String
    /// The word in the app's language.
    package var word: String
    package var senses: [Sense]
    /// Language → the word in it, for the translation languages that have one.
    package var translations: [String: String]
    /// The word's recording in `inputs/`, when there is one.
    package var recording: String?

    /// The first sense's part of speech: the word's in the index and the daily challenge.
    package var partOfSpeech: String? { senses.first?.partOfSpeech }
    /// The first sense's definition: what the daily challenge asks for.
    package var definition: String? { senses.first?.definition }
    /// The first value a sense gives for a field that describes the whole word (syllables, level, …).
    package func first(_ field: KeyPath<Sense, String?>) -> String? {
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
    package static let separator = " | "

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
