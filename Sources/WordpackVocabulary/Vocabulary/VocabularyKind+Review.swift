import WordpackAppKind
import WordpackCatalogue

extension VocabularyKind {
    /// The words with their translations, and each entry of the word bank with its senses.
    package static func review(_ app: AppPlan<VocabularyBank>, checked: Bool?, catalogue: Catalogue) -> AppReview {
        let bank = app.detail
        let languages = [bank.app.language] + bank.app.translations.filter { $0 != bank.app.language }
        let items = bank.entries.map { entry in
            let source = catalogue.list(named: entry.list)?.source
            return ReviewItem(
                title: entry.word,
                lines: entry.senses.map { sense in
                    [sense.partOfSpeech, sense.definition, sense.pronunciation.map { "/\($0)/" }]
                        .compactMap { $0 }.joined(separator: " — ")
                } + entry.translations.keys.sorted().map { "\($0): \(entry.translations[$0] ?? "")" },
                cells: entry.senses.compactMap { sense in source.map { $0.location(row: sense.row, field: "key") } })
        }
        return AppReview(
            languages: languages,
            lists: AppReview.textCards(lists: bank.categories, languages: languages, catalogue: catalogue),
            sections: [ReviewSection(title: "Word bank (\(bank.entries.count) words)", items: items)])
    }
}
