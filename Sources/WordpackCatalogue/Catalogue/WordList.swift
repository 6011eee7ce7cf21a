/// A word list (`Animals`): its words in sheet order and its language-independent media.
public struct WordList: Codable, Equatable, Sendable {
    /// The list's name: its sheet's file name without extension; also its folder under `inputs/words/`.
    public var name: String
    public var source: SheetSource
    public var words: [Word]
    /// `inputs/words/<List>/icon.png`, when present.
    public var icon: MediaFile?
    public var pictures: [MediaFile]
    public var backgrounds: [MediaFile]
    public var sounds: [MediaFile]

    public init(
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
