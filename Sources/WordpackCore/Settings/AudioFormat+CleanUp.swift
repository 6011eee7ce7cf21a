extension AudioFormat {
    /// How clean-up sets a recording's level.
    package enum Normalization: String, Codable, Sendable, CaseIterable {
        /// The loudest sample at `peakLevel`.
        case peak
        /// The integrated loudness at `loudness` LUFS, the peak never above `peakLevel`.
        case loudness
        /// The level as recorded.
        case none
    }

    /// The ranges of the settings, each checked with a sentence naming the allowed values.
    func validate(_ container: KeyedDecodingContainer<CodingKeys>) throws {
        func check(_ ok: Bool, _ key: CodingKeys, _ sentence: String) throws {
            guard ok else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: sentence)
            }
        }
        try check(
            (8000...192_000).contains(sampleRate), .sampleRate,
            "a sample rate from 8000 to 192000 Hz, not \(sampleRate)")
        try check((1...2).contains(channels), .channels, "1 (mono) or 2 (stereo), not \(channels)")
        try check(
            (-100...(-10)).contains(silenceThreshold), .silenceThreshold,
            "a level from -100 to -10 dBFS, not \(Self.number(silenceThreshold))")
        try check(
            (0...2000).contains(silencePadding), .silencePadding,
            "a time from 0 to 2000 milliseconds, not \(silencePadding)")
        try check(
            (-40...0).contains(peakLevel), .peakLevel, "a level from -40 to 0 dBFS, not \(Self.number(peakLevel))")
        try check(
            (-40...(-5)).contains(loudness), .loudness, "a loudness from -40 to -5 LUFS, not \(Self.number(loudness))")
        try check((0...500).contains(fade), .fade, "a time from 0 to 500 milliseconds, not \(fade)")
    }

    /// `-50`, `-0.5`: a setting as it was written.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
