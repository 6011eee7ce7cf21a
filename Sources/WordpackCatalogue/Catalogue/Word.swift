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
