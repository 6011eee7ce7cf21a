import Foundation
import WordpackAppKind
import WordpackCatalogue

extension ChatwaKind {
    /// The words in the game's and the hint's language, and each round as the game draws it: the hint above
    /// the 14 tiles.
    package static func review(_ app: AppPlan<ChatwaApp>, checked: [ChatwaRound]?, catalogue: Catalogue, outputs: URL)
        -> AppReview
    {
        let settings = app.detail
        let languages =
            settings.hintLanguage == settings.language
            ? [settings.language] : [settings.language, settings.hintLanguage]
        let lists = settings.lists.resolve(from: catalogue.lists.map(\.name))
        let rounds = checked ?? settings.rounds(in: catalogue).rounds
        let items = rounds.enumerated().map { index, round in
            ReviewItem(
                title: "Round \(index + 1): \(round.answer)",
                lines: ["hint: \(round.hint)", "\(round.list) / \(round.key)"],
                tiles: round.grid.map { String($0) }, columns: 7,
                cells: catalogue.translation(language: settings.language, list: round.list, key: round.key)
                    .map { [$0.location] } ?? [])
        }
        return AppReview(
            languages: languages, lists: AppReview.textCards(lists: lists, languages: languages, catalogue: catalogue),
            sections: [ReviewSection(title: "Rounds (\(rounds.count))", items: items)])
    }
}
