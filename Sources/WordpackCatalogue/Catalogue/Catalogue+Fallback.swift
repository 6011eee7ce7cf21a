/// What a language shows once its fallbacks are applied: a phonics variant or another written form
/// (`en-phonics`, `zh-traditional`) takes from its parent whatever it does not have itself.
extension Catalogue {
    /// The translation of `key` with a word, from the language or the first fallback that has one.
    package func resolvedTranslation(language code: String, list: String, key: String) -> Translation? {
        let index = self.index
        for language in index.chain(of: code) {
            if let row = index.translations(at: language)[CatalogueIndex.ListKey(list: list, name: key)],
                translation(member: language, row: row).word != nil
            {
                return translation(member: language, row: row)
            }
        }
        return nil
    }

    /// Where `resolvedTranslation` finds its row: the position of the language in `languages` and of the row in
    /// its translations, for a fallback chain of positions (`CatalogueIndex.chain(of:)`); nothing is copied.
    package func resolvedRow(_ chain: [Int], list: String, key: String) -> (language: Int, row: Int)? {
        let index = self.index
        let id = CatalogueIndex.ListKey(list: list, name: key)
        for language in chain {
            if let row = index.translations(at: language)[id], translation(member: language, row: row).word != nil {
                return (language, row)
            }
        }
        return nil
    }

    package func resolvedListName(language code: String, list: String) -> ListName? {
        fallbackChain(of: code).lazy.compactMap { self.listName(language: $0.code, list: list) }.first
    }

    package func resolvedRecording(language code: String, list: String, name: String) -> (Language, Recording)? {
        resolvedRecordingPosition(language: code, list: list, name: name).map {
            (languages[$0.language], languages[$0.language].recordings[$0.recording])
        }
    }

    /// Where `resolvedRecording` finds its recording, as positions: without copying the language.
    package func resolvedRecordingPosition(language code: String, list: String, name: String)
        -> (language: Int, recording: Int)?
    {
        let index = self.index
        let id = CatalogueIndex.ListKey(list: list, name: name)
        for language in index.chain(of: code) {
            if let recording = index.recordings[language][id] { return (language, recording) }
        }
        return nil
    }

    package func resolvedAllWordsText(language code: String) -> LocalizedText? {
        fallbackChain(of: code).lazy.compactMap(\.allWordsText).first
    }

    package func resolvedOtherText(language code: String) -> LocalizedText? {
        fallbackChain(of: code).lazy.compactMap(\.otherText).first
    }

    package func resolvedFlag(language code: String) -> MediaFile? {
        fallbackChain(of: code).lazy.compactMap(\.flag).first
    }

    /// The letter sounds: the language's own, or its fallback's when it has none at all
    /// (a phonics variant exists for its own letter sounds, so they are never mixed).
    package func resolvedLetters(language code: String) -> (Language, [LetterSound])? {
        fallbackChain(of: code).lazy.filter { !$0.letters.isEmpty }.map { ($0, $0.letters) }.first
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
