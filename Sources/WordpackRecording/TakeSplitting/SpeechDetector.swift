import Foundation

/// Finds where speech is in a take from its frame energies, with thresholds set from the take itself.
///
/// The levels are first averaged over `smoothingFrames` frames (50 ms), which steadies the room noise so that
/// the end threshold can sit close to it and keep a word's soft ending (the “z” of “luz”). The noise floor is
/// a low percentile of the frame levels (the room between words). Speech starts where a frame rises
/// `startAboveFloor` dB over it and lasts while frames stay `endAboveFloor` dB over it (two thresholds, so that
/// a level hovering near one does not flicker); it is taken back to where it first rose over the lower one, so
/// that a soft onset is kept. Two stretches closer than `minimumGap` are one utterance (a short dip inside a
/// word does not split it), and an utterance shorter than `minimumUtterance` is a click, not a word.
///
/// The energies are read a block at a time, several times: to find the floor and the loud level (exactly
/// the percentiles a sort would give, by `RankSelection`), then to find the speech, frame by frame, keeping
/// only the utterances. So an hour's take costs no more memory than a minute's.
struct SpeechDetector: Sendable, Equatable {
    /// Which fraction of frames are at or below the noise floor.
    var floorPercentile = 0.1
    var startAboveFloor: Float = 12
    var endAboveFloor: Float = 2
    /// Energy frames averaged into each level (an odd number, centred on the frame).
    var smoothingFrames = 5
    /// Milliseconds.
    var minimumUtterance = 80
    /// Milliseconds.
    var minimumGap = 250

    package init() {}

    /// Which share of a take's frames in digital silence (exact zeros: a take assembled in an editor, the padding
    /// of a synthesized word) makes digital silence its room: then the floor is kept at least
    /// `floorBelowLoudInSilence` dB under the loud frames, as the frames above zero may be speech alone.
    var digitalSilenceShare = 0.05
    var floorBelowLoudInSilence: Float = 30
    /// How far the loud frames must be over the floor for a take to hold speech at all, in dB: less is a take of
    /// room noise, hum or near-silence, which is never cut.
    var minimumSpeechRange: Float = 10

    /// A take's levels, in dB: its floor (the room between words), its loud frames, and the thresholds speech
    /// starts over and ends under.
    struct Levels: Sendable, Equatable {
        var floor: Float
        var loud: Float
        var start: Float
        var end: Float
        /// Whether anything rises over the floor enough to be speech (`minimumSpeechRange`).
        var holdsSpeech: Bool
    }

    /// The noise floor and the two thresholds for `energies`, in dB. The floor is a low percentile of the frames
    /// above digital silence, so that exact zeros (between the parts of an edited take, or a synthesized word's
    /// padding) do not pull it down to -120 dB while dither, hum or room noise fill the pauses; when digital
    /// silence is the take's room, the floor is kept well under the speech. In a take whose speech is not far
    /// above the room, the thresholds are brought down to a share of the distance between the floor and the loud
    /// frames.
    func thresholds(_ energies: FrameEnergies) throws -> (floor: Float, start: Float, end: Float) {
        let levels = try self.levels(energies)
        return (levels.floor, levels.start, levels.end)
    }

    /// The take's levels (see `thresholds`).
    func levels(_ energies: FrameEnergies) throws -> Levels {
        let silence = FrameEnergies.silence
        var count = 0
        var audible = 0
        try forEachLevel(energies) { _, level in
            count += 1
            if level > silence + 1 { audible += 1 }
        }
        guard audible > 0 else {
            return Levels(floor: silence, loud: silence, start: silence, end: silence, holdsSpeech: false)
        }
        func rank(_ fraction: Double) -> Int { Int((Double(audible - 1) * fraction).rounded()) }
        let values = try RankSelection.values(at: [rank(floorPercentile), rank(0.98)]) { body in
            try forEachLevel(energies) { _, level in if level > silence + 1 { body(level) } }
        }
        var floor = values[0]
        let loud = values[1]
        if Double(count - audible) >= Double(count) * digitalSilenceShare {
            floor = min(floor, loud - floorBelowLoudInSilence)
        }
        let range = max(loud - floor, 0)
        return Levels(
            floor: floor, loud: loud, start: floor + min(startAboveFloor, range * 0.5),
            end: floor + min(endAboveFloor, range * 0.25), holdsSpeech: range >= minimumSpeechRange)
    }

    /// The utterances, in order.
    func utterances(in energies: FrameEnergies) throws -> [Utterance] {
        let levels = try self.levels(energies)
        guard levels.holdsSpeech else { return [] }
        let (start, end) = (levels.start, levels.end)
        let frames = energies.frames
        let millisecondsPerFrame = Double(frames.frameLength) * 1000 / Double(max(frames.sampleRate, 1))
        var scanner = SpeechScanner(
            start: start, end: end, gapFrames: Int((Double(minimumGap) / millisecondsPerFrame).rounded()),
            shortestFrames: Int((Double(minimumUtterance) / millisecondsPerFrame).rounded()))
        try forEachLevel(energies) { index, level in scanner.add(level, at: index) }
        return scanner.finish(at: energies.count)
    }

    /// Calls `body` with each frame's index and its level averaged (as power) with its neighbours', in dB, in
    /// order.
    func forEachLevel(_ energies: FrameEnergies, _ body: (Int, Float) throws -> Void) throws {
        var smoother = LevelSmoother(smoothingFrames: smoothingFrames)
        // FrameEnergies streams from its spool file: it is not a Sequence, and its forEach is its only loop.
        // swift-format-ignore: ReplaceForEachWithForLoop
        try energies.forEach { try smoother.add($0, body) }
        try smoother.finish(body)
    }
}
