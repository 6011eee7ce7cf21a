/// The file formats each kind of media may have.
enum MediaKind {
    case picture, background, sound, recording, letterSound, icon, flag

    var extensions: [String] {
        switch self {
        case .picture, .background: return ["png", "pdf"]
        case .icon, .flag: return ["png"]
        case .sound, .recording, .letterSound: return ["wav", "aif", "aiff", "flac", "ogg", "oga", "mp3", "caf", "w64"]
        }
    }

    var formats: String {
        switch self {
        case .picture, .background: return "PNG or PDF"
        case .icon, .flag: return "PNG"
        case .sound, .recording, .letterSound: return "a recording (WAV, AIFF, FLAC, Ogg, MP3 or CAF)"
        }
    }
}
