import WordpackCatalogue
import WordpackCore

extension AppReview {
    /// Cards of text only (an app that ships no pictures or recordings per word): each word of `lists` in
    /// sheet order, with its translation in each of `languages`.
    package static func textCards(lists: [String], languages: [LanguageCode], catalogue: Catalogue) -> [ReviewList] {
        lists.compactMap { name -> ReviewList? in
            guard let list = catalogue.list(named: name) else { return nil }
            var seen: Set<String> = []
            let cards = list.words.filter { seen.insert($0.key).inserted }.map { word -> ReviewCard in
                let texts = languages.map { code -> ReviewText in
                    let row = catalogue.translation(language: code, list: name, key: word.key)
                    guard let translation = catalogue.resolvedTranslation(language: code, list: name, key: word.key)
                    else { return ReviewText(language: code, word: nil, cell: row?.location) }
                    return ReviewText(
                        language: code, word: translation.word, sortkey: translation.sortkey,
                        caseOverride: translation.caseOverride?.rawValue, disabled: translation.disabled,
                        cell: translation.location)
                }
                var card = ReviewCard(
                    list: name, key: word.key, row: list.source.location(row: word.row, field: "key"),
                    disabled: word.disabled, texts: texts)
                card.showsPicture = false
                return card
            }
            return ReviewList(name: name, cards: cards)
        }
    }
}
