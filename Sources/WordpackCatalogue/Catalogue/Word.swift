/// One row of a list sheet: a word's key and the media every language shares.
package struct Word: Codable, Equatable, Sendable {
    /// The unique key: the default name of every file of this word.
    package var key: String
    /// File names without extension; `nil` means the key.
    package var picture: String?
    var sound: String?
    var background: String?
    /// Marked in the sheet's `free` column as part of the free subset.
    package var free: Bool
    package var disabled: Bool
    /// Columns that wordpack does not interpret itself (`hint`, …), by lowercase header.
    package var extras: [String: String]
    /// The sheet row.
    package var row: Int

    package init(
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

    package var pictureName: String { picture ?? key }
    package var soundName: String { sound ?? key }
    package var backgroundName: String { background ?? key }
}
