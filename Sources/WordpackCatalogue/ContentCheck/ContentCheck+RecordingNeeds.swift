import WordpackCore

extension ContentCheck {
    /// A word's recording as the check works it out: the shared need, and what its sentences name.
    struct WordRecording {
        var need: RecordingNeed
        var translation: Translation
        /// The recording's name (the key, or the translation's `speech`).
        var name: String
        var files: [MediaFile]
    }

    /// Every recording `language`'s apps play, in order: the words of the lists apps speak in it (list order,
    /// then row order), then its letter sounds (by letter), then the words apps pronounce only. Each has its
    /// status, so `wordpack check` reports the missing ones from it and `wordpack script` lists them.
    package func recordingNeeds(_ language: Language, needs: AppNeeds) -> [RecordingNeed] {
        wordRecordings(language, needs: needs).map(\.need) + letterNeeds(language, needs: needs)
            + pronouncedWords(language, needs: needs).map(\.need)
    }

    /// A word an app pronounces: its need, and the row its list first has it at.
    struct PronouncedWord {
        var need: RecordingNeed
        var row: Int
    }

    /// The words of the lists apps pronounce in `language` and do not speak (`pronouncedPairs` less
    /// `speechPairs`), in list then row order, each once: those with no disabled row and a word in the language
    /// (its own or its fallback's). A recording of the word's speech name here or in a fallback is its recording.
    func pronouncedWords(_ language: Language, needs: AppNeeds, lists: [WordList]? = nil) -> [PronouncedWord] {
        var found: [PronouncedWord] = []
        let code = language.code
        for list in lists ?? catalogue.lists {
            let pair = AppNeeds.Pair(list: list.name, language: code)
            guard needs.pronouncedPairs.contains(pair), !needs.speechPairs.contains(pair) else { continue }
            for (key, words) in list.rowsByKey {
                guard let first = words.first, !words.contains(where: \.disabled),
                    let translation = catalogue.resolvedTranslation(language: code, list: list.name, key: key),
                    !translation.disabled, let text = translation.word, !text.isEmpty
                else { continue }
                let name = translation.speechName
                let recording = catalogue.resolvedRecording(language: code, list: list.name, name: name)?.1
                let file = recording?.file.path
                let folder = "\(folderOf(language))/speech/\(list.name)"
                let own = file?.hasPrefix(folder + "/") ?? false
                let need = RecordingNeed(
                    kind: .word, list: list.name, key: key, text: text,
                    path: own ? file ?? "" : "\(folder)/\(name).wav", files: file.map { [$0] } ?? [],
                    status: file == nil ? .missing : .recorded, picture: first.pictureName,
                    recordedFor: own ? RecordingNeed.stale(recording?.recordedFor, text: text) : nil)
                found.append(PronouncedWord(need: need, row: first.row))
            }
        }
        return found
    }

    /// The words of FirstWords lists in `language` that resolve to a translation, each with its recording;
    /// only those with a problem unless `includingRecorded` (the check needs no more, and at 3 million rows the
    /// paths of the recorded ones would cost seconds).
    func wordRecordings(
        _ language: Language, needs: AppNeeds, includingRecorded: Bool = true, lists: [WordList]? = nil
    ) -> [WordRecording] {
        var found: [WordRecording] = []
        let index = catalogue.index
        let chain = index.chain(of: language.code)
        // Each language's recordings by list and name, grouped once: two files of one name is an error.
        let recordingsByName = chain.map { member in
            Dictionary(grouping: catalogue.languages[member].recordings) {
                CatalogueIndex.ListKey(list: $0.list, name: $0.file.name)
            }
        }
        let codes = chain.map { catalogue.languages[$0].code }
        for list in lists ?? catalogue.lists
        where needs.speechPairs.contains(.init(list: list.name, language: language.code)) {
            let rows = catalogue.chainRows(chain, list: list.name)
            for word in list.words {
                guard let translation = rows.resolved(word.key)?.translation else { continue }
                let name = translation.speechName
                // All the files of that name (two is an error), in the first language of the chain that has one.
                let id = CatalogueIndex.ListKey(list: list.name, name: name)
                let recordings = recordingsByName.lazy.compactMap { $0[id] }.first ?? []
                let files = recordings.map(\.file)
                let status: RecordingNeed.Status
                if files.count == 1, MediaKind.recording.extensions.contains(files[0].fileExtension) {
                    guard includingRecorded else { continue }
                    status = .recorded
                } else if !files.isEmpty {
                    status = .unusable
                } else if codes.contains(where: {
                    isReported(name, in: "\(Project.languageFolderPath($0))/speech/\(list.name)")
                }) {
                    status = .refused
                } else if codes.dropFirst().contains(where: {
                    needsSameRecording(list: list.name, key: word.key, name: name, language: $0, needs: needs)
                }) {
                    // Missing here and in a language this one falls back to, which needs the same recording:
                    // that language's sentence is the one (a file added there serves both).
                    status = .missingInFallback
                } else {
                    status = .missing
                }
                let folder = "\(folderOf(language))/speech/\(list.name)"
                let own = files.count == 1 && files[0].path.hasPrefix(folder + "/")
                let text = translation.word ?? word.key
                let need = RecordingNeed(
                    kind: .word, list: list.name, key: word.key, text: text,
                    path: own ? files[0].path : "\(folder)/\(name).wav", files: files.map(\.path), status: status,
                    picture: word.pictureName,
                    recordedFor: own ? RecordingNeed.stale(recordings[0].recordedFor, text: text) : nil)
                found.append(WordRecording(need: need, translation: translation, name: name, files: files))
            }
        }
        return found
    }

    /// Whether an app speaking `list` needs its recording of `key` in `language` under the file name `name`.
    func needsSameRecording(list: String, key: String, name: String, language: LanguageCode, needs: AppNeeds) -> Bool {
        guard needs.speechPairs.contains(.init(list: list, language: language)),
            let found = catalogue.resolvedListRow(catalogue.index.chain(of: language), list: list, key: key)
        else { return false }
        return found.translation.speechName == name
    }
}
