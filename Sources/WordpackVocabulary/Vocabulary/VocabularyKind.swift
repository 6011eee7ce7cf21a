import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// The vocabulary app: per app, `vocabulary/<app>/words/<key>.json` in WordsAPI's shape, `index.json`,
/// `daily.json`, the pronunciations as MP3 (`audio/<key>.mp3`, made by the `vocabulary-mp3` stage in the
/// `pronunciation` role's format; with `caf`, from the CAF files the shared audio stage makes beside them) and,
/// with `api`, the word bank at WordsAPI's paths (`api/`).
package enum VocabularyKind: AppKind {
    package typealias Settings = VocabularyApp
    package typealias Plan = VocabularyBank
    package typealias Checked = Bool

    /// The stage that writes the word files, the index and the schedule; the one that makes the MP3 files.
    static let wordsStage = "vocabulary"
    static let mp3Stage = "vocabulary-mp3"
    package static let stages = [wordsStage, OutputRecipe.audioStage, mp3Stage]
    package static let versions = [wordsStage: 1, mp3Stage: 1]
    /// With `caf`, the MP3s are encoded from the app's CAF files in `outputs/`.
    package static let assembledStages = [mp3Stage]
    package static let soundStages = [mp3Stage]

    package static func folder(of app: AppPlanRequest<VocabularyApp>) -> String {
        VocabularyLayout.folder(app.id) + "/"
    }

    package static func needs(_ app: AppPlanRequest<VocabularyApp>, catalogue: Catalogue) -> AppNeeds {
        var needs = AppNeeds()
        let lists = app.settings.lists.resolve(from: catalogue.lists.map(\.name))
        for list in lists {
            for language in [app.settings.language] + app.settings.translations {
                needs.wordPairs.insert(AppNeeds.Pair(list: list, language: language))
                needs.wordUses.insert(
                    AppNeeds.MediaUse(list: list, app: "the vocabulary app “\(app.id)”", language: language))
            }
        }
        needs.senseLists.formUnion(lists)
        for list in lists {
            needs.pronouncedPairs.insert(AppNeeds.Pair(list: list, language: app.settings.language))
            needs.recordingUses.insert(
                AppNeeds.MediaUse(list: list, app: "the vocabulary app “\(app.id)”", language: app.settings.language))
        }
        return needs
    }

    package static func checkSettings(
        _ app: AppPlanRequest<VocabularyApp>, catalogue: Catalogue, rules: PipelineRules
    ) -> [Diagnostic] {
        var findings = rules.requireLists(app.settings.lists, "apps.\(app.id).lists")
        findings += rules.requireLanguage(app.settings.language, "apps.\(app.id).language")
        for (index, code) in app.settings.translations.enumerated() {
            findings += rules.requireLanguage(code, "apps.\(app.id).translations[\(index)]")
        }
        return findings
    }

    package static func plan(
        _ app: AppPlanRequest<VocabularyApp>, catalogue: Catalogue, configuration: PipelineConfiguration
    ) -> AppPlan<VocabularyBank> {
        let bank = VocabularyBank(appID: app.id, app: app.settings, catalogue: catalogue)
        let folder = VocabularyLayout.folder(app.id)
        // The index and the schedule hold levels that may come from the frequency table.
        let settings =
            CanonicalJSON.text(app.settings) + " " + FrequencyTable.signature(language: app.settings.language)
        let derived =
            settings + " derived with: "
            + WordDerivation.signature(language: app.settings.language, rememberedIn: catalogue.remembered)
        let format = CanonicalJSON.text(configuration.audio.format(for: .pronunciation))
        let languages = [app.settings.language] + app.settings.translations
        // Keyed by the entries they show, not by their sheets: a changed row remakes only the files of its word,
        // and the files of the whole bank (its index, daily challenge, rhymes, random word).
        let allSheets = catalogue.sheets(lists: bank.categories, languages: languages)
        let bankDigest = VocabularyEntry.digest(of: bank.entries, categories: bank.categories)
        var outputs: [PlannedOutput] = []
        for entry in bank.entries {
            // The recording is an input: the word file names its MP3 only when there is one.
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(VocabularyLayout.wordFile(entry.key))", stage: wordsStage,
                    inputs: [entry.recording].compactMap { $0 }, settings: derived, work: .own,
                    content: VocabularyEntry.digest(of: [entry]),
                    sources: catalogue.sheets(lists: [entry.list], languages: languages)))
            guard let source = entry.recording else { continue }
            // Without `caf`, the MP3 stage converts the recording itself and no CAF ships.
            if app.settings.caf {
                outputs.append(
                    PlannedOutput(
                        path: "\(folder)/\(VocabularyLayout.caf(entry.key))", stage: OutputRecipe.audioStage,
                        inputs: [source], settings: format, work: .recording(source: source, role: .pronunciation)))
            }
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(VocabularyLayout.mp3(entry.key))", stage: mp3Stage, inputs: [source],
                    settings: format + " mp3", work: .own))
        }
        outputs.append(
            PlannedOutput(
                path: "\(folder)/\(VocabularyIndexFile.name)", stage: wordsStage, inputs: [], settings: settings,
                work: .own, content: bankDigest, sources: allSheets))
        if app.settings.api {
            outputs += apiOutputs(
                bank, folder: folder, catalogue: catalogue, settings: settings, derived: derived, bankDigest: bankDigest
            )
        }
        if app.settings.daily != nil {
            outputs.append(
                PlannedOutput(
                    path: "\(folder)/\(VocabularyLayout.daily)", stage: wordsStage, inputs: [], settings: settings,
                    work: .own, content: bankDigest, sources: allSheets))
        }
        return AppPlan(id: app.id, outputs: outputs, detail: bank)
    }

    package static func check(_ apps: [AppPlan<VocabularyBank>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<Bool>
    {
        // With no app, not even a set of the 100,000 errors a sheet of rows naming no list reports.
        let cells = apps.isEmpty ? [] : Set(reported.errors.map(\.location))
        var seen: Set<Diagnostic> = []
        // Without `caf` the audio stage converts none of the app's recordings: they are inspected here instead.
        let recordings = apps.filter { !$0.detail.app.caf }.flatMap { app in
            app.detail.entries.compactMap { entry in
                entry.recording.map {
                    RecordingJob(
                        source: $0, role: .pronunciation,
                        paths: [
                            "\(VocabularyLayout.folder(app.id))/\(VocabularyLayout.mp3(entry.key))"
                        ])
                }
            }
        }
        let findings =
            (apps.flatMap {
                VocabularyChecks(bank: $0.detail, catalogue: context.catalogue).run()
            } + (recordings.isEmpty ? [] : AudioStage.inspect(recordings, context: context))).filter {
                !cells.contains($0.location) && seen.insert($0).inserted
            }
        return KindCheck(outputFindings: findings, forMaking: true)
    }

    package static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<VocabularyBank>], checked: Bool, in context: StageContext
    ) -> StageReport {
        var report = StageReport()
        let wanted = Set(files.map(\.path))
        for bank in apps.map(\.detail) {
            let folder = VocabularyLayout.folder(bank.appID)
            let wordFiles = bank.entries.filter { wanted.contains("\(folder)/\(VocabularyLayout.wordFile($0.key))") }
            let apiFiles = wanted.contains { $0.hasPrefix("\(folder)/api/") }
            let derivation =
                wordFiles.isEmpty && !apiFiles ? .none : WordDerivation.installed(language: bank.app.language)
            func write(_ path: String, _ data: () throws -> Data) {
                guard wanted.contains("\(folder)/\(path)") else { return }
                do {
                    context.write(try data(), to: "\(folder)/\(path)", report: &report)
                } catch {
                    report.record(
                        .encode(
                            path: "outputs/\(folder)/\(path)", library: "Foundation's JSON encoder", reason: "\(error)")
                    )
                    context.progress?.advance()
                }
            }
            // Each word's facts (derived with espeak-ng and libhyphen: a process per word) worked out once, when a
            // file of it is made: its word file, its whole entry and details, and the bank's rhymes share them.
            var known: [String: WordFacts] = [:]
            func facts(_ entry: VocabularyEntry) -> WordFacts {
                let id = "\(entry.list)\u{1F}\(entry.key)"
                if let facts = known[id] { return facts }
                let facts = WordFacts(entry, levels: bank.app.levels, derivation: derivation)
                known[id] = facts
                return facts
            }
            for entry in bank.entries {
                let audio = entry.recording == nil ? nil : VocabularyLayout.mp3(entry.key)
                write(VocabularyLayout.wordFile(entry.key)) {
                    try VocabularyWordFile.data(entry, facts: facts(entry), audio: audio)
                }
                if wanted.contains("\(folder)/\(VocabularyLayout.mp3(entry.key))") {
                    VocabularyMP3.make(
                        entry.key, folder: folder, recording: bank.app.caf ? nil : entry.recording, context: context,
                        report: &report)
                }
            }
            if bank.app.api {
                let served = VocabularyAPI.entries(of: bank)
                // The rhymes need every word's pronunciation: worked out only when a rhymes file is made.
                let rhymesWanted = served.contains {
                    wanted.contains("\(folder)/\(VocabularyLayout.apiDetail(VocabularyAPI.pathWord($0.word), .rhymes))")
                }
                let rhymes = rhymesWanted ? VocabularyRhymes.table(served.map { ($0, facts($0)) }) : [:]
                for entry in served {
                    let word = VocabularyAPI.pathWord(entry.word)
                    let audio = entry.recording == nil ? nil : VocabularyLayout.mp3(entry.key)
                    write(VocabularyLayout.apiWord(word)) {
                        try VocabularyWordFile.data(entry, facts: facts(entry), audio: audio)
                    }
                    for detail in VocabularyAPI.Detail.allCases {
                        write(VocabularyLayout.apiDetail(word, detail)) {
                            try VocabularyAPI.data(
                                detail, of: entry, facts: facts(entry), rhymes: rhymes[entry.word] ?? [])
                        }
                    }
                }
                write(VocabularyLayout.apiRandom) { try VocabularyAPI.randomData(bank) }
                write(VocabularyLayout.apiWordsMap) { VocabularyAPI.wordsMap(bank) }
                write(VocabularyLayout.apiRandomConfiguration) { VocabularyAPI.randomConfiguration(bank) }
            }
            write(VocabularyIndexFile.name) { try VocabularyIndexFile.data(bank) }
            if let daily = bank.app.daily {
                write(VocabularyLayout.daily) {
                    try VocabularyDailyFile.data(DailySchedule(bank: bank, daily: daily), daily: daily)
                }
            }
        }
        return report
    }

    package static func describe(
        _ app: AppPlan<VocabularyBank>, checked: Bool?, made: Set<String>, catalogue: Catalogue
    ) -> AppDescription {
        let bank = app.detail
        guard made.contains("\(VocabularyLayout.folder(bank.appID))/\(VocabularyIndexFile.name)") else {
            return AppDescription(id: app.id, kind: VocabularyApp.kind, lists: bank.categories)
        }
        var words: [String: Int] = [:]
        for entry in bank.entries { words[entry.list, default: 0] += 1 }
        var keys: Set<String> = []
        for list in bank.categories.compactMap({ catalogue.list(named: $0) }) {
            for word in list.words where !word.disabled { keys.insert("\(list.name)\u{0}\(word.key)") }
        }
        let untranslated = max(0, keys.count - bank.entries.count)
        let recordings = bank.entries.filter { $0.recording != nil }.count
        let summary = LanguageSummary(
            code: bank.app.language, words: words, untranslated: untranslated, recordings: recordings,
            letterSounds: 0, complete: untranslated == 0 && recordings == bank.entries.count)
        return AppDescription(id: app.id, kind: VocabularyApp.kind, lists: bank.categories, languages: [summary])
    }

    /// The words of `index.json`, by category.
    package static func shipped(_ app: AppPlanRequest<VocabularyApp>, files: [String], outputs: URL) throws
        -> ShippedContent
    {
        let index = "\(VocabularyLayout.folder(app.id))/\(VocabularyIndexFile.name)"
        guard files.contains(index) else { return ShippedContent() }
        let data = try Data(contentsOf: outputs.appendingPathComponent(index))
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ShippedContent()
        }
        var words: [String: [[String: String]]] = [:]
        for word in document["words"] as? [[String: Any]] ?? [] {
            let category = word["category"] as? String ?? ""
            words[category, default: []].append(
                word.compactMapValues { ($0 as? String) ?? ($0 as? NSNumber)?.stringValue })
        }
        return ShippedContent(words: [app.settings.language.description: words])
    }
}
