import Foundation
import WordpackCatalogue
import WordpackCore

/// The words of a FirstWords app's lists in its languages, each with where its translation is: worked out per list
/// and language when first asked for (by a slice of the plan not remembered, a plist being made, the app's check),
/// then kept for the run. A run that takes every other slice from the build folder never walks their rows.
/// Positions in the catalogue rather than copies of its rows (at 3 million translations, copies were a third of
/// the memory).
final class FirstWordsEntries: @unchecked Sendable {
    private let catalogue: Catalogue
    /// The app's free subset rules, by list.
    private let free: [String: FreeSubsetRule]
    private var known: [Key: [Position]] = [:]
    private let lock = NSLock()

    /// Which words of a list in a language (the full list, or its free subset).
    private struct Key: Hashable {
        var list: String
        var language: LanguageCode
        var free: Bool
    }

    /// A word of a list and its translation, by position: the word in the list's words, the language in the
    /// catalogue's languages (the fallback's, when the word comes from it), the row in that language's rows of the
    /// list (`CatalogueIndex.rows(at:list:)`).
    private struct Position {
        var word: Int32
        var language: Int32
        var row: Int32
    }

    init(catalogue: Catalogue, free: [String: FreeSubsetRule]) {
        self.catalogue = catalogue
        self.free = free
    }

    /// The words of `list` in `language` (`free`: its free subset) that have a translation, in sheet order, each
    /// with its translation (own or fallback). Empty for a list without a free subset.
    func entries(list: String, language: LanguageCode, free: Bool) -> [(word: Word, translation: Translation)] {
        guard let words = catalogue.list(named: list)?.words else { return [] }
        // Each language's rows of the list found once (the positions are in the language's chain).
        let index = catalogue.index
        let rows = catalogue.chainRows(index.chain(of: language), list: list)
        return positions(list: list, language: language, free: free).map {
            let language = Int($0.language)
            return (words[Int($0.word)], (rows.rows(at: language) ?? index.rows(at: language, list: list))[Int($0.row)])
        }
    }

    private func positions(list name: String, language: LanguageCode, free: Bool) -> [Position] {
        let key = Key(list: name, language: language, free: free)
        if let known = lock.withLock({ known[key] }) { return known }
        guard let list = catalogue.list(named: name) else { return [] }
        let fullKey = Key(list: name, language: language, free: false)
        let full = lock.withLock { known[fullKey] } ?? Self.positions(list: list, language: language, catalogue)
        var made = full
        if free {
            guard let rule = self.free[name] else { return [] }
            let rows = Set(Self.freeWords(of: list, rule).map(\.row))
            made = full.filter { rows.contains(list.words[Int($0.word)].row) }
        }
        lock.withLock {
            known[fullKey] = full
            known[key] = made
        }
        return made
    }

    /// The words of `list` in `language` that have a translation, in sheet order.
    private static func positions(list: WordList, language: LanguageCode, _ catalogue: Catalogue) -> [Position] {
        let rows = catalogue.chainRows(catalogue.index.chain(of: language), list: list.name)
        return list.words.indices.compactMap { word in
            rows.resolved(list.words[word].key).map {
                Position(word: Int32(word), language: Int32($0.language), row: Int32($0.index))
            }
        }
    }

    /// The words a free subset rule takes from `list`, translated or not.
    private static func freeWords(of list: WordList, _ rule: FreeSubsetRule) -> [Word] {
        switch rule {
        case .sheet: return list.words.filter(\.free)
        case .first(let count): return Array(list.words.prefix(count))
        }
    }
}
