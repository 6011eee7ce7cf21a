import WordpackCatalogue

/// One word of a `words.plist`: only what differs from the app's defaults is set, so files stay small
/// and reviewable (`key` only when it is not the word; `picture`, `speech`, `sound` and `background`
/// only when they are not the key; `disabled` only when true).
struct PlistEntry: Equatable, Sendable {
    var word: String
    var key: String?
    var sortkey: String?
    var caseOverride: Int?
    var disabled: Bool
    var picture: String?
    var speech: String?
    var sound: String?
    var background: String?

    package init(word: Word, translation: Translation) {
        self.word = translation.word ?? word.key
        key = word.key == self.word ? nil : word.key
        sortkey = translation.sortkey
        caseOverride = translation.caseOverride?.rawValue
        disabled = word.disabled || translation.disabled
        // Each name defaults to the key (or to the word, which is the key when `key` is left out).
        func differing(_ name: String) -> String? { name == word.key ? nil : name }
        picture = differing(word.pictureName)
        speech = differing(translation.speechName)
        sound = differing(word.soundName)
        background = differing(word.backgroundName)
    }

    /// The text fields in the order they are written, with the column each comes from.
    var strings: [(key: String, value: String, column: String)] {
        [
            ("word", word, "word"), ("key", key, "key"), ("sortkey", sortkey, "sortkey"),
            ("picture", picture, "picture"), ("speech", speech, "speech"), ("sound", sound, "sound"),
            ("background", background, "background"),
        ].compactMap { field in field.1.map { (field.0, $0, field.2) } }
    }
}
