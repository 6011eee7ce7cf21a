import WordpackCore
import WordpackMedia

extension ContentCheck {
    /// The checks of a language's words as text, each a warning at the word's cell and each switchable in
    /// pipeline.json (`checks`): spelling, a word left as the reference language's, two spaces in a row, end
    /// punctuation unlike the reference's, and one reference text translated two ways in two lists. They come in
    /// three parts, each in row order (a row's findings, all at its cell, in this order once sorted by place):
    /// its spelling (`textSpelling`), what a row says alone (`rowTextFindings`, worked out per list), and the
    /// translations that differ across lists (`textConsistency`).
    ///
    /// The rows checked: enabled, with a word, of a key of a list.
    func checkedTextRows(_ language: Language) -> TranslationSelection {
        let index = catalogue.index
        var rows = TranslationSelection(catalogue)
        guard let member = index.languages[language.code] else { return rows }
        for (offset, row) in language.translations.enumerated()
        where !row.disabled && row.word?.isEmpty == false && index.words[row.list]?[row.key] != nil {
            rows.append(member: member, row: offset)
        }
        return rows
    }

    /// The spelling findings of the checked rows, after the warning that the language has no dictionary.
    func textSpelling(_ language: Language, rows: TranslationSelection) -> [Diagnostic] {
        guard configuration.translationChecks(of: language.code).spelling, !rows.isEmpty else { return [] }
        guard let spelling = spellingFindings(rows, of: language) else {
            return [
                .warning(
                    at: Location(file: folderOf(language)),
                    "has no Hunspell dictionary in \(SpellingDictionary.folder), so the words of \(language.code) are "
                        + "not spell-checked; install its hunspell package if Debian has one (make build installs "
                        + "those of the languages in inputs/), or switch the check off in pipeline.json: "
                        + "\"checks\": {\"\(language.code)\": {\"spelling\": false}}.")
            ]
        }
        return spelling.flatMap { $0 }
    }

    /// What each of `offsets` (rows of the language, in order) says alone among the text checks: two spaces, end
    /// punctuation and Spanish's inverted marks unlike the reference's, a word left as the reference's.
    func rowTextFindings(_ language: Language, offsets: [Int]) -> [Diagnostic] {
        let settings = configuration.translationChecks(of: language.code)
        let index = catalogue.index
        let reference = configuration.referenceLanguage
        let referenceChain = index.languages[reference] != nil ? index.chain(of: reference) : []
        let isReference = language.code == reference
        // A variant of the reference language (en-GB, en-phonics) writes many words as it does.
        let comparesWithReference = Self.primaryLanguage(language.code) != Self.primaryLanguage(reference)
        let isSpanish = Self.primaryLanguage(language.code) == "es"
        let exceptions = language.spellingExceptions
        let translations = language.translations
        var findings: [Diagnostic] = []
        for offset in offsets {
            let row = translations[offset]
            guard !row.disabled, let text = row.word, !text.isEmpty, index.words[row.list]?[row.key] != nil else {
                continue
            }
            let cell = row.location
            if settings.spaces, let before = TranslationText.doubleSpace(in: text) {
                findings.append(
                    .warning(
                        at: cell,
                        "“\(text)” has two spaces in a row\(before.isEmpty ? "" : " after “\(before)”"); delete one."))
            }
            let source = isReference ? nil : referenceText(of: row, in: referenceChain)
            let endProblem =
                settings.punctuation
                ? source.flatMap { Self.endPunctuationProblem(text, source: $0, reference: reference) } : nil
            if let endProblem { findings.append(.warning(at: cell, endProblem)) }
            if settings.punctuation, isSpanish {
                findings += Self.invertedMarkProblems(text, at: cell, endReported: endProblem != nil)
            }
            guard let source else { continue }
            if settings.sameAsReference, comparesWithReference, TranslationText.hasLetters(text),
                text.lowercased() == source.lowercased(), !isExcepted(text, by: exceptions)
            {
                findings.append(
                    .warning(
                        at: cell,
                        "“\(text)” is the same as the \(reference) text; translate it, or, if it is right in "
                            + "\(language.code) too, add it to \(exceptions?.path ?? "\(folderOf(language))/spelling.txt")."
                    ))
            }
        }
        return findings
    }

    /// One reference text translated two ways in two lists: each checked row whose reference text an earlier row
    /// of another list translates otherwise.
    func textConsistency(_ language: Language, rows: TranslationSelection) -> [Diagnostic] {
        let reference = configuration.referenceLanguage
        guard configuration.translationChecks(of: language.code).consistency, language.code != reference else {
            return []
        }
        let index = catalogue.index
        let referenceChain = index.languages[reference] != nil ? index.chain(of: reference) : []
        var findings: [Diagnostic] = []
        // Each reference text's first row (its index in `rows`): a table of positions, not of texts and places.
        var firstTranslation: [String: Int] = [:]
        firstTranslation.reserveCapacity(rows.count)
        for (position, row) in rows.enumerated() {
            guard let text = row.word, let source = referenceText(of: row, in: referenceChain) else { continue }
            let key = source.lowercased()
            if let firstPosition = firstTranslation[key] {
                let first = rows[firstPosition]
                let firstText = first.word ?? ""
                if first.list != row.list, firstText.lowercased() != text.lowercased() {
                    findings.append(
                        .warning(
                            at: row.location,
                            "“\(text)” translates the \(reference) “\(source)”, which is “\(firstText)” in list "
                                + "\(first.list) (\(first.location)); use one translation in both lists, or switch the "
                                + "check off in pipeline.json if the meanings differ (\"checks\": {\"\(language.code)\": "
                                + "{\"consistency\": false}})."))
                }
            } else {
                firstTranslation[key] = position
            }
        }
        return findings
    }

    /// The reference language's word for the row's list and key (its own, or its fallback's).
    private func referenceText(of row: Translation, in chain: [Int]) -> String? {
        guard !chain.isEmpty, let (member, position) = catalogue.resolvedRow(chain, list: row.list, key: row.key)
        else { return nil }
        return catalogue.translation(member: member, row: position).word
    }

    /// `es` of `es-419`, `en` of `en-phonics`.
    static func primaryLanguage(_ code: String) -> String {
        (code.split(separator: "-").first.map(String.init) ?? code).lowercased()
    }

    /// The text, or every word of it, is in the language's `spelling.txt`.
    private func isExcepted(_ text: String, by exceptions: SpellingExceptions?) -> Bool {
        guard let exceptions else { return false }
        if exceptions.contains(text) { return true }
        let words = TranslationText.words(of: text)
        return !words.isEmpty && words.allSatisfy(exceptions.contains)
    }

    /// The sentence for a translation whose end punctuation is not the reference text's, or nil.
    static func endPunctuationProblem(_ text: String, source: String, reference: String) -> String? {
        let (mine, theirs) = (TranslationText.endMark(of: text), TranslationText.endMark(of: source))
        guard mine != theirs, TranslationText.hasLetters(source) else { return nil }
        switch (mine, theirs) {
        case (nil, let mark?):
            return "“\(text)” does not end with “\(mark.rawValue)” as the \(reference) text “\(source)” does; add it, "
                + "or change the \(reference) text."
        case (let mark?, nil):
            return "“\(text)” ends with “\(mark.rawValue)” but the \(reference) text “\(source)” has no end "
                + "punctuation; remove it, or change the \(reference) text."
        case (let mark?, let other?):
            return "“\(text)” ends with “\(mark.rawValue)” but the \(reference) text “\(source)” ends with "
                + "“\(other.rawValue)”; end them the same way."
        case (nil, nil):
            return nil
        }
    }

    /// Spanish opens a question with `¿` and an exclamation with `¡`, and closes what it opens. A missing close
    /// at the end is not reported again when the end punctuation already was (`endReported`).
    package static func invertedMarkProblems(_ text: String, at cell: Location, endReported: Bool) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (opening, closing) in [("¿", "?"), ("¡", "!")] as [(Character, Character)] {
            let opens = text.lastIndex(of: opening)
            let closes = text.lastIndex(of: closing)
            if let opens, closes.map({ $0 < opens }) ?? true {
                guard !endReported else { continue }
                findings.append(
                    .warning(
                        at: cell, "“\(text)” opens with “\(opening)” but has no “\(closing)” after it; close it."))
            } else if closes != nil, opens == nil {
                findings.append(
                    .warning(
                        at: cell, "“\(text)” has “\(closing)” but no opening “\(opening)”; Spanish writes both."))
            }
        }
        return findings
    }
}
