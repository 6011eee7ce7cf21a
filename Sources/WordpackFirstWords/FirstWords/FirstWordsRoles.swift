import WordpackAppKind
import WordpackCore

extension FirstWordsApp {
    package static let pictureRoles = FirstWordsPicture.allCases.map(\.role)
    package static let audioRoles = FirstWordsRecording.allCases.map(\.role)
}

/// The pictures a FirstWords app ships, by the names its planned files keep (`FirstWordsSlice` remembers them).
package enum FirstWordsPicture: String, Codable, Hashable, Sendable, CaseIterable {
    case picture, background, icon, flag

    var role: PictureRole {
        switch self {
        case .picture: return .picture
        case .background: return .background
        case .icon: return .icon
        case .flag: return .flag
        }
    }
}

/// The recordings a FirstWords app ships, by the names its planned files keep.
package enum FirstWordsRecording: String, Codable, Hashable, Sendable, CaseIterable {
    case speech, letters, sounds

    var role: AudioRole {
        switch self {
        case .speech: return .speech
        case .letters: return .letters
        case .sounds: return .sounds
        }
    }
}

extension PictureRole {
    /// A word's picture, padded to a square.
    package static let picture = PictureRole(
        "picture", standard: PictureFormat(width: 680, height: 680, fit: .fit), noun: "a picture")
    /// The scene behind a word's picture, cropped to fill its square.
    static let background = PictureRole(
        "background", standard: PictureFormat(width: 1024, height: 1024, fit: .fill), noun: "a background")
    /// A list's icon (and its `@2x` and `@3x`).
    static let icon = PictureRole(
        "icon", standard: PictureFormat(width: 100, height: 100, fit: .fit), noun: "an icon")
    /// A language's flag on the language menu.
    static let flag = PictureRole(
        "flag", standard: PictureFormat(width: 115, height: 79, fit: .fill), noun: "a flag")
}

extension AudioRole {
    /// A letter's sound (`letters/A.wav`), resampled by libsamplerate, the library's default.
    package static let letters = AudioRole("letters", standard: AudioFormat())
    /// A list's sound effects, played as recorded: no clean-up, libsamplerate's `medium`.
    package static let sounds = AudioRole("sounds", standard: AudioFormat(quality: .medium, cleanUp: false))
}
