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

/// One row of a list sheet: a word's key and the media every language shares.
public struct Word: Codable, Equatable, Sendable {
    /// The unique key: the default name of every file of this word.
    public var key: String
    /// File names without extension; `nil` means the key.
    public var picture: String?
    public var sound: String?
    public var background: String?
    /// Marked in the sheet's `free` column as part of the free subset.
    public var free: Bool
    public var disabled: Bool
    /// Columns that wordpack does not interpret itself (`hint`, …), by lowercase header.
    public var extras: [String: String]
    /// The sheet row.
    public var row: Int

    public init(
        key: String, picture: String? = nil, sound: String? = nil, background: String? = nil,
        free: Bool = false, disabled: Bool = false, extras: [String: String] = [:], row: Int
    ) {
        self.key = key
        self.picture = picture
        self.sound = sound
        self.background = background
        self.free = free
        self.disabled = disabled
        self.extras = extras
        self.row = row
    }

    public var pictureName: String { picture ?? key }
    public var soundName: String { sound ?? key }
    public var backgroundName: String { background ?? key }
}

/// A file in `inputs/`: its path from the project folder and its name without extension (NFC).
public struct MediaFile: Codable, Hashable, Sendable, Comparable {
    public var path: String
    public var name: String

    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The lowercase extension, `png`, `wav`, …
    public var fileExtension: String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return path[path.index(after: dot)...].lowercased()
    }

    public static func < (lhs: MediaFile, rhs: MediaFile) -> Bool {
        (lhs.name, lhs.path) < (rhs.name, rhs.path)
    }
}
