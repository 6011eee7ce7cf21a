import Foundation
import WordpackAppKind
import WordpackCatalogue

extension OleKind {
    /// The words in English and Spanish, and each pair as `words.json` holds it with its alternatives; a
    /// finding at either cell (a text inside another) marks the pair.
    package static func review(_ app: AppPlan<OleApp>, checked: [OlePair]?, catalogue: Catalogue, outputs: URL)
        -> AppReview
    {
        let settings = app.detail
        let languages = [settings.english, settings.spanish]
        let lists = settings.lists.resolve(from: catalogue.lists.map(\.name))
        let pairs = checked ?? settings.pairs(in: catalogue).pairs
        let items = pairs.map { pair in
            ReviewItem(
                title: "\(pair.english) → \(pair.spanish.first ?? "")",
                lines: ["\(pair.list) / \(pair.key)"]
                    + (pair.spanish.count > 1
                        ? ["alternatives: " + pair.spanish.dropFirst().joined(separator: ", ")] : []),
                cells: [pair.englishCell, pair.spanishCell])
        }
        return AppReview(
            languages: languages, lists: AppReview.textCards(lists: lists, languages: languages, catalogue: catalogue),
            sections: [ReviewSection(title: "Pairs in words.json (\(pairs.count))", items: items)])
    }
}
