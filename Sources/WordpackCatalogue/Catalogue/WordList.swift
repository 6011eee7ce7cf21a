/// A word list (`Animals`): its words in sheet order and its language-independent media.
package struct WordList: Codable, Equatable, Sendable {
    /// The list's name: its sheet's file name without extension; also its folder under `inputs/words/`.
    package var name: String
    package var source: SheetSource
    package var words: [Word]
    /// `inputs/words/<List>/icon.png`, when present.
    package var icon: MediaFile?
    package var pictures: [MediaFile]
    package var backgrounds: [MediaFile]
    package var sounds: [MediaFile]

    package init(
        name: String, source: SheetSource, words: [Word] = [], icon: MediaFile? = nil,
        pictures: [MediaFile] = [], backgrounds: [MediaFile] = [], sounds: [MediaFile] = []
    ) {
        self.name = name
        self.source = source
        self.words = words
        self.icon = icon
        self.pictures = pictures
        self.backgrounds = backgrounds
        self.sounds = sounds
    }
}

extension WordList {
    /// Its keys in sheet order, each with all its rows: a vocabulary list has a row per sense of a word.
    package var rowsByKey: [(key: String, words: [Word])] {
        var order: [String] = []
        var rows: [String: [Word]] = [:]
        for word in words {
            if rows[word.key] == nil { order.append(word.key) }
            rows[word.key, default: []].append(word)
        }
        return order.map { ($0, rows[$0] ?? []) }
    }
}
