import WordpackCatalogue

/// One word of a vocabulary app: its senses (the list sheet's rows with its key, in sheet order), the word in
/// the app's language and in each translation language, and its recording.
public struct VocabularyEntry: Sendable, Equatable {
    /// One row of the list sheet: one meaning of the word.
    public struct Sense: Sendable, Equatable {
        public var row: Int
        public var definition: String?
        public var partOfSpeech: String?
        public var examples: [String]
        public var synonyms: [String]
        public var antonyms: [String]
        public var typeOf: [String]
        public var syllables: String?
        public var pronunciation: String?
        public var frequency: String?
        public var level: String?
    }

    public var key: String
    /// The list: the word's category.
    public var list: String
    /// The word in the app's language.
    public var word: String
    public var senses: [Sense]
    /// Language → the word in it, for the translation languages that have one.
    public var translations: [String: String]
    /// The word's recording in `inputs/`, when there is one.
    public var recording: String?

    /// The first sense's part of speech: the word's in the index and the daily challenge.
    public var partOfSpeech: String? { senses.first?.partOfSpeech }
    /// The first sense's definition: what the daily challenge asks for.
    public var definition: String? { senses.first?.definition }
    /// The first value a sense gives for a field that describes the whole word (syllables, level, …).
    package func first(_ field: KeyPath<Sense, String?>) -> String? {
        senses.lazy.compactMap { $0[keyPath: field] }.first
    }
}

extension VocabularyEntry.Sense {
    /// Several values in one cell (`examples`, `synonyms`, `antonyms`, `typeOf`) are separated by this.
    public static let separator = " | "

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
            frequency: extras["frequency"], level: extras["level"])
    }
}
