/// A built file of `outputs/` that the review site plays or shows, under `review/media/`: a PNG or MP3 copied
/// as it is, a CAF recording written again as WAV (browsers do not play CAF), or a file unpacked from a ZIP
/// archive of `outputs/` (an Open Board package's picture, under `media/<archive>/<entry>`).
struct ReviewMedia: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        case copy
        case wav
        /// The file at this path inside the archive `output`.
        case entry(String)
    }

    /// The path under `outputs/` (of the archive, for an entry).
    var output: String
    var form: Form

    init(output: String) {
        self.output = output
        form = output.hasSuffix(".caf") ? .wav : .copy
    }

    init(output: String, entry: String) {
        self.output = output
        form = .entry(entry)
    }

    /// The path under `review/`.
    var path: String {
        switch form {
        case .copy: return "media/" + output
        case .wav: return "media/" + output.dropLast(".caf".count) + ".wav"
        case .entry(let entry): return "media/" + output + "/" + entry
        }
    }
}
