/// What a language shows once its fallbacks are applied: a phonics variant or another written form
/// (`en-phonics`, `zh-traditional`) takes from its parent whatever it does not have itself.
extension Catalogue {
    /// The translation of `key` with a word, from the language or the first fallback that has one.
    public func resolvedTranslation(language code: String, list: String, key: String) -> Translation? {
        for language in fallbackChain(of: code) {
            if let translation = translation(language: language.code, list: list, key: key), translation.word != nil {
                return translation
            }
        }
        return nil
    }

    public func resolvedListName(language code: String, list: String) -> ListName? {
        fallbackChain(of: code).lazy.compactMap { self.listName(language: $0.code, list: list) }.first
    }

    public func resolvedRecording(language code: String, list: String, name: String) -> (Language, Recording)? {
        for language in fallbackChain(of: code) {
            if let recording = recording(language: language.code, list: list, name: name) { return (language, recording) }
        }
        return nil
    }

    public func resolvedAllWordsText(language code: String) -> LocalizedText? {
        fallbackChain(of: code).lazy.compactMap(\.allWordsText).first
    }

    public func resolvedOtherText(language code: String) -> LocalizedText? {
        fallbackChain(of: code).lazy.compactMap(\.otherText).first
    }

    public func resolvedFlag(language code: String) -> MediaFile? {
        fallbackChain(of: code).lazy.compactMap(\.flag).first
    }

    /// The letter sounds: the language's own, or its fallback's when it has none at all
    /// (a phonics variant exists for its own letter sounds, so they are never mixed).
    public func resolvedLetters(language code: String) -> (Language, [LetterSound])? {
        fallbackChain(of: code).lazy.filter { !$0.letters.isEmpty }.map { ($0, $0.letters) }.first
    }
}

/// The letters of a word that the game sounds out, compared the way the game compares them:
/// without regard to case; kana and other caseless scripts as written.
public enum Letters {
    public static func of(_ word: String) -> [String] {
        word.filter(\.isLetter).map { comparable(String($0)) }
    }

    public static func comparable(_ letter: String) -> String {
        letter.uppercased()
    }
}
