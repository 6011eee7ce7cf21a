import WordpackCore

/// One language of an app in the manifest: its words per list, what is missing, its recordings.
package struct LanguageSummary: Codable, Equatable, Sendable {
    package var code: LanguageCode
    /// List → words in its plist.
    package var words: [String: Int]
    /// Words of the app's lists not translated in this language.
    var untranslated: Int
    /// Speech recordings in the app for this language (its own `Speech/` folders).
    var recordings: Int
    var letterSounds: Int
    var complete: Bool

    package init(
        code: LanguageCode, words: [String: Int], untranslated: Int, recordings: Int, letterSounds: Int, complete: Bool
    ) {
        self.code = code
        self.words = words
        self.untranslated = untranslated
        self.recordings = recordings
        self.letterSounds = letterSounds
        self.complete = complete
    }
}
