extension AudioStage {
    /// Raised whenever the audio stage writes other bytes for the same recording and settings (a new
    /// converter, dither or CAF writer): every converted recording is made again, nothing else.
    package static let version = 1
}
