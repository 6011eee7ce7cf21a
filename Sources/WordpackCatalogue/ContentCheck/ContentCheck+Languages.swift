import WordpackCore

extension ContentCheck {
    /// Appends a language's findings (`languageFindings(of:)`) as the check reports them (`run()`). Completeness
    /// (words and pronunciations not there yet) and what is outdated (translations made against another reference
    /// text, recordings made for another word) alone depend on the policy: every one of their findings has the
    /// policy's severity.
    func append(_ found: LanguageFindings, to gathered: inout GatheredFindings) {
        let severity = policySeverity
        for part in found.before.parts {
            switch part {
            case .values(let values): gathered.findings += values
            case .packed(let run): gathered.runs.append((gathered.findings.count, run))
            }
        }
        for var finding in found.completeness.findings + found.outdated.findings {
            finding.severity = severity
            gathered.findings.append(finding)
        }
        gathered.findings += found.after.findings
    }

    /// What `code`'s checks find in its translations, in this policy's severities, but for its completeness
    /// (what is still to translate or record): what `import-xliff` says of a file before it copies it.
    package func translationFindings(of code: LanguageCode) -> [Diagnostic] {
        guard let language = catalogue.language(code) else { return [] }
        let found = languageFindings(of: language)
        var findings = found.before.findings + found.after.findings
        for var finding in found.outdated.findings {
            finding.severity = policySeverity
            findings.append(finding)
        }
        return Diagnostic.sorted(findings)
    }

    /// The errors the check finds in `language` under the release policy with no spelling check (which
    /// finds warnings only): its errors under this one, and everything its completeness check finds; not what is
    /// outdated, which a release refuses but which does not make a language in progress. From the
    /// same findings, once a run (a build asks for both: which languages are complete, then its own check).
    func releaseErrors(_ language: Language) -> [Diagnostic] {
        let found = languageFindings(of: language)
        return found.before.errors
            + found.completeness.findings.map { finding in
                var finding = finding
                finding.severity = .error
                return finding
            } + found.after.findings.errors
    }

    /// One language: its translations against the lists, and what its apps (`needs`) need from it, the
    /// completeness check's apart (their severity is the policy's). Put together once per language and needs
    /// of the languages its check reads (`checkAfresh`), and kept with the catalogue: a build asks for it first to
    /// tell whether the language is in progress (in release policy, `releaseErrors`, with every app's needs), then
    /// again in its check (in its own policy, `run()`, with the needs of the languages it keeps), which takes the
    /// same findings for a language whose needs are the same (all but those left out and those that read them),
    /// as the remembered results do.
    func languageFindings(of language: Language) -> LanguageFindings {
        let reference = configuration.referenceLanguage
        let key = LanguageFindings.Key(
            code: language.code,
            needs: FileDigest.sha256(
                of: needsFingerprint(languages: checkedLanguages(of: language, reference: reference))),
            checks: configuration.translationChecks(of: language.code), reference: reference)
        return catalogue.memo.value(for: key) { checkAfresh(language, needs: needs, key: key) }
    }

    var folderOf: (Language) -> String { { Project.languageFolderPath($0.code) } }

    /// Each of `rows` (a list's rows of the language, in order) against the lists, and keys translated twice.
    func checkTranslations(_ language: Language, rows: ListRows) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let listNames = catalogue.lists.map(\.name)
        // All of `rows` name one list: what it is is looked up once, not for each row.
        var named: NamedList?
        rows.forEachRow { offset, translation in
            if named?.name != translation.list {
                named = NamedList(translation.list, in: catalogue, listNames: listNames)
            }
            guard let named, !named.unreadable else { return }
            // The row's place is made only for a finding: most rows have none.
            func cell(_ field: String) -> Location {
                let row = translation.location
                return language.source(for: row).map { row.column($0.columns[field]) } ?? row
            }
            guard let list = named.position else {
                findings.append(.error(at: cell("list"), named.missing))
                return
            }
            guard named.words?[translation.key] != nil else {
                findings.append(
                    .error(
                        at: cell("key"),
                        "the list “\(translation.list)” has no key “\(translation.key)” "
                            + "(\(catalogue.lists[list].source.file)); correct the key, or add the word to the list first."
                    ))
                return
            }
            if let first = rows.firstByKey[translation.key], first != offset {
                let first = rows[first].location
                findings.append(
                    .error(
                        at: cell("key"),
                        "“\(translation.key)” of list “\(translation.list)” is translated twice (also at "
                            + "\(first.cellReference.isEmpty ? first.file : first.description)); delete one of the rows."
                    ))
            }
        }
        return findings
    }

    func checkListNames(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen: Set<String> = []
        for name in language.listNames {
            if !catalogue.hasList(named: name.list) {
                findings.append(
                    .error(
                        at: name.location.column(language.source(for: name.location)?.columns["list"]),
                        MissingList.listNameSentence(name.list, lists: catalogue.lists.map(\.name))))
            } else if !seen.insert(name.list).inserted {
                findings.append(
                    .error(
                        at: name.location, "the list “\(name.list)” is named twice; delete one of the rows."))
            }
        }
        guard needs.listNameLanguages.contains(language.code),
            !catalogue.hasUnreadableSheet(language: language.code)
        else { return findings }
        let unnamed = catalogue.lists.map(\.name).filter {
            needs.speechPairs.contains(.init(list: $0, language: language.code))
                && catalogue.resolvedListName(language: language.code, list: $0) == nil
        }
        if !unnamed.isEmpty {
            findings.append(
                .error(
                    at: Location(file: folderOf(language)),
                    "the list\(unnamed.count == 1 ? "" : "s") \(sentenceList(unnamed)) \(unnamed.count == 1 ? "has" : "have") "
                        + "no name in \(language.code), which an app with several lists shows; add a Lists sheet "
                        + "(columns list, name) to the translations workbook."))
        }
        return findings
    }

    /// Keys of `lists` that an app needs in this language but that have no word (error or warning by the policy).
    func checkCompleteness(_ language: Language, needs: AppNeeds, lists: [WordList]) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        guard !catalogue.hasUnreadableSheet(language: language.code) else { return [] }
        let chain = catalogue.index.chain(of: language.code)
        for list in lists where needs.wordPairs.contains(.init(list: list.name, language: language.code)) {
            var absent: [String] = []
            let rows = catalogue.chainRows(chain, list: list.name)
            for word in list.words where rows.resolved(word.key) == nil {
                if let row = catalogue.translation(language: language.code, list: list.name, key: word.key) {
                    findings.append(
                        Diagnostic(
                            policySeverity, at: row.location,
                            "“\(word.key)” (list \(list.name)) has no word in \(language.code) yet; type it in this cell."
                        ))
                } else {
                    absent.append(word.key)
                }
            }
            if !absent.isEmpty {
                let table = language.sources.first { $0.columns["word"] != nil }
                let location = table.map(\.location) ?? Location(file: folderOf(language))
                findings.append(
                    Diagnostic(
                        policySeverity, at: location,
                        "\(absent.count) word\(absent.count == 1 ? "" : "s") of list “\(list.name)” "
                            + "\(absent.count == 1 ? "has" : "have") no translation in \(language.code): "
                            + "\(sentenceList(absent)); add a row for each (list, key, word)."))
            }
        }
        return findings
    }

    /// Pronunciations: a word an app pronounces (and no app speaks) without its recording, at its first row in
    /// its list, naming the apps that play it; by the policy's severity.
    func checkPronunciations(_ language: Language, needs: AppNeeds, lists: [WordList]) -> [Diagnostic] {
        pronouncedWords(language, needs: needs, lists: lists).compactMap { word in
            guard word.need.status == .missing, let list = word.need.list,
                let source = catalogue.list(named: list)?.source
            else { return nil }
            let apps = needs.recordingPlayers(of: list, language: language.code) ?? "an app"
            return Diagnostic(
                policySeverity, at: source.location(row: word.row, field: "key"),
                "the word “\(word.need.key)” of \(apps) has no recording, so its audio button would be missing: "
                    + "add \(word.need.path).")
        }
    }

    /// Speech recordings: every word of a FirstWords list of `lists` needs one, here or in the language it falls
    /// back to.
    func checkRecordings(_ language: Language, needs: AppNeeds, lists: [WordList]) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let index = catalogue.index
        let codes = index.chain(of: language.code).map { catalogue.languages[$0].code }
        let fallbackNote =
            codes.count > 1 ? " (or in \(codes.dropFirst().map(\.description).joined(separator: ", ")))" : ""
        for recording in wordRecordings(language, needs: needs, includingRecorded: false, lists: lists)
        where recording.need.status == .missing || recording.need.status == .unusable {
            let (name, translation) = (recording.name, recording.translation)
            let list = recording.need.list ?? ""
            let players = Set(
                [language.code]
                    + catalogue.languages.map(\.code).filter { code in
                        index.chain(of: code).dropFirst().contains(index.languages[language.code] ?? -1)
                            && needsSameRecording(
                                list: list, key: recording.need.key, name: name, language: code, needs: needs)
                    })
            findings += mediaProblems(
                recording.files, kind: .recording,
                missing: "the recording of “\(recording.need.text)” (\(list), \(language.code)) is "
                    + "missing: add \(folderOf(language))/speech/\(list)/\(name).wav\(fallbackNote)."
                    + (needs.recordingUsers(of: list, languages: players).map { " The apps that play it: \($0)." } ?? ""),
                at: translation.location, usedAt: "recording of “\(recording.need.key)”")
        }
        return findings
    }

    /// The language's recordings of the list `name` that no word uses; with no name, its recordings in a folder
    /// named after no list.
    func checkUnusedRecordings(_ language: Language, list name: String?) -> [Diagnostic] {
        let recordings = language.recordings.filter { recording in
            if let name { return recording.list == name }
            return catalogue.list(named: recording.list) == nil
        }
        guard !recordings.isEmpty, !catalogue.hasUnreadableSheet(language: language.code) else { return [] }
        var used: Set<String> = []
        if let name, let list = catalogue.list(named: name) {
            // The language's rows of the list found once, not once a word.
            let index = catalogue.index
            let rows = index.languages[language.code].map { index.rows(at: $0, list: name) }
            for word in list.words {
                let speech = rows?.firstRow(of: word.key)?.speechName
                used.insert(speech ?? word.key)
            }
        }
        var findings: [Diagnostic] = []
        for recording in recordings
        where !used.contains(recording.file.name) && !catalogue.unreadableLists.contains(recording.list) {
            findings.append(
                .warning(
                    at: Location(file: recording.file.path),
                    catalogue.list(named: recording.list) == nil
                        ? MissingList.recordingSentence(recording.list)
                        : "no word of “\(recording.list)” in \(language.code) uses this recording; rename it to the word's "
                            + "key, or delete it."))
        }
        return findings
    }

    /// All Words text, flag and letter sounds, for languages of FirstWords apps.
    func checkAlphabet(_ language: Language, needs: AppNeeds, unvoiced: [UnvoicedLetter]? = nil) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let folder = folderOf(language)
        for letter in language.letters {
            findings += mediaProblems(
                [letter.file], kind: .letterSound, missing: "", at: Location(file: letter.file.path),
                usedAt: "letter sound")
        }
        if let flag = language.flag {
            findings += mediaProblems([flag], kind: .flag, missing: "", at: Location(file: flag.path), usedAt: "flag")
        }
        if needs.allWordsTextLanguages.contains(language.code),
            catalogue.resolvedAllWordsText(language: language.code) == nil
        {
            findings.append(
                .error(
                    at: Location(file: folder),
                    "has no all.txt; add \(folder)/all.txt holding “All Words” in this language."))
        }
        if needs.flagLanguages.contains(language.code),
            catalogue.resolvedFlag(language: language.code) == nil
        {
            findings.append(
                .error(
                    at: Location(file: folder), "has no flag.png; add \(folder)/flag.png (115x79 or larger)."))
        }
        if needs.spelledLanguages.contains(language.code) {
            findings += checkLetterSounds(language, needs: needs, unvoiced: unvoiced)
        }
        return findings
    }

    private func checkLetterSounds(_ language: Language, needs: AppNeeds, unvoiced: [UnvoicedLetter]?)
        -> [Diagnostic]
    {
        let gaps = letterSoundGaps(language, needs: needs, unvoiced: unvoiced)
        var findings: [Diagnostic] = []
        for (letter, missing) in gaps.unpaired {
            findings.append(
                .error(
                    at: Location(file: "\(folderOf(language))/letters"),
                    "the letter “\(letter)” has a \(missing == "other" ? "final" : "other") sound but no "
                        + "\(letter)-\(missing) sound; add \(letter)-\(missing).wav, or use a single \(letter).wav."))
        }
        // The apps that spell this language's words out: those the sound is for.
        let spellers = Set(needs.spellingUses.filter { $0.language == language.code }.map(\.app)).sorted()
        let forApps = spellers.isEmpty ? "" : " The apps that spell it: \(sentenceList(spellers, quoted: false))."
        // A language that has no letter sound yet: one cause, one sentence, not one per letter.
        if language.letters.isEmpty, gaps.unvoiced.count > 1 {
            let letters = gaps.unvoiced.map(\.0)
            let folder = "\(folderOf(language))/letters"
            findings.append(
                .error(
                    at: Location(file: folder),
                    "no letter sounds yet: \(letters.joined(separator: " ")) (\(letters.count)); add one sound per "
                        + "letter, \(folder)/\(letters[0]).wav and so on (or \(letters[0])-final.wav and "
                        + "\(letters[0])-other.wav). The apps that spell them: \(sentenceList(spellers, quoted: false))."
                ))
            return findings
        }
        for (letter, words) in gaps.unvoiced {
            findings.append(
                .error(
                    at: Location(file: "\(folderOf(language))/letters"),
                    "the letter “\(letter)” of \(sentenceList(words, limit: 3)) has no sound in \(language.code): add "
                        + "\(folderOf(language))/letters/\(letter).wav (or \(letter)-final.wav and \(letter)-other.wav)."
                        + forApps))
        }
        return findings
    }
}

/// One language's findings, in the order the check reports them (`append(_:to:)`); completeness's apart, since their
/// severity follows the policy. Put together each run from what is remembered of it: its lists' parts
/// (`LanguageListFindings`) and its rest (`LanguageRest`), each packed (`PackedFindings`: a language can have
/// 100,000 findings, and keyed objects for each would take seconds to read back). What its lists' rows say alone,
/// read back so, stays packed (`TextFindings`) to where it is reported.
struct LanguageFindings {
    struct Key: Hashable {
        var code: LanguageCode
        /// The digest of the needs of the languages its check reads (`needsFingerprint(languages:)` of
        /// `checkedLanguages(of:reference:)`).
        var needs: String
        var checks: TranslationChecks
        var reference: LanguageCode
    }

    var before: FindingParts
    var completeness: PackedFindings
    /// Outdated translations and recordings (`checkOutdated`, `checkStaleLetters`).
    var outdated: PackedFindings
    var after: PackedFindings

    /// How many findings are held as values (not packed runs).
    var valueCount: Int {
        before.valueCount + completeness.findings.count + outdated.findings.count + after.findings.count
    }

    /// None.
    static let none = LanguageFindings(before: FindingParts(), completeness: [], outdated: [], after: [])

    init(before: FindingParts, completeness: [Diagnostic], outdated: [Diagnostic], after: [Diagnostic]) {
        self.before = before
        self.completeness = PackedFindings(completeness)
        self.outdated = PackedFindings(outdated)
        self.after = PackedFindings(after)
    }
}

/// The list a row names, as `checkTranslations` looks at it: unreadable, its position and its words, and, when it is
/// not there, the sentence each row naming it says (one text for all of them; empty for a list that is there).
private struct NamedList {
    let name: String
    let unreadable: Bool
    let position: Int?
    let words: [String: Int]?
    let missing: String

    init(_ name: String, in catalogue: Catalogue, listNames: [String]) {
        self.name = name
        unreadable = catalogue.unreadableLists.contains(name)
        position = catalogue.index.lists[name]
        words = catalogue.index.words[name]
        missing = position == nil ? MissingList.rowSentence(name, lists: listNames) : ""
    }
}
