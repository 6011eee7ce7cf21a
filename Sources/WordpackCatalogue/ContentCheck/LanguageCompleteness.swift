import Foundation
import WordpackCore

/// How far a language is: what `wordpack check --language <code>` reports to a localizer.
package struct LanguageCompleteness: Codable, Equatable, Sendable {
    /// One list in this language: its words, and how many are translated, recorded and named; and, apart, how
    /// many of its translations are outdated (made against another reference text) and how many of its
    /// recordings were made for another word (both counted as translated and recorded); and who vouches for the
    /// language's own recordings that its `recorded.tsv` notes.
    package struct ListProgress: Codable, Equatable, Sendable {
        package var list: String
        package var words: Int
        package var translated: Int
        package var recorded: Int
        package var named: Bool
        package var outdated: Int = 0
        package var staleRecordings: Int = 0
        /// Noted as heard by `wordpack split` to say their lines.
        var heardBySplit: Int = 0
        /// Noted on a person's word (`wordpack accept`).
        var onPersonsWord: Int = 0
        /// Noted in a row that does not say who vouches (written before wordpack said).
        var notedUnvouched: Int = 0
    }

    /// Where a text or flag comes from: the language's own file, its fallback's, or nowhere.
    package enum Origin: Codable, Equatable, Sendable {
        case own
        case fallback(LanguageCode)
        case missing
    }

    package var code: LanguageCode
    package var name: String?
    package var fallback: LanguageCode?
    package var lists: [ListProgress]
    /// Distinct letters of the enabled words, in the game's comparison form.
    package var lettersUsed: [String]
    package var lettersWithoutSound: [String]
    /// The letters each list's enabled words use: what `spelling(_:)` keeps.
    var lettersByList: [String: [String]] = [:]
    package var allWordsText: Origin
    var otherText: Origin
    package var flag: Origin
    /// How many of the folder's recordings and letter sounds its `recorded.tsv` does not note
    /// (`Language.unnotedRecordings`).
    var unnotedRecordings = 0
    /// Which apps need what of the language, once the report is narrowed to what ships (`shipping(_:)`); nil:
    /// everything is counted.
    package var shipping: Shipping?

    /// The apps that need each part of the language, as sentences name them (“animals”, the Glyph app
    /// “starter”): by list, those that play its recordings and those that show its name; and those that spell
    /// its words out letter by letter.
    package struct Shipping: Codable, Equatable, Sendable {
        /// The lists some app shows the words of, each with those apps; a list not here ships in no app.
        var wordsShownBy: [String: [String]] = [:]
        var recordingsPlayedBy: [String: [String]] = [:]
        var namesShownBy: [String: [String]] = [:]
        package var lettersSpelledBy: [String] = []
        /// Whether some app ships the language's `all.txt`, and its flag.
        package var allWordsTextNeeded = true
        package var flagNeeded = true
    }

    /// The findings a release build refuses in the language's folder, as `check --policy release` finds them
    /// (nil: not asked); a language with any is never complete.
    package var releaseBlocking: [Diagnostic]?

    /// Raised whenever the report counts otherwise for the same inputs.
    static let version = 6

    /// The report of `code`, or the one the build folder remembers for the same inputs (the lists', the
    /// language's and those of the languages it falls back to): a build describes every language of every app,
    /// and an edit of one language should not count the others' 100,000 rows again. Once per run.
    package static func of(_ catalogue: Catalogue, code: LanguageCode) -> LanguageCompleteness {
        catalogue.memo.value(for: MemoKey(code: code)) {
            let make = { LanguageCompleteness(catalogue: catalogue, code: code) }
            guard let remembered = catalogue.remembered,
                let inputs = catalogue.inputsDigest(ofLanguages: members(catalogue, code: code))
            else { return make() }
            return remembered.latest(
                kind: RememberedLanguageFiles.completeness(of: code), name: code.description,
                key: FileDigest.sha256(of: "completeness \(version) \(code)\n\(inputs)"), make)
        }
    }

    private struct MemoKey: Hashable {
        var code: LanguageCode
    }

    /// The languages a report of `code` reads: its own and those it falls back to, and the reference language
    /// (with its fallbacks), whose words tell which translations are outdated.
    static func members(_ catalogue: Catalogue, code: LanguageCode) -> Set<Int> {
        let index = catalogue.index
        let reference = catalogue.references.map { index.chain(of: $0.referenceLanguage) } ?? []
        return Set(index.chain(of: code)).union(reference)
    }

    /// What one list contributes to the report: its progress, and the letters its enabled words use. Worked out
    /// from that list and its rows in the language and the languages it falls back to alone, so remembered per
    /// list (`list-completeness-<code>.json`) under their digest (`Catalogue.inputsDigest(ofList:languages:)`): an edit
    /// of one row counts that row's list again, not the language's 100,000 rows.
    struct ListPart: Codable {
        var progress: ListProgress
        var lettersUsed: Set<String>

        static func of(_ catalogue: Catalogue, code: LanguageCode, list: WordList) -> ListPart {
            let make = { ListPart(catalogue: catalogue, code: code, list: list) }
            guard let remembered = catalogue.remembered,
                let inputs = catalogue.inputsDigest(ofList: list.name, languages: members(catalogue, code: code))
            else { return make() }
            return remembered.latest(
                kind: RememberedLanguageFiles.listCompleteness(of: code), name: list.name,
                key: FileDigest.sha256(of: "completeness list \(version) \(code) \(list.name)\n\(inputs)"), make)
        }

        init(catalogue: Catalogue, code: LanguageCode, list: WordList) {
            // A vocabulary list has a row per sense: a word is counted once.
            var keys: Set<String> = []
            let words = list.words.filter { keys.insert($0.key).inserted }
            progress = ListProgress(
                list: list.name, words: words.count, translated: 0, recorded: 0,
                named: catalogue.resolvedListName(language: code, list: list.name) != nil)
            lettersUsed = []
            let references = catalogue.references(ofList: list.name, language: code)
            let index = catalogue.index
            let rows = catalogue.chainRows(index.chain(of: code), list: list.name)
            let ownRows = index.languages[code].flatMap { rows.rows(at: $0) }
            for word in words {
                guard let translation = rows.resolved(word.key)?.translation else { continue }
                progress.translated += 1
                if let own = ownRows?.firstRow(of: word.key),
                    references.outdated(own) != nil
                {
                    progress.outdated += 1
                }
                if let (language, recording) = catalogue.resolvedRecording(
                    language: code, list: list.name, name: translation.speechName)
                {
                    progress.recorded += 1
                    if language.code == code, let recordedFor = recording.recordedFor {
                        if let text = translation.word, !RecordedTexts.saysTheSame(recordedFor, text) {
                            progress.staleRecordings += 1
                        }
                        switch recording.vouched {
                        case .heard: progress.heardBySplit += 1
                        case .person: progress.onPersonsWord += 1
                        case nil: progress.notedUnvouched += 1
                        }
                    }
                }
                if !word.disabled, !translation.disabled, let text = translation.word {
                    lettersUsed.formUnion(Letters.of(text))
                }
            }
        }
    }

    package init(catalogue: Catalogue, code: LanguageCode) {
        self.code = code
        name = code.languageName
        fallback = catalogue.language(code)?.fallback
        var used: Set<String> = []
        var byList: [String: [String]] = [:]
        lists = catalogue.lists.map { list in
            let part = ListPart.of(catalogue, code: code, list: list)
            used.formUnion(part.lettersUsed)
            byList[list.name] = part.lettersUsed.sorted()
            return part.progress
        }
        lettersUsed = used.sorted()
        lettersByList = byList
        let voiced = Set((catalogue.resolvedLetters(language: code)?.1 ?? []).map { Letters.comparable($0.letter) })
        lettersWithoutSound = lettersUsed.filter { !voiced.contains($0) }
        let fallbackCode = fallback ?? code
        func origin(_ own: Bool, _ resolved: Bool) -> Origin {
            own ? .own : resolved ? .fallback(fallbackCode) : .missing
        }
        let language = catalogue.language(code)
        allWordsText = origin(
            language?.allWordsText != nil, catalogue.resolvedAllWordsText(language: code) != nil)
        otherText = origin(language?.otherText != nil, catalogue.resolvedOtherText(language: code) != nil)
        flag = origin(language?.flag != nil, catalogue.resolvedFlag(language: code) != nil)
        unnotedRecordings = language?.unnotedRecordings?.count ?? 0
    }

    /// The report of what ships: the letters of the lists some app spells out in the language alone
    /// (`AppNeeds.spelledLists`), so that a letter only a list no app spells in it uses (a Core word's G) is not
    /// asked for; and, for each list, the apps that play its recordings and show its name, so that the report
    /// asks only for those and says for which app.
    package func shipping(_ needs: AppNeeds) -> LanguageCompleteness {
        var report = self
        let lists = needs.spelledLists(code)
        let used = Set(lists.flatMap { lettersByList[$0] ?? [] })
        report.lettersUsed = lettersUsed.filter(used.contains)
        report.lettersWithoutSound = lettersWithoutSound.filter(used.contains)
        var shipping = Shipping()
        shipping.wordsShownBy = needs.shownLists(language: code)
        for list in self.lists.map(\.list) {
            shipping.recordingsPlayedBy[list] = needs.apps(\.recordingUses, list: list, language: code)
            shipping.namesShownBy[list] = needs.apps(\.listNameUses, list: list, language: code)
        }
        shipping.lettersSpelledBy = Set(
            lists.flatMap { needs.apps(\.spellingUses, list: $0, language: code) }
        ).sorted { ($0.hasPrefix("“") ? 0 : 1, $0) < ($1.hasPrefix("“") ? 0 : 1, $1) }
        shipping.allWordsTextNeeded = needs.allWordsTextLanguages.contains(code)
        shipping.flagNeeded = needs.flagLanguages.contains(code)
        report.shipping = shipping
        return report
    }

    /// The words the apps show: how many are translated, of the words of the lists some app shows in the
    /// language (every list, before `shipping(_:)`).
    package var wordsShown: (translated: Int, words: Int) {
        let shown = lists.filter { wordsNeeded($0.list) }
        return (shown.reduce(0) { $0 + $1.translated }, shown.reduce(0) { $0 + $1.words })
    }

    /// The recordings the apps play: how many are made, of the translated words of the lists some app plays in
    /// the language (every list, before `shipping(_:)`).
    package var recordingsPlayed: (recorded: Int, translated: Int) {
        let played = lists.filter { recordingsNeeded($0.list) }
        return (played.reduce(0) { $0 + $1.recorded }, played.reduce(0) { $0 + $1.translated })
    }

    /// The apps that play any of the language's recordings, sorted (none before `shipping(_:)`).
    package var recordingPlayers: [String] {
        Set((shipping?.recordingsPlayedBy.values).map { $0.flatMap { $0 } } ?? []).sorted {
            ($0.hasPrefix("“") ? 0 : 1, $0) < ($1.hasPrefix("“") ? 0 : 1, $1)
        }
    }

    /// Whether an app shows the list's words in the language (every list, before `shipping(_:)`).
    private func wordsNeeded(_ list: String) -> Bool {
        shipping.map { $0.wordsShownBy[list] != nil } ?? true
    }

    /// Whether an app plays the list's recordings in the language (every list, before `shipping(_:)`).
    private func recordingsNeeded(_ list: String) -> Bool {
        shipping.map { !($0.recordingsPlayedBy[list] ?? []).isEmpty } ?? true
    }

    /// Whether an app shows the list's name in the language (every list, before `shipping(_:)`).
    private func nameNeeded(_ list: String) -> Bool {
        shipping.map { !($0.namesShownBy[list] ?? []).isEmpty } ?? true
    }

    /// Who vouches for the noted recordings of `lists`: “ (28 heard by split, 3 on a person's word)”, or nothing
    /// when `recorded.tsv` notes none of them.
    private func vouchedFor(_ lists: [ListProgress]) -> String {
        let heard = lists.reduce(0) { $0 + $1.heardBySplit }
        let person = lists.reduce(0) { $0 + $1.onPersonsWord }
        let unsaid = lists.reduce(0) { $0 + $1.notedUnvouched }
        let parts = [
            heard > 0 ? "\(heard) heard by split" : nil,
            person > 0 ? "\(person) on a person's word" : nil,
            unsaid > 0 ? "\(unsaid) noted without saying who vouched" : nil,
        ].compactMap { $0 }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }

    /// “ (for “animals” and “deluxe”)”, or nothing before `shipping(_:)`.
    private func forApps(_ apps: [String]?, _ preposition: String = "for") -> String {
        guard let apps, !apps.isEmpty else { return "" }
        return " (\(preposition) \(sentenceList(apps, limit: 4, quoted: false)))"
    }

    /// The report as lines for a person.
    package var text: String {
        var lines: [String] = []
        var title = code.description
        if let name { title += " (\(name))" }
        if let fallback { title += ", falls back to \(fallback)" }
        lines.append(title)
        let translated = lists.reduce(0) { $0 + $1.translated }
        let recorded = lists.reduce(0) { $0 + $1.recorded }
        let (shownTranslated, shownWords) = wordsShown
        lines.append(
            shipping == nil
                ? "  words translated:  \(shownTranslated) of \(shownWords)\(percent(shownTranslated, shownWords))"
                : "  words translated:  \(shownTranslated) of the \(shownWords) words the apps show"
                    + percent(shownTranslated, shownWords))
        for list in lists {
            guard wordsNeeded(list.list) else {
                // Counted apart: a list no app ships in the language is no work to ship it.
                lines.append(
                    "    \(list.list): \(list.translated) of \(list.words) translated, not shipped in \(code) (no app "
                        + "shows its words)")
                continue
            }
            let outdated = list.outdated > 0 ? " (\(list.outdated) outdated)" : ""
            let stale = list.staleRecordings > 0 ? " (\(list.staleRecordings) made for another word)" : ""
            let shown = forApps(shipping?.wordsShownBy[list.list], "shown by")
            let recordings =
                recordingsNeeded(list.list)
                ? "\(list.recorded) of \(list.translated) recorded\(stale)\(forApps(shipping?.recordingsPlayedBy[list.list]))"
                : "\(list.recorded) recorded (no app plays them)"
            let name =
                nameNeeded(list.list)
                ? (list.named ? "named" : "no list name") + forApps(shipping?.namesShownBy[list.list])
                : (list.named ? "named" : "no list name (no app shows it)")
            lines.append(
                "    \(list.list): \(list.translated) of \(list.words) translated\(outdated)\(shown), \(recordings), \(name)"
            )
        }
        let outdated = lists.reduce(0) { $0 + $1.outdated }
        if outdated > 0 {
            lines.append(
                "  outdated:          \(outdated) translation\(outdated == 1 ? "" : "s") made against an earlier "
                    + "reference text")
        }
        let (playedRecorded, playedTranslated) = recordingsPlayed
        // The words of the played lists still to translate: each is a recording to come.
        let toCome = lists.filter { recordingsNeeded($0.list) }.reduce(0) { $0 + $1.words - $1.translated }
        lines.append(
            shipping == nil
                ? "  recordings:        \(recorded) of \(translated) translated words\(percent(recorded, translated))"
                    + vouchedFor(lists)
                : "  recordings:        \(playedRecorded) of the \(playedTranslated) translated words the apps play"
                    + percent(playedRecorded, playedTranslated) + vouchedFor(lists.filter { recordingsNeeded($0.list) })
                    + (toCome > 0 ? ", and \(toCome) more to make once translated" : ""))
        let stale = lists.reduce(0) { $0 + $1.staleRecordings }
        if stale > 0 {
            lines.append("  to record again:   \(stale) recording\(stale == 1 ? "" : "s") made for another word")
        }
        let voiced = lettersUsed.count - lettersWithoutSound.count
        var letterLine = "  letter sounds:     \(voiced) of \(lettersUsed.count) letters used"
        if let shipping {
            letterLine =
                shipping.lettersSpelledBy.isEmpty
                ? "  letter sounds:     none needed (no app spells the words out)"
                : "  letter sounds:     \(voiced) of the \(lettersUsed.count) letters "
                    + "\(sentenceList(shipping.lettersSpelledBy, limit: 4, quoted: false)) spell"
        }
        if lettersNeeded, !lettersWithoutSound.isEmpty {
            letterLine += " (missing: \(lettersWithoutSound.joined(separator: " ")))"
        }
        lines.append(letterLine)
        let unneeded = "not needed (no app ships it)"
        lines.append(
            "  all.txt:           \(shipping?.allWordsTextNeeded == false ? unneeded : describe(allWordsText))")
        lines.append("  other.txt:         \(describe(otherText))")
        lines.append("  flag.png:          \(shipping?.flagNeeded == false ? unneeded : describe(flag))")
        if unnotedRecordings > 0 {
            let count = unnotedRecordings
            lines.append(
                "  not noted:         \(count) recording\(count == 1 ? " is" : "s are") not in \(RecordedTexts.fileName) "
                    + "(`wordpack accept --language \(code)` notes \(count == 1 ? "it" : "them") once listened to)")
        }
        if let releaseBlocking {
            let count = releaseBlocking.count
            lines.append(
                count == 0
                    ? "  release:           nothing a release build refuses"
                    : "  release:           \(count) finding\(count == 1 ? "" : "s") a release build refuses "
                        + "(`wordpack check --policy release` lists \(count == 1 ? "it" : "them"))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether some app spells the language's words out, so that its letter sounds ship (every language, before
    /// `shipping(_:)`).
    package var lettersNeeded: Bool { shipping.map { !$0.lettersSpelledBy.isEmpty } ?? true }

    package var isComplete: Bool {
        lists.allSatisfy {
            !wordsNeeded($0.list)
                || $0.translated == $0.words && ($0.recorded == $0.translated || !recordingsNeeded($0.list))
                    && ($0.named || !nameNeeded($0.list))
        }
            && (lettersWithoutSound.isEmpty || !lettersNeeded)
            && (allWordsText != .missing || shipping?.allWordsTextNeeded == false)
            && (flag != .missing || shipping?.flagNeeded == false) && (releaseBlocking ?? []).isEmpty
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "" : " (\(part * 100 / whole)%)"
    }

    private func describe(_ origin: Origin) -> String {
        switch origin {
        case .own: return "present"
        case .fallback(let code): return "from \(code)"
        case .missing: return "missing"
        }
    }
}

extension LanguageCompleteness {
    /// The report as JSON for tools, pretty-printed with sorted keys, ending in a line break.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
