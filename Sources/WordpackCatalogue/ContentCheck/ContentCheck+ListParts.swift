import WordpackCore

/// What one list's rows in a language add to the language's findings: the checks that read a row, or a word of
/// the list, and nothing of the other lists. Remembered per language and list under that list's inputs in the
/// languages the check reads (`Catalogue.inputsDigest(ofList:languages:)`: the list, and of those languages their
/// rows of the list and the rest of their folders), in two parts: what its rows say whatever the apps need
/// (`LanguageListRowFindings`), and what the apps' needs decide (`LanguageListNeedsFindings`). An edit of one list,
/// or of one list's rows, checks that list again, and reads the rows of that list alone. The rest of the
/// language's findings (spelling, one text translated two ways, names, the rows and recordings of lists that are
/// not there: `LanguageRest`) is remembered per language under all of its inputs, and worked out again from the
/// rows it needs alone; its letters, from its lists' parts.
struct LanguageListFindings: Sendable {
    var rows: LanguageListRowFindings
    var needed: LanguageListNeedsFindings

    var translations: PackedFindings { rows.translations }
    var texts: TextFindings { rows.texts }
    var unvoiced: PackedFindings { needed.unvoiced }
    var completeness: PackedFindings { needed.completeness }
    var recordings: PackedFindings { needed.recordings }
    var outdated: PackedFindings { rows.outdated }
    var unused: PackedFindings { rows.unused }
    var letters: [UnvoicedLetter] { needed.letters }
}

/// What a list's rows in a language say whatever the apps need (`inspections/language-list-rows-<code>.json`):
/// the same when a build leaves the language out of its apps (it asks with every app's needs which languages are
/// complete, then checks with the needs of those it keeps), so that check reads them again rather than rows.
struct LanguageListRowFindings: Codable, Sendable, OwnJSON {
    /// Its rows against the list (`checkTranslations`).
    var translations: PackedFindings
    /// What each of its rows says alone among the text checks (`rowTextFindings`).
    var texts: TextFindings
    /// Its translations made against another reference text, and its recordings made for another word
    /// (`checkOutdated`).
    var outdated: PackedFindings
    /// The language's recordings of the list that no word uses (`checkUnusedRecordings`).
    var unused: PackedFindings

    func writeJSON(into bytes: inout [UInt8]) {
        Self.appendObject(
            ["outdated": outdated, "texts": texts, "translations": translations, "unused": unused], to: &bytes)
    }
}

/// What the catalogue's memo keeps a list's rows' part of a language's findings under (`LanguageListRowFindings`,
/// the same whatever the apps need): from a build's first look at the languages (`LanguageInProgress`, with every
/// app's needs) to its check, which looks again with other needs while a language is left out, and no longer
/// (`Catalogue.forgetListRowParts`): a language's findings, once put together, hold them.
struct ListRowPartsKey: Hashable {
    var code: LanguageCode
    var list: String
    /// The digest of the inputs and settings the part is remembered under.
    var key: String
}

/// What the apps' needs decide of a list's findings in a language, per set of needs
/// (`inspections/language-list-findings-<code>.<needs>.json`).
struct LanguageListNeedsFindings: Codable, Sendable {
    /// The characters of its spelled words that no letter sound voices (`checkUnvoicedCharacters`).
    var unvoiced: PackedFindings
    /// Its words without a word or a recording yet (`checkCompleteness`, `checkPronunciations`).
    var completeness: PackedFindings
    /// Its words' missing recordings (`checkRecordings`).
    var recordings: PackedFindings
    /// The letters of its spelled words without a sound (`unvoicedLetters`), for the language's letters check.
    var letters: [UnvoicedLetter]
}

extension ContentCheck {
    /// Raised whenever a list's part of a language's check says anything otherwise for the same inputs.
    static let languageListFindingsVersion = 6

    /// A language's findings worked out: each list's part and the rest (each remembered, or checked), put together
    /// in the order of the checks, each in row order. Findings are only ever read sorted by place
    /// (`Diagnostic.sorted`, which keeps the order of findings at one place), so this order gives exactly those of
    /// a check done in one pass: the findings at one cell come in the same order (its row against the list, its
    /// spelling, what it says alone, one text translated two ways, its unvoiced characters, its completeness,
    /// its recording). Findings of two lists at one place (a table's sentence about each list's words without a
    /// row, the letters folder's sentence about each letter) come in list order, as in one pass; a list's rows
    /// are its own cells, and a recording is in its list's folder.
    func checkAfresh(_ language: Language, needs: AppNeeds, key: LanguageFindings.Key) -> LanguageFindings {
        let members = remembered == nil ? [] : checkedLanguages(of: language, reference: key.reference)
        // The rest, then the lists' parts, in one pool on every core.
        let pieces: [CheckPiece] = [.rest] + catalogue.lists.indices.map(CheckPiece.list)
        let done = pieces.concurrentMap { piece -> CheckedPiece in
            switch piece {
            case .rest:
                return .rest(remembering(language, key: key) { rest(of: language, needs: needs) })
            case .list(let position):
                return .list(
                    listFindings(language, list: catalogue.lists[position], needs: needs, key: key, members: members))
            }
        }
        guard case .rest(let rest) = done[0] else {
            preconditionFailure("a piece of a language's check came back as another")
        }
        let parts = done.dropFirst().compactMap(\.listPart)
        var before = FindingParts()
        before.append(parts.flatMap { $0.translations.findings })
        before.append(rest.unlisted.findings)
        before.append(rest.spelling.findings)
        for part in parts { before.append(part.texts) }
        before.append(rest.consistency.findings)
        before.append(parts.flatMap { $0.unvoiced.findings })
        before.append(rest.listNames.findings)
        var after: [Diagnostic] = parts.flatMap { $0.recordings.findings }
        after += parts.flatMap { $0.unused.findings }
        after += rest.unused.findings
        // The letters check reads every list's letters: a few letters each, worked out again every time.
        after += checkAlphabet(language, needs: needs, unvoiced: UnvoicedLetter.merged(parts.map(\.letters)))
        return LanguageFindings(
            before: before, completeness: parts.flatMap { $0.completeness.findings },
            outdated: parts.flatMap { $0.outdated.findings } + checkStaleLetters(language), after: after)
    }

    /// What a language's check finds beyond its lists' parts and its letters.
    private func rest(of language: Language, needs: AppNeeds) -> LanguageRest {
        let spelling =
            configuration.translationChecks(of: language.code).spelling
            ? textSpelling(language, rows: checkedTextRows(language)) : []
        return LanguageRest(
            spelling: PackedFindings(spelling), consistency: PackedFindings(textConsistency(language)),
            // Each list that is not there on a core of its own: a sheet naming only such lists has them all here.
            unlisted: PackedFindings(
                unlistedLists(of: language).concurrentMap { checkTranslations(language, rows: $0) }.flatMap { $0 }),
            listNames: PackedFindings(checkListNames(language, needs: needs)),
            unused: PackedFindings(checkUnusedRecordings(language, list: nil)))
    }

    /// The language's rows of each list it names that is not there, list by list.
    private func unlistedLists(of language: Language) -> [ListRows] {
        guard let member = catalogue.index.languages[language.code] else { return [] }
        return catalogue.listsWithRows(member: member).filter { catalogue.index.lists[$0] == nil }.sorted().map {
            catalogue.index.rows(at: member, list: $0)
        }
    }

    /// One list's part of a language's findings, as remembered or checked.
    private func listFindings(
        _ language: Language, list: WordList, needs: AppNeeds, key: LanguageFindings.Key, members: Set<Int>
    ) -> LanguageListFindings {
        let code = language.code
        let rows = { catalogue.index.languages[code].map { catalogue.index.rows(at: $0, list: list.name) } }
        let fromRows = { () -> LanguageListRowFindings in
            let rows = rows()
            return LanguageListRowFindings(
                translations: PackedFindings(rows.map { checkTranslations(language, rows: $0) } ?? []),
                texts: TextFindings(rows.map { rowTextFindings(language, rows: $0) } ?? []),
                outdated: PackedFindings(
                    (rows.map { checkOutdatedTranslations(language, rows: $0) } ?? [])
                        + checkStaleRecordings(language, list: list)),
                unused: PackedFindings(checkUnusedRecordings(language, list: list.name)))
        }
        let fromNeeds = { () -> LanguageListNeedsFindings in
            let spelled =
                needs.spelledLanguages.contains(code)
                ? spelledRows(language, needs: needs, lists: [list]) : TranslationSelection(catalogue)
            return LanguageListNeedsFindings(
                unvoiced: PackedFindings(checkUnvoicedCharacters(language, needs: needs, spelled: spelled)),
                completeness: PackedFindings(
                    checkCompleteness(language, needs: needs, lists: [list])
                        + checkPronunciations(language, needs: needs, lists: [list])),
                recordings: PackedFindings(checkRecordings(language, needs: needs, lists: [list])),
                letters: unvoicedLetters(
                    spelled.lazy.compactMap(\.word), sounds: catalogue.resolvedLetters(language: code)?.1 ?? []))
        }
        guard let remembered, !members.isEmpty,
            let inputs = catalogue.inputsDigest(ofList: list.name, languages: members)
        else {
            return LanguageListFindings(rows: fromRows(), needed: fromNeeds())
        }
        let lines = [
            "language list findings \(Self.languageListFindingsVersion)", inputs, "pipeline \(pipelinePath)",
            "code \(key.code)", "list \(list.name)", "reference \(key.reference)",
            "checks \(CanonicalJSON.text(key.checks))",
            "lists \(catalogue.lists.map(\.name).joined(separator: "\u{1F}"))",
        ]
        let needsDigest = FileDigest.sha256(of: needsFingerprint(languages: members))
        // An entry per list, in a file per language for the rows' part and per set of needs for the rest: a build
        // asks with every app's needs which languages are complete, then checks with the needs of the languages it
        // keeps, which differ while a language is left out; each is kept for the next build (a list edit that
        // leaves a language out, and the edit undone, check only the list edited, twice), and a build reads the
        // files of its needs alone.
        let rowsKey = FileDigest.sha256(of: lines.joined(separator: "\n"))
        return LanguageListFindings(
            rows: catalogue.memo.value(for: ListRowPartsKey(code: code, list: list.name, key: rowsKey)) {
                remembered.latest(
                    kind: RememberedLanguageFiles.listRowFindings(of: code), name: list.name, key: rowsKey, fromRows)
            },
            needed: remembered.latest(
                kind: RememberedLanguageFiles.listFindings(of: code, needs: String(needsDigest.prefix(16))),
                name: list.name, key: FileDigest.sha256(of: (lines + ["needs \(needsDigest)"]).joined(separator: "\n")),
                fromNeeds))
    }
}

/// What a language's check finds beyond its lists' parts (`LanguageListFindings`) and its letters: what reads
/// every list's rows. Remembered per language and set of needs (`ContentCheck.remembering`).
struct LanguageRest: Codable, Sendable, OwnJSON {
    /// The checked rows' spelling (`textSpelling`).
    var spelling: PackedFindings
    /// One text translated two ways (`textConsistency`).
    var consistency: PackedFindings
    /// The rows of lists that are not there (`checkTranslations`).
    var unlisted: PackedFindings
    /// The list names (`checkListNames`).
    var listNames: PackedFindings
    /// The recordings in folders of no list (`checkUnusedRecordings`).
    var unused: PackedFindings

    func writeJSON(into bytes: inout [UInt8]) {
        Self.appendObject(
            [
                "consistency": consistency, "listNames": listNames, "spelling": spelling, "unlisted": unlisted,
                "unused": unused,
            ], to: &bytes)
    }
}

/// A piece of `checkAfresh`'s work: the rest, or a list's part.
private enum CheckPiece: Sendable {
    case rest
    /// The list at this position of `catalogue.lists`.
    case list(Int)
}

/// What a `CheckPiece` found.
private enum CheckedPiece: Sendable {
    case rest(LanguageRest)
    case list(LanguageListFindings)

    var listPart: LanguageListFindings? {
        if case .list(let part) = self { part } else { nil }
    }
}

extension Catalogue {
    /// Lets go of the lists' rows' parts of the languages' findings kept since they were read (`ListRowPartsKey`):
    /// of a language found complete (the check takes its findings as they were put together, but where a language
    /// it reads is left out: then its parts are read again), and of all once the check has every language's
    /// findings. Held to the end, they were 18 MB of a one-row edit's peak at 100,000 × 30.
    func forgetListRowParts(of code: LanguageCode? = nil) {
        memo.forget(ListRowPartsKey.self) { code == nil || $0.code == code }
    }
}
