extension ContentCheck {
    /// One language: its translations against the lists, and what its apps need from it.
    func check(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
        var findings = checkTranslations(language)
        findings += checkListNames(language, needs: needs)
        findings += checkCompleteness(language, needs: needs)
        findings += checkRecordings(language, needs: needs)
        findings += checkAlphabet(language, needs: needs)
        return findings
    }

    var folderOf: (Language) -> String { { "inputs/languages/\($0.code)" } }

    private func checkTranslations(_ language: Language) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen: [String: Location] = [:]
        let listNames = catalogue.lists.map(\.name)
        for translation in language.translations where !catalogue.unreadableLists.contains(translation.list) {
            let row = translation.location
            let source = language.source(for: row)
            let listCell = source.map { row.column($0.columns["list"]) } ?? row
            let keyCell = source.map { row.column($0.columns["key"]) } ?? row
            guard let list = catalogue.list(named: translation.list) else {
                findings.append(.error(
                    at: listCell,
                    "there is no list “\(translation.list)”; the lists are \(sentenceList(listNames)). "
                        + "Correct the name, or add the list's sheet to inputs/lists/."))
                continue
            }
            guard catalogue.word(list: list.name, key: translation.key) != nil else {
                findings.append(.error(
                    at: keyCell,
                    "the list “\(list.name)” has no key “\(translation.key)” (\(list.source.file)); "
                        + "correct the key, or add the word to the list first."))
                continue
            }
            let id = "\(translation.list)\u{0}\(translation.key)"
            if let first = seen[id] {
                findings.append(.error(
                    at: keyCell,
                    "“\(translation.key)” of list “\(translation.list)” is translated twice (also at "
                        + "\(first.cellReference.isEmpty ? first.file : first.description)); delete one of the rows."))
            } else {
                seen[id] = row
            }
        }
        return findings
    }

    private func checkListNames(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var seen: Set<String> = []
        for name in language.listNames {
            if !catalogue.hasList(named: name.list) {
                findings.append(.error(
                    at: name.location.column(language.source(for: name.location)?.columns["list"]),
                    "there is no list “\(name.list)” to name; the lists are "
                        + "\(sentenceList(catalogue.lists.map(\.name)))."))
            } else if !seen.insert(name.list).inserted {
                findings.append(.error(
                    at: name.location, "the list “\(name.list)” is named twice; delete one of the rows."))
            }
        }
        guard needs.listNameLanguages.contains(language.code), language.unreadableFiles.isEmpty else { return findings }
        let unnamed = catalogue.lists.map(\.name).filter {
            needs.firstWordsPairs.contains(.init(list: $0, language: language.code))
                && catalogue.resolvedListName(language: language.code, list: $0) == nil
        }
        if !unnamed.isEmpty {
            findings.append(.error(
                at: Location(file: folderOf(language)),
                "the list\(unnamed.count == 1 ? "" : "s") \(sentenceList(unnamed)) \(unnamed.count == 1 ? "has" : "have") "
                    + "no name in \(language.code), which an app with several lists shows; add a Lists sheet "
                    + "(columns list, name) to the translations workbook."))
        }
        return findings
    }

    /// Keys that an app needs in this language but that have no word (error or warning by the policy).
    private func checkCompleteness(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        guard language.unreadableFiles.isEmpty else { return [] }
        for list in catalogue.lists where needs.wordPairs.contains(.init(list: list.name, language: language.code)) {
            var absent: [String] = []
            for word in list.words
            where catalogue.resolvedTranslation(language: language.code, list: list.name, key: word.key) == nil {
                if let row = catalogue.translation(language: language.code, list: list.name, key: word.key) {
                    findings.append(Diagnostic(
                        policySeverity, at: row.location,
                        "“\(word.key)” (list \(list.name)) has no word in \(language.code) yet; type it in this cell."))
                } else {
                    absent.append(word.key)
                }
            }
            if !absent.isEmpty {
                let table = language.sources.first { $0.columns["word"] != nil }
                let location = table.map(\.location) ?? Location(file: folderOf(language))
                findings.append(Diagnostic(
                    policySeverity, at: location,
                    "\(absent.count) word\(absent.count == 1 ? "" : "s") of list “\(list.name)” "
                        + "\(absent.count == 1 ? "has" : "have") no translation in \(language.code): "
                        + "\(sentenceList(absent)); add a row for each (list, key, word)."))
            }
        }
        return findings
    }

    /// Speech recordings: every word of a FirstWords list needs one, here or in the language it falls back to.
    private func checkRecordings(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var used: Set<String> = []
        // Each language's recordings by list and name, grouped once: two files of one name is an error.
        var recordingsByName: [String: [String: [Recording]]] = [:]
        for member in catalogue.fallbackChain(of: language.code) {
            recordingsByName[member.code] = Dictionary(grouping: member.recordings) {
                CatalogueIndex.id($0.list, $0.file.name)
            }
        }
        for list in catalogue.lists {
            let needed = needs.firstWordsPairs.contains(.init(list: list.name, language: language.code))
            for word in list.words {
                let own = catalogue.translation(language: language.code, list: list.name, key: word.key)
                used.insert("\(list.name)/\(own?.speechName ?? word.key)")
                guard needed, let translation = catalogue.resolvedTranslation(
                    language: language.code, list: list.name, key: word.key)
                else { continue }
                let name = translation.speechName
                let chain = catalogue.fallbackChain(of: language.code)
                // All the files of that name (two is an error), in the first language of the chain that has one.
                let id = CatalogueIndex.id(list.name, name)
                let files = chain.lazy.compactMap { recordingsByName[$0.code]?[id] }.first ?? []
                if files.isEmpty, chain.contains(where: { isReported(name, in: "\(folderOf($0))/speech/\(list.name)") }) {
                    continue
                }
                let fallbackNote = chain.count > 1 ? " (or in \(chain.dropFirst().map(\.code).joined(separator: ", ")))" : ""
                findings += mediaProblems(
                    files.map(\.file), kind: .recording,
                    missing: "the recording of “\(translation.word ?? word.key)” (\(list.name), \(language.code)) is "
                        + "missing: add \(folderOf(language))/speech/\(list.name)/\(name).wav\(fallbackNote).",
                    at: translation.location, usedAt: "recording of “\(word.key)”")
            }
        }
        for recording in language.recordings
        where !used.contains("\(recording.list)/\(recording.file.name)")
            && !catalogue.unreadableLists.contains(recording.list) && language.unreadableFiles.isEmpty
        {
            findings.append(.warning(
                at: Location(file: recording.file.path),
                catalogue.list(named: recording.list) == nil
                    ? "is in a folder named after no list (“\(recording.list)”); move it to the right list's folder."
                    : "no word of “\(recording.list)” in \(language.code) uses this recording; rename it to the word's "
                        + "key, or delete it."))
        }
        return findings
    }

    /// All Words text, flag and letter sounds, for languages of FirstWords apps.
    private func checkAlphabet(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
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
        guard needs.firstWordsLanguages.contains(language.code) else { return findings }
        if catalogue.resolvedAllWordsText(language: language.code) == nil {
            findings.append(.error(
                at: Location(file: folder),
                "has no all.txt; add \(folder)/all.txt holding “All Words” in this language."))
        }
        if catalogue.resolvedFlag(language: language.code) == nil {
            findings.append(.error(
                at: Location(file: folder), "has no flag.png; add \(folder)/flag.png (115x79 or larger)."))
        }
        findings += checkLetterSounds(language, needs: needs)
        return findings
    }

    private func checkLetterSounds(_ language: Language, needs: AppNeeds) -> [Diagnostic] {
        let letters = catalogue.resolvedLetters(language: language.code)?.1 ?? []
        var positions: [String: Set<LetterSound.Position>] = [:]
        for sound in letters {
            positions[Letters.comparable(sound.letter), default: []].insert(sound.position)
        }
        var findings: [Diagnostic] = []
        for (letter, found) in positions.sorted(by: { $0.key < $1.key })
        where !found.contains(.any) && found.count == 1 {
            let missing = found.contains(.final) ? "other" : "final"
            findings.append(.error(
                at: Location(file: "\(folderOf(language))/letters"),
                "the letter “\(letter)” has a \(missing == "other" ? "final" : "other") sound but no "
                    + "\(letter)-\(missing) sound; add \(letter)-\(missing).wav, or use a single \(letter).wav."))
        }
        var unvoiced: [String: [String]] = [:]
        for list in catalogue.lists where needs.firstWordsPairs.contains(.init(list: list.name, language: language.code)) {
            for word in list.words where !word.disabled {
                guard let translation = catalogue.resolvedTranslation(
                    language: language.code, list: list.name, key: word.key),
                    !translation.disabled, let text = translation.word
                else { continue }
                for letter in Letters.of(text) where positions[letter] == nil {
                    if unvoiced[letter]?.contains(text) != true { unvoiced[letter, default: []].append(text) }
                }
            }
        }
        for (letter, words) in unvoiced.sorted(by: { $0.key < $1.key }) {
            findings.append(.error(
                at: Location(file: "\(folderOf(language))/letters"),
                "the letter “\(letter)” of \(sentenceList(words, limit: 3)) has no sound in \(language.code): add "
                    + "\(folderOf(language))/letters/\(letter).wav (or \(letter)-final.wav and \(letter)-other.wav)."))
        }
        return findings
    }
}
