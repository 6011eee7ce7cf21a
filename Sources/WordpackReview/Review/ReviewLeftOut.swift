import WordpackAppKind
import WordpackCore

/// The words an app leaves out in one of its languages, worked out from its cards: an enabled word with no
/// text in the language, or disabled there. Counted on the index and listed on the app's page.
struct ReviewLeftOut {
    struct Word {
        var list: String
        var key: String
        /// Whether the language has no text for it (a warning of its sheet); else it is disabled there.
        var untranslated: Bool
    }

    var language: LanguageCode
    var words: [Word]

    /// Per language of the app, in its order; languages that leave nothing out are not given.
    static func of(_ review: AppReview) -> [ReviewLeftOut] {
        review.languages.compactMap { language in
            var words: [Word] = []
            for list in review.lists {
                for card in list.cards where !card.disabled {
                    guard let text = card.texts.first(where: { $0.language == language }) else { continue }
                    if text.word == nil {
                        words.append(Word(list: list.name, key: card.key, untranslated: true))
                    } else if text.disabled {
                        words.append(Word(list: list.name, key: card.key, untranslated: false))
                    }
                }
            }
            return words.isEmpty ? nil : ReviewLeftOut(language: language, words: words)
        }
    }

    /// Why the app leaves `word` out in this language.
    func why(_ word: Word) -> String {
        word.untranslated ? "not translated" : "disabled in \(language)"
    }
}
