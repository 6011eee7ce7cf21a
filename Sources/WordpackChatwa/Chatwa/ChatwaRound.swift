import Foundation
import WordpackCatalogue
import WordpackCore

/// One Chatwa round: an English hint, the answer in capitals, and the 14 tiles to spell it with.
package struct ChatwaRound: Equatable, Sendable {
    var list: String
    var key: String
    var hint: String
    var answer: String
    var grid: String

    package init(list: String, key: String, hint: String, answer: String, grid: String) {
        self.list = list
        self.key = key
        self.hint = hint
        self.answer = answer
        self.grid = grid
    }
}

extension ChatwaApp {
    /// The game shows the hint in one label between the letter button and the answer tiles: at the font it
    /// uses, about two lines of 30 characters fit on the smallest iPhone. The sample's hints are under 25.
    static let longestHint = 60

    /// The rounds in level order, and every problem that would make one unplayable.
    ///
    /// One round per word of the app's lists — pipeline.json's list order (the catalogue's, by name, for
    /// `"all"`), then each list's sheet order — that has a word in `language` and is disabled neither in the
    /// list sheet nor in that language. Its answer is that word in capitals; its hint the list sheet's `hint`
    /// cell, else the word in `hintLanguage`; its grid the `grid` cell of the language's translations sheet,
    /// else one made from the seed of its list, key and answer. When there is any problem, `rounds` holds
    /// only the playable ones and must not be shipped (their numbers would not be the game's).
    func rounds(in catalogue: Catalogue) -> (rounds: [ChatwaRound], findings: [Diagnostic]) {
        let frequencies = LetterFrequencies(language: catalogue.language(language))
        var drafts: [Draft] = []
        var findings: [Diagnostic] = []
        for name in lists.resolve(from: catalogue.lists.map(\.name)) {
            guard let list = catalogue.list(named: name) else { continue }
            for word in list.words where !word.disabled {
                guard let translation = catalogue.resolvedTranslation(language: language, list: name, key: word.key),
                    !translation.disabled, let text = translation.word, !text.isEmpty
                else { continue }
                let answer = text.uppercased()
                var draft = Draft(list: name, key: word.key, answer: answer, grid: translation.extras["grid"])
                for problem in ChatwaAnswer.problems(answer) {
                    findings.append(
                        .error(
                            at: translation.location, "the Chatwa answer “\(answer)” (this word in capitals) \(problem)"
                        ))
                }
                let hintTranslation = catalogue.resolvedTranslation(language: hintLanguage, list: name, key: word.key)
                let hint = word.extras["hint"] ?? hintTranslation?.word
                if let hint, !hint.isEmpty {
                    draft.hint = hint
                    if hint.count > Self.longestHint {
                        findings.append(
                            .error(
                                at: word.extras["hint"] != nil
                                    ? list.source.location(row: word.row, field: "hint")
                                    : hintTranslation?.location ?? list.source.location(row: word.row, field: "key"),
                                "the Chatwa hint “\(hint.prefix(40))…” is \(hint.count.grouped) characters long, but the "
                                    + "game shows at most \(Self.longestHint) (two short lines above the answer tiles); "
                                    + "shorten it."))
                    }
                } else {
                    findings.append(
                        .error(
                            at: list.source.location(row: word.row, field: "hint"),
                            "the Chatwa round “\(answer)” (key “\(word.key)”) has no hint: write one in the list's hint "
                                + "column, or translate “\(word.key)” in \(hintLanguage)."))
                }
                if let grid = draft.grid {
                    let source = catalogue.languages.lazy.compactMap { $0.source(for: translation.location) }.first
                    let cell = translation.location.column(source?.columns["grid"] ?? translation.location.column)
                    for problem in ChatwaGrid.problems(grid, answer: answer) {
                        findings.append(.error(at: cell, "the grid “\(grid)” \(problem)"))
                    }
                }
                drafts.append(draft)
            }
        }
        let rounds = Draft.finish(drafts, frequencies: frequencies)
        return (rounds, findings)
    }

    /// A round before its grid is made.
    struct Draft {
        var list: String
        var key: String
        var answer: String
        var grid: String?
        var hint: String?

        /// The playable rounds, their grids made on all cores.
        static func finish(_ drafts: [Draft], frequencies: LetterFrequencies) -> [ChatwaRound] {
            let grids = drafts.concurrentMap { draft -> String? in
                guard ChatwaAnswer.isValid(draft.answer) else { return nil }
                if let grid = draft.grid {
                    return ChatwaGrid.problems(grid, answer: draft.answer).isEmpty ? grid : nil
                }
                return ChatwaGrid.make(
                    answer: draft.answer, frequencies: frequencies,
                    seed: ChatwaGrid.seed(list: draft.list, key: draft.key, answer: draft.answer))
            }
            return zip(drafts, grids).compactMap { draft, grid in
                guard let grid, let hint = draft.hint else { return nil }
                return ChatwaRound(list: draft.list, key: draft.key, hint: hint, answer: draft.answer, grid: grid)
            }
        }
    }
}
