/// One language of an app in the manifest: its words per list, what is missing, its recordings.
public struct LanguageSummary: Codable, Equatable, Sendable {
    public var code: String
    /// List → words in its plist.
    public var words: [String: Int]
    /// Words of the app's lists not translated in this language.
    public var untranslated: Int
    /// Speech recordings in the app for this language (its own `Speech/` folders).
    public var recordings: Int
    public var letterSounds: Int
    public var complete: Bool

    public init(
        code: String, words: [String: Int], untranslated: Int, recordings: Int, letterSounds: Int, complete: Bool
    ) {
        self.code = code
        self.words = words
        self.untranslated = untranslated
        self.recordings = recordings
        self.letterSounds = letterSounds
        self.complete = complete
    }
}
