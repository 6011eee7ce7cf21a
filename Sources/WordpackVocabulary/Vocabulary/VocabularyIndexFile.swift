import Foundation
import WordpackCatalogue
import WordpackCore

/// `index.json`: every word of the app with what its lists and filters need (level, category, frequency,
/// part of speech), in the app's order, and the app's levels, categories and languages.
enum VocabularyIndexFile {
    static let name = "index.json"

    struct Document: Encodable {
        var language: LanguageCode
        var translations: [LanguageCode]
        var levels: [String]
        var categories: [String]
        var words: [Word]
    }

    struct Word: Encodable {
        var key: String
        var word: String
        var level: String?
        var category: String
        var frequency: Double?
        var partOfSpeech: String?
        /// The word file, relative to the app's folder.
        var file: String
    }

    package static func data(_ bank: VocabularyBank) throws -> Data {
        let words = bank.entries.map { entry in
            let facts = WordFacts(
                entry, levels: bank.app.levels, derivation: .tables(language: bank.app.language))
            return Word(
                key: entry.key, word: entry.word, level: facts.level, category: entry.list,
                frequency: facts.frequency, partOfSpeech: entry.partOfSpeech, file: VocabularyLayout.wordFile(entry.key)
            )
        }
        return try VocabularyJSON.data(
            Document(
                language: bank.app.language, translations: bank.app.translations, levels: bank.app.levels,
                categories: bank.categories, words: words))
    }
}
