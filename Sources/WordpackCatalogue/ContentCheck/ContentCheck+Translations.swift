import WordpackCore
import WordpackLanguageTools

extension ContentCheck {
    /// The checks of a language's words as text, each a warning at the word's cell and each switchable in
    /// pipeline.json (`checks`): spelling, a word left as the reference language's, two spaces in a row, end
    /// punctuation unlike the reference's, and one reference text translated two ways in two lists. They come in
    /// three parts, each in row order (a row's findings, all at its cell, in this order once sorted by place):
    /// its spelling (`textSpelling`), what a row says alone (`rowTextFindings`, worked out per list), and the
    /// translations that differ across lists (`textConsistency`).
    ///
    /// The rows checked: enabled, with a word, of a key of a list; in row order (the spelling check asks for
    /// suggestions in that order).
    func checkedTextRows(_ language: Language) -> TranslationSelection {
        let index = catalogue.index
        var rows = TranslationSelection(catalogue)
        guard let member = index.languages[language.code] else { return rows }
        // Each checked row at its place among the language's rows: in their order with no sort, 8 bytes a row.
        var checked = [(table: Int32, index: Int32)](
            repeating: (-1, -1), count: catalogue.languages[member].translationRows.count)
        for list in catalogue.lists {
            let keys = index.words[list.name] ?? [:]
            let (table, listRows) = rows.rows(member: member, list: list.name)
            for (offset, row) in listRows.enumerated()
            where !row.disabled && row.word?.isEmpty == false && keys[row.key] != nil {
                checked[listRows.positions[offset]] = (table, Int32(offset))
            }
        }
        for row in checked where row.table >= 0 { rows.append(table: row.table, index: Int(row.index)) }
        return rows
    }

    /// The spelling findings of the checked rows, after the warning that the language has no dictionary.
    func textSpelling(_ language: Language, rows: TranslationSelection) -> [Diagnostic] {
        guard configuration.translationChecks(of: language.code).spelling, !rows.isEmpty else { return [] }
        guard let spelling = spellingFindings(rows, of: language) else {
            return [.warning(at: Location(file: folderOf(language)), Self.noDictionary(language.code))]
        }
        return spelling.flatMap { $0 }
    }

    /// The beginning of the sentence for a language without a dictionary, by which an import finds it.
    package static let noDictionaryBeginning = "has no Hunspell dictionary in "

    /// The sentence for a language without a dictionary: the Debian package that has one, when there is one.
    static func noDictionary(_ code: LanguageCode) -> String {
        let install =
            SpellingDictionary.debianPackage(language: code).map {
                "install Debian's \($0) (apt-get install \($0); make build installs those of the languages in "
                    + "inputs/)"
            } ?? "Debian has no dictionary for it; add one as \(SpellingDictionary.folder)/\(code).dic and .aff"
        return noDictionaryBeginning + "\(SpellingDictionary.folder), so the words of \(code) are not spell-checked: "
            + "\(install), or switch the check off in pipeline.json: \"checks\": {\"\(code)\": {\"spelling\": false}}."
    }

    /// What each of `rows` (a list's rows of the language, in order) says alone among the text checks: two spaces, end
    /// punctuation and Spanish's inverted marks unlike the reference's, a word left as the reference's.
    func rowTextFindings(_ language: Language, rows: ListRows) -> [Diagnostic] {
        let settings = configuration.translationChecks(of: language.code)
        let index = catalogue.index
        let reference = configuration.referenceLanguage
        let referenceChain = index.chain(of: reference)
        let isReference = language.code == reference
        // A variant of the reference language (en-GB, en-phonics) writes many words as it does.
        let comparesWithReference = language.code.language != reference.language
        let isSpanish = language.code.language == "es"
        let exceptions = language.spellingExceptions
        guard let list = rows.first?.list, let words = index.words[list] else { return [] }
        let referenceRows = catalogue.chainRows(referenceChain, list: list)
        var findings: [Diagnostic] = []
        rows.forEachRow { _, row in
            guard !row.disabled, let text = row.word, !text.isEmpty, words[row.key] != nil else { return }
            // The row's place is made only for a finding: most rows have none.
            var cell: Location { row.location }
            if settings.spaces, let before = TranslationText.doubleSpace(in: text) {
                findings.append(
                    .warning(
                        at: cell,
                        "“\(text)” has two spaces in a row\(before.isEmpty ? "" : " after “\(before)”"); delete one."))
            }
            let source = isReference ? nil : referenceRows.word(row.key)
            let endProblem =
                settings.punctuation
                ? source.flatMap { Self.endPunctuationProblem(text, source: $0, reference: reference) } : nil
            if let endProblem { findings.append(.warning(at: cell, endProblem)) }
            if settings.punctuation, isSpanish {
                findings += Self.invertedMarkProblems(text, at: cell, endReported: endProblem != nil)
            }
            guard let source else { return }
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
    /// of another list translates otherwise. Only the rows of keys whose reference text another list's key has
    /// too can be either (`sharedReferenceKeys`): those alone are read, by list, and taken in row order.
    func textConsistency(_ language: Language) -> [Diagnostic] {
        let reference = configuration.referenceLanguage
        let index = catalogue.index
        guard configuration.translationChecks(of: language.code).consistency,
            language.code != reference,
            let member = index.languages[language.code]
        else {
            return []
        }
        let referenceChain = index.chain(of: reference)
        let shared = sharedReferenceKeys(referenceChain)
        var rows: [(position: Int, row: Translation)] = []
        for list in catalogue.lists {
            guard let keys = shared[list.name] else { continue }
            let listRows = index.rows(at: member, list: list.name)
            for (offset, row) in listRows.enumerated()
            where !row.disabled && row.word?.isEmpty == false && keys.contains(row.key) {
                rows.append((listRows.positions[offset], row))
            }
        }
        rows.sort { $0.position < $1.position }
        var findings: [Diagnostic] = []
        // Each reference text's first row (its index in `rows`).
        var firstTranslation: [String: Int] = [:]
        for (position, (_, row)) in rows.enumerated() {
            guard let text = row.word,
                let source = catalogue.resolvedListRow(referenceChain, list: row.list, key: row.key)?.translation.word
            else { continue }
            let key = source.lowercased()
            if let firstPosition = firstTranslation[key] {
                let first = rows[firstPosition].row
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

    /// By list, the keys whose reference text (its word in the reference language, or its fallback's; compared
    /// in lower case) a key of another list has too. Worked out once per catalogue and reference language (the
    /// languages' checks that ask at once wait for it), from each list's reference texts (`referenceTexts`).
    func sharedReferenceKeys(_ referenceChain: [Int]) -> [String: Set<String>] {
        catalogue.memo.valueOnce(for: SharedReferenceKeysKey(chain: referenceChain)) {
            let texts = catalogue.lists.concurrentMap { referenceTexts(of: $0, chain: referenceChain) }
            // Each list's texts once, sorted together: a text that follows itself is in two lists. (A dictionary
            // of every text held 9.5 MB at once at 100,000 words: the highest moment of an edit's ingest.)
            var all: [String] = []
            all.reserveCapacity(texts.reduce(0) { $0 + $1.texts.count })
            for listTexts in texts { all += Set(listTexts.texts) }
            all.sort()
            var inTwoLists: Set<String> = []
            for (text, next) in zip(all, all.dropFirst()) where text == next { inTwoLists.insert(text) }
            all = []
            var shared: [String: Set<String>] = [:]
            for (list, listTexts) in zip(catalogue.lists, texts) {
                for (key, text) in zip(listTexts.keys, listTexts.texts) where inTwoLists.contains(text) {
                    shared[list.name, default: []].insert(key)
                }
            }
            return shared
        }
    }

    /// Raised whenever a list's reference texts are worked out otherwise for the same inputs.
    static let referenceTextsVersion = 1

    /// The keys of `list` that have a reference text, with that text in lower case, in the list's order.
    /// Remembered per list (`inspections/reference-texts.json`) under the list's inputs in the reference language
    /// and its fallbacks: an edit of one list reads that list's reference rows alone.
    func referenceTexts(of list: WordList, chain: [Int]) -> ReferenceTexts {
        let compute = { () -> ReferenceTexts in
            var texts = ReferenceTexts()
            let rows = catalogue.chainRows(chain, list: list.name)
            for word in list.words {
                guard let text = rows.word(word.key) else { continue }
                texts.keys.append(word.key)
                texts.texts.append(text.lowercased())
            }
            return texts
        }
        guard let remembered, !chain.isEmpty,
            let inputs = catalogue.inputsDigest(ofList: list.name, languages: Set(chain))
        else { return compute() }
        return remembered.latest(
            kind: "reference-texts", name: list.name,
            key: FileDigest.sha256(of: "reference texts \(Self.referenceTextsVersion)\n\(inputs)"), compute)
    }

    /// The text, or every word of it, is in the language's `spelling.txt`.
    private func isExcepted(_ text: String, by exceptions: SpellingExceptions?) -> Bool {
        guard let exceptions else { return false }
        if exceptions.contains(text) { return true }
        let words = TranslationText.words(of: text)
        return !words.isEmpty && words.allSatisfy(exceptions.contains)
    }

    /// The sentence for a translation whose end punctuation is not the reference text's, or nil.
    static func endPunctuationProblem(_ text: String, source: String, reference: LanguageCode) -> String? {
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
    static func invertedMarkProblems(_ text: String, at cell: Location, endReported: Bool) -> [Diagnostic] {
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

/// A list's keys that have a reference text, and those texts in lower case (`ContentCheck.referenceTexts`).
struct ReferenceTexts: Codable, Sendable {
    var keys: [String] = []
    var texts: [String] = []
}

/// What `ContentCheck.sharedReferenceKeys` is kept under in the catalogue's memo.
private struct SharedReferenceKeysKey: Hashable {
    var chain: [Int]
}
