/// The kinds of recording, each with its own output format in pipeline.json.
package enum AudioRole: String, Codable, Hashable, Sendable, CaseIterable {
    case speech, letters, sounds
    /// A word said alone for the vocabulary app's audio button (`AudioSettings.pronunciation`).
    case pronunciation
}

extension AudioSettings {
    package func format(for role: AudioRole) -> AudioFormat {
        switch role {
        case .speech: return speech
        case .letters: return letters
        case .sounds: return sounds
        case .pronunciation: return pronunciation
        }
    }
}
