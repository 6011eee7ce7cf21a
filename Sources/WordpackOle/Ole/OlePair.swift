import Foundation
import WordpackCatalogue
import WordpackCore

/// One entry of Olé's `words.json`: an English text and its Spanish translations, with the cells they
/// come from so that every finding can name its cell.
package struct OlePair: Equatable, Sendable {
    /// Olé splits `text_spa` on exactly this into alternative translations.
    static let separator = " / "

    var list: String
    var key: String
    var english: String
    /// The Spanish word, then its alternatives (the Spanish sheet's `alternatives` column).
    var spanish: [String]
    /// The English translation's `word` cell.
    var englishCell: Location
    /// The Spanish translation's `word` cell.
    var spanishCell: Location

    package init(
        list: String, key: String, english: String, spanish: [String], englishCell: Location, spanishCell: Location
    ) {
        self.list = list
        self.key = key
        self.english = english
        self.spanish = spanish
        self.englishCell = englishCell
        self.spanishCell = spanishCell
    }

    /// `text_spa`: the translations joined by " / ".
    var spanishText: String { spanish.joined(separator: Self.separator) }
}

extension OleApp {
    /// The pairs in `words.json` order — pipeline.json's list order (the catalogue's, by name, for `"all"`),
    /// then each list's sheet order — and the problems of the `alternatives` cells.
    ///
    /// A word is left out when it is disabled in the list sheet or in either language, or when either side
    /// has no word (untranslated or empty words are reported by `check`'s completeness rules).
    func pairs(in catalogue: Catalogue) -> (pairs: [OlePair], findings: [Diagnostic]) {
        var pairs: [OlePair] = []
        var findings: [Diagnostic] = []
        for name in lists.resolve(from: catalogue.lists.map(\.name)) {
            guard let list = catalogue.list(named: name) else { continue }
            for word in list.words where !word.disabled {
                let english = catalogue.resolvedTranslation(language: self.english, list: name, key: word.key)
                let spanish = catalogue.resolvedTranslation(language: self.spanish, list: name, key: word.key)
                if let row = catalogue.translation(language: self.spanish, list: name, key: word.key),
                    row.word == nil, row.extras["alternatives"] != nil
                {
                    findings.append(
                        .error(
                            at: row.location,
                            "“\(word.key)” (list \(name)) has alternatives but no Spanish word; type the first "
                                + "translation in this cell and keep the others as alternatives."))
                }
                let alternatives = spanish.flatMap { Self.alternatives(of: $0, in: catalogue) }
                findings += alternatives?.findings ?? []
                guard let english, let englishText = english.word, !englishText.isEmpty, !english.disabled,
                    let spanish, let spanishText = spanish.word, !spanishText.isEmpty, !spanish.disabled
                else { continue }
                pairs.append(
                    OlePair(
                        list: name, key: word.key, english: englishText,
                        spanish: [spanishText] + (alternatives?.texts ?? []),
                        englishCell: english.location, spanishCell: spanish.location))
            }
        }
        return (pairs, findings)
    }

    /// The `alternatives` cell of a Spanish translation, split on " / " as Olé splits `text_spa` (so
    /// `cazador/a` stays one text); a part that is empty or starts or ends with "/" is an error.
    static func alternatives(of translation: Translation, in catalogue: Catalogue)
        -> (texts: [String], findings: [Diagnostic])?
    {
        guard let cell = translation.extras["alternatives"] else { return nil }
        let source = catalogue.languages.lazy.compactMap { $0.source(for: translation.location) }.first
        let location = translation.location.column(source?.columns["alternatives"] ?? translation.location.column)
        var findings: [Diagnostic] = []
        let parts = cell.components(separatedBy: OlePair.separator).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.contains(where: { $0.isEmpty || $0.hasPrefix("/") || $0.hasSuffix("/") }) {
            findings.append(
                .error(
                    at: location,
                    "the alternatives “\(cell)” hold an empty translation (a “/” with nothing on one side), which Olé "
                        + "would offer as an answer; delete the extra “/”."))
        }
        var texts: [String] = []
        for part in parts where !part.isEmpty && !part.hasPrefix("/") && !part.hasSuffix("/") {
            if texts.contains(part) || part == translation.word {
                findings.append(
                    .warning(
                        at: location, "the alternative “\(part)” repeats a translation of this word; delete it."))
            } else {
                texts.append(part)
            }
        }
        return (texts, findings)
    }
}
