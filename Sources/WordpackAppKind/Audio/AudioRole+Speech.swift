import WordpackCore

extension AudioRole {
    /// A word said in a language, which FirstWords and Glyph both play (`speech/<List>/<key>.wav`).
    ///
    /// Resampled by libsoxr at `high` by default: at 20-bit precision it is better than libsamplerate's `fastest`
    /// and costs about a quarter of its CPU (bench/README.md, "Resamplers at equal quality"); speech is about two
    /// thirds of a big catalogue's conversions.
    package static let speech = AudioRole("speech", standard: AudioFormat(resampler: .soxr))
}
