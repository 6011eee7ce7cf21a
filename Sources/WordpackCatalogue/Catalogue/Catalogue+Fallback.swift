import WordpackCore

/// What a language shows once its fallbacks are applied: a phonics variant or another written form
/// (`en-phonics`, `zh-traditional`) takes from its parent whatever it does not have itself.
extension Catalogue {
    /// The translation of `key` with a word, from the language or the first fallback that has one.
    package func resolvedTranslation(language code: LanguageCode, list: String, key: String) -> Translation? {
        resolvedListRow(index.chain(of: code), list: list, key: key)?.translation
    }

    /// Where `resolvedTranslation` finds its row, for a fallback chain of positions (`CatalogueIndex.chain(of:)`):
    /// the language's position in `languages`, the row's index in that language's rows of the list
    /// (`CatalogueIndex.rows(at:list:)`), and the row.
    package func resolvedListRow(_ chain: [Int], list: String, key: String)
        -> (language: Int, index: Int, translation: Translation)?
    {
        chainRows(chain, list: list).resolved(key)
    }

    /// The rows of `list` in each language of `chain`, found once, for resolving many of the list's keys.
    package func chainRows(_ chain: [Int], list: String) -> ChainRows {
        let index = self.index
        return ChainRows(languages: chain.map { ($0, index.rows(at: $0, list: list)) })
    }

    package func resolvedListName(language code: LanguageCode, list: String) -> ListName? {
        fallbackChain(of: code).lazy.compactMap { self.listName(language: $0.code, list: list) }.first
    }

    package func resolvedRecording(language code: LanguageCode, list: String, name: String) -> (Language, Recording)? {
        resolvedRecordingPosition(language: code, list: list, name: name).map {
            (languages[$0.language], languages[$0.language].recordings[$0.recording])
        }
    }

    /// Where `resolvedRecording` finds its recording, as positions: without copying the language.
    package func resolvedRecordingPosition(language code: LanguageCode, list: String, name: String)
        -> (language: Int, recording: Int)?
    {
        let index = self.index
        let id = CatalogueIndex.ListKey(list: list, name: name)
        for language in index.chain(of: code) {
            if let recording = index.recordings[language][id] { return (language, recording) }
        }
        return nil
    }

    package func resolvedAllWordsText(language code: LanguageCode) -> LocalizedText? {
        fallbackChain(of: code).lazy.compactMap(\.allWordsText).first
    }

    package func resolvedOtherText(language code: LanguageCode) -> LocalizedText? {
        fallbackChain(of: code).lazy.compactMap(\.otherText).first
    }

    package func resolvedFlag(language code: LanguageCode) -> MediaFile? {
        fallbackChain(of: code).lazy.compactMap(\.flag).first
    }

    /// The letter sounds: the language's own, or its fallback's when it has none at all
    /// (a phonics variant exists for its own letter sounds, so they are never mixed).
    package func resolvedLetters(language code: LanguageCode) -> (Language, [LetterSound])? {
        fallbackChain(of: code).lazy.filter { !$0.letters.isEmpty }.map { ($0, $0.letters) }.first
    }

    /// The lists the language at `member` has rows of: from its files' digests per list, without reading its rows;
    /// from its rows when a file has none known.
    func listsWithRows(member: Int) -> Set<String> {
        let language = languages[member]
        var names: Set<String> = []
        for file in Set(language.sources.map(\.file)) {
            guard let lists = listRowDigests[file] else { return Set(language.translations.map(\.list)) }
            names.formUnion(lists.keys)
        }
        return names
    }
}

/// The letters of a word that the game sounds out, compared the way the game compares them:
/// without regard to case; kana and other caseless scripts as written.
package enum Letters {
    package static func of(_ word: String) -> [String] {
        word.filter(\.isLetter).map { comparable(String($0)) }
    }

    package static func comparable(_ letter: String) -> String {
        letter.uppercased()
    }
}

/// One list's rows in each language of a fallback chain (`CatalogueIndex.chain(of:)`): `resolvedListRow` for many
/// keys of the list, with the rows found once, not once a key (a check resolves each of 3,000,000 rows).
package struct ChainRows {
    /// Each language's position in the catalogue's languages, and its rows of the list.
    private let languages: [(position: Int, rows: ListRows)]

    init(languages: [(position: Int, rows: ListRows)]) {
        self.languages = languages
    }

    /// `Catalogue.resolvedListRow` of `key`.
    package func resolved(_ key: String) -> (language: Int, index: Int, translation: Translation)? {
        for (language, rows) in languages {
            if let first = rows.firstByKey[key], rows.word(at: first) != nil { return (language, first, rows[first]) }
        }
        return nil
    }

    /// The word of `resolved(key)`'s row, with no copy of the row made.
    package func word(_ key: String) -> String? {
        for (_, rows) in languages {
            if let first = rows.firstByKey[key], let word = rows.word(at: first) { return word }
        }
        return nil
    }

    /// The rows of the list in the language at `position` of the catalogue's languages (one of the chain's).
    package func rows(at position: Int) -> ListRows? {
        languages.first { $0.position == position }?.rows
    }
}
