/// A built file of `outputs/` that the review site plays or shows: a PNG copied as it is, or a CAF recording
/// written again as WAV (browsers do not play CAF), under `review/media/`.
struct ReviewMedia: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        case copy
        case wav
    }

    /// The path under `outputs/`.
    var output: String
    var form: Form

    init(output: String) {
        self.output = output
        form = output.hasSuffix(".caf") ? .wav : .copy
    }

    /// The path under `review/`.
    var path: String {
        switch form {
        case .copy: return "media/" + output
        case .wav: return "media/" + output.dropLast(".caf".count) + ".wav"
        }
    }
}
