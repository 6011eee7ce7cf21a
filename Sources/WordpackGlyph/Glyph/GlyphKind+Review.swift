import Foundation
import WordpackAppKind
import WordpackCatalogue

extension GlyphKind {
    /// The words of the set as cards (each tile's 150×150 picture and, per language, its recording: the coverage
    /// counts Glyph's own recordings), each language's folders and keyboards drawn as Glyph shows them, and each
    /// language's Open Board package drawn from the `.obz` the build packed.
    package static func review(_ app: AppPlan<GlyphLayout>, checked: Bool?, catalogue: Catalogue, outputs: URL)
        -> AppReview
    {
        let layout = app.detail
        let planned = Set(app.outputs.map(\.path))
        let languages = layout.sets.map(\.language)
        var lists: [String] = []
        for set in layout.sets {
            for list in set.folders.map(\.list) + set.keyboards.map(\.list) where !lists.contains(list) {
                lists.append(list)
            }
        }
        let boards = GlyphReviewBoards(layout: layout, planned: planned)
        var cards = AppReview.textCards(lists: lists, languages: languages, catalogue: catalogue)
        for list in cards.indices {
            for card in cards[list].cards.indices {
                boards.addMedia(to: &cards[list].cards[card])
            }
        }
        let sections = layout.sets.flatMap { set in
            [boards.section(set, catalogue: catalogue)]
                + (planned.contains(layout.package(set.language))
                    ? [GlyphPackageReview(path: layout.package(set.language), outputs: outputs).section()] : [])
        }
        return AppReview(languages: languages, lists: cards, sections: sections)
    }
}
