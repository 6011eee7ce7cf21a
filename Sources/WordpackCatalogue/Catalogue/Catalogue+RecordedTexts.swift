import WordpackCore

extension Catalogue {
    /// One of a language's own recordings (a word's or a letter's), with what it was recorded for and what it
    /// should say now.
    package struct OwnRecording: Sendable {
        /// From the project folder.
        package var path: String
        /// `Recording.recordedFor`, `LetterSound.recordedFor`.
        package var recordedFor: String?
        /// Its language's `recorded.tsv` notes it (else what it was recorded for is remembered in the build folder
        /// only, or not known).
        package var noted: Bool
        /// The word of the first key of its list whose recording it is (its key, or its row's `speech`), through
        /// the language's fallbacks; or its letter. Nil for a recording no word uses.
        package var text: String?

        /// Made for another text than the one it should say now.
        package var isStale: Bool {
            guard let recordedFor, let text else { return false }
            return !RecordedTexts.saysTheSame(recordedFor, text)
        }
    }

    /// The recordings of the language `code`'s own folder, words then letters, each in the folder's order.
    package func ownRecordings(of code: LanguageCode) -> [OwnRecording] {
        guard let language = language(code) else { return [] }
        let chain = index.chain(of: code)
        var texts: [String: String] = [:]
        var byName: [CatalogueIndex.ListKey: String] = [:]
        for recording in language.recordings {
            byName[CatalogueIndex.ListKey(list: recording.list, name: recording.file.name)] = recording.file.path
        }
        for list in lists {
            let rows = chainRows(chain, list: list.name)
            for word in list.words {
                guard let translation = rows.resolved(word.key)?.translation,
                    let text = translation.word, !text.isEmpty,
                    let path = byName[CatalogueIndex.ListKey(list: list.name, name: translation.speechName)],
                    texts[path] == nil
                else { continue }
                texts[path] = text
            }
        }
        let unnoted = Set(
            language.unnotedRecordings
                ?? (language.recordings.filter { $0.recordedFor == nil }.map(\.file.path)
                    + language.letters.filter { $0.recordedFor == nil }.map(\.file.path)))
        return language.recordings.map {
            OwnRecording(
                path: $0.file.path, recordedFor: $0.recordedFor, noted: !unnoted.contains($0.file.path),
                text: texts[$0.file.path])
        }
            + language.letters.map {
                OwnRecording(
                    path: $0.file.path, recordedFor: $0.recordedFor, noted: !unnoted.contains($0.file.path),
                    text: $0.letter)
            }
    }
}
