import WordpackCore

extension VocabularyApp {
    package static let audioRoles: [AudioRole] = [.pronunciation]
}

extension AudioRole {
    /// A word said alone for the vocabulary app's audio button, before it is re-encoded as MP3; by default
    /// converted as speech is (libsoxr at `high`).
    package static let pronunciation = AudioRole("pronunciation", standard: AudioFormat(resampler: .soxr))
}
