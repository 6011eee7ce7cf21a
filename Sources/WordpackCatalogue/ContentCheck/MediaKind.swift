import WordpackPictures

/// The file formats each kind of media may have.
enum MediaKind {
    case picture, background, sound, recording, letterSound, icon, flag

    var extensions: [String] {
        switch self {
        case .picture, .background, .icon, .flag: return MasterFormat.extensions
        case .sound, .recording, .letterSound:
            return ["wav", "aif", "aiff", "flac", "ogg", "oga", "opus", "mp3", "caf", "w64", "m4a", "mp4", "aac"]
        }
    }

    var formats: String {
        switch self {
        case .picture, .background, .icon, .flag: return MasterFormat.names
        case .sound, .recording, .letterSound: return "a recording (WAV, AIFF, FLAC, Ogg, MP3 or CAF)"
        }
    }
}
