import WordpackCore

/// What one list's rows in a language add to the language's findings: the checks that read a row, or a word of
/// the list, and nothing of the other lists. Remembered per language and list
/// (`inspections/language-list-findings-<code>.json`) under that list's inputs in the languages the check reads
/// (`Catalogue.inputsDigest(ofList:languages:)`: the list, and of those languages their rows of the list and the
/// rest of their folders): an edit of one row checks that row's list again, and the rest of the language's
/// findings (what reads every row: spelling, one text translated two ways, letters, names, unused recordings)
/// are worked out afresh from all of them.
struct LanguageListFindings: Codable, Sendable {
    /// Its rows against the list (`checkTranslations`).
    var translations: PackedFindings
    /// What each of its rows says alone among the text checks (`rowTextFindings`).
    var texts: PackedFindings
    /// Its words without a word or a recording yet (`checkCompleteness`, `checkPronunciations`).
    var completeness: PackedFindings
    /// Its words' missing recordings (`checkRecordings`).
    var recordings: PackedFindings
}

extension ContentCheck {
    /// Raised whenever a list's part of a language's check says anything otherwise for the same inputs.
    static let languageListFindingsVersion = 1

    /// A language's findings worked out: each list's part (remembered, or checked) and the rest, put together
    /// in the order of the checks, each in row order. Findings are only ever read sorted by place
    /// (`Diagnostic.sorted`, which keeps the order of findings at one place), so this order gives exactly those of
    /// a check done in one pass: the findings at one cell come in the same order (its row against the list, its
    /// spelling, what it says alone, one text translated two ways, its unvoiced characters, its completeness,
    /// its recording). Findings of two lists at one place (a table's sentence about each list's words without a
    /// row) come in list order, as in one pass; a list's rows are its own cells.
    func checkAfresh(_ language: Language, needs: AppNeeds, key: LanguageFindings.Key) -> LanguageFindings {
        let index = catalogue.index
        // Each list's rows, and the rows of lists that are not there, by position in the language's rows.
        let (offsets, unlisted) = { () -> ([String: [Int]], [Int]) in
            var offsets: [String: [Int]] = [:]
            var unlisted: [Int] = []
            for (offset, row) in language.translations.enumerated() {
                if index.lists[row.list] != nil {
                    offsets[row.list, default: []].append(offset)
                } else {
                    unlisted.append(offset)
                }
            }
            return (offsets, unlisted)
        }()
        let members = remembered == nil ? [] : checkedLanguages(of: language, reference: key.reference)
        // The three pieces of the rest, then the lists' parts, in one pool on every core: after an edit of one
        // language, its check is most of the run, and the rest (every row of it) was as long as all the parts.
        let pieces: [CheckPiece] = [.texts, .spelled, .others] + catalogue.lists.indices.map(CheckPiece.list)
        let done = pieces.concurrentMap { piece -> CheckedPiece in
            switch piece {
            case .texts:
                let rows = checkedTextRows(language)
                return .texts(
                    spelling: textSpelling(language, rows: rows), consistency: textConsistency(language, rows: rows))
            case .spelled:
                // The words it spells, for its unvoiced characters and its letters alike.
                let spelled =
                    needs.spelledLanguages.contains(language.code)
                    ? spelledRows(language, needs: needs) : TranslationSelection(catalogue)
                return .spelled(
                    unvoiced: checkUnvoicedCharacters(language, needs: needs, spelled: spelled),
                    alphabet: checkAlphabet(language, needs: needs, spelled: spelled))
            case .others:
                return .others(
                    unlisted: checkTranslations(language, offsets: unlisted),
                    listNames: checkListNames(language, needs: needs), unused: checkUnusedRecordings(language))
            case .list(let position):
                let list = catalogue.lists[position]
                return .list(
                    listFindings(
                        language, list: list, offsets: offsets[list.name] ?? [], needs: needs, key: key,
                        members: members))
            }
        }
        guard case .texts(let spelling, let consistency) = done[0],
            case .spelled(let unvoiced, let alphabet) = done[1],
            case .others(let unlistedFindings, let listNames, let unused) = done[2]
        else { preconditionFailure("a piece of a language's check came back as another") }
        let parts = done.dropFirst(3).compactMap(\.listPart)
        var before: [Diagnostic] = parts.flatMap { $0.translations.findings }
        before += unlistedFindings
        before += spelling
        before += parts.flatMap { $0.texts.findings }
        before += consistency
        before += unvoiced
        before += listNames
        var after: [Diagnostic] = parts.flatMap { $0.recordings.findings }
        after += unused
        after += alphabet
        return LanguageFindings(before: before, completeness: parts.flatMap { $0.completeness.findings }, after: after)
    }

    /// One list's part of a language's findings, as remembered or checked.
    private func listFindings(
        _ language: Language, list: WordList, offsets: [Int], needs: AppNeeds, key: LanguageFindings.Key,
        members: Set<Int>
    ) -> LanguageListFindings {
        let compute = {
            LanguageListFindings(
                translations: PackedFindings(checkTranslations(language, offsets: offsets)),
                texts: PackedFindings(rowTextFindings(language, offsets: offsets)),
                completeness: PackedFindings(
                    checkCompleteness(language, needs: needs, lists: [list])
                        + checkPronunciations(language, needs: needs, lists: [list])),
                recordings: PackedFindings(checkRecordings(language, needs: needs, lists: [list])))
        }
        guard let remembered, !members.isEmpty,
            let inputs = catalogue.inputsDigest(ofList: list.name, languages: members)
        else {
            return compute()
        }
        let needs = FileDigest.sha256(of: needsFingerprint(languages: members))
        let lines = [
            "language list findings \(Self.languageListFindingsVersion)", inputs, "pipeline \(pipelinePath)",
            "code \(key.code)", "list \(list.name)", "reference \(key.reference)",
            "checks \(CanonicalJSON.text(key.checks))",
            "lists \(catalogue.lists.map(\.name).joined(separator: "\u{1F}"))", "needs \(needs)",
        ]
        // One entry per list and needs: a build asks with every app's needs which languages are complete, then
        // checks with the needs of the languages it keeps, which differ while a language is left out; each is
        // kept for the next build (a list edit that leaves a language out, and the edit undone, check only
        // the list edited, twice).
        return remembered.latest(
            kind: RememberedLanguageFiles.listFindings(of: language.code), name: "\(list.name) \(needs.prefix(16))",
            key: FileDigest.sha256(of: lines.joined(separator: "\n")), compute)
    }
}

/// A piece of `checkAfresh`'s work: a list's part, or one of the three pieces of the rest (what reads every row).
private enum CheckPiece: Sendable {
    /// The checked rows' spelling and consistency across lists.
    case texts
    /// The spelled words' unvoiced characters, and the letters.
    case spelled
    /// The rows of lists that are not there, the list names, the unused recordings.
    case others
    /// The list at this position of `catalogue.lists`.
    case list(Int)
}

/// What a `CheckPiece` found.
private enum CheckedPiece: Sendable {
    case texts(spelling: [Diagnostic], consistency: [Diagnostic])
    case spelled(unvoiced: [Diagnostic], alphabet: [Diagnostic])
    case others(unlisted: [Diagnostic], listNames: [Diagnostic], unused: [Diagnostic])
    case list(LanguageListFindings)

    var listPart: LanguageListFindings? {
        if case .list(let part) = self { part } else { nil }
    }
}
