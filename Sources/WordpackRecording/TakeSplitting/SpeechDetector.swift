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
package struct SpeechDetector: Sendable, Equatable {
    /// Which fraction of frames are at or below the noise floor.
    package var floorPercentile = 0.1
    package var startAboveFloor: Float = 12
    package var endAboveFloor: Float = 2
    /// Energy frames averaged into each level (an odd number, centred on the frame).
    package var smoothingFrames = 5
    /// Milliseconds.
    package var minimumUtterance = 80
    /// Milliseconds.
    package var minimumGap = 250

    package init() {}

    /// The noise floor and the two thresholds for `energies`, in dB. In a take whose speech is not far above
    /// the room, the thresholds are brought down to a share of the distance between the floor and the loud
    /// frames.
    package func thresholds(_ energies: FrameEnergies) throws -> (floor: Float, start: Float, end: Float) {
        let count = energies.count
        guard count > 0 else { return (FrameEnergies.silence, FrameEnergies.silence, FrameEnergies.silence) }
        func rank(_ fraction: Double) -> Int { Int((Double(count - 1) * fraction).rounded()) }
        let values = try RankSelection.values(at: [rank(floorPercentile), rank(0.98)]) { body in
            try forEachLevel(energies) { _, level in body(level) }
        }
        let floor = values[0]
        let loud = values[1]
        let range = max(loud - floor, 0)
        let start = floor + min(startAboveFloor, range * 0.5)
        let end = floor + min(endAboveFloor, range * 0.25)
        return (floor, start, end)
    }

    /// The utterances, in order.
    package func utterances(in energies: FrameEnergies) throws -> [Utterance] {
        let (_, start, end) = try thresholds(energies)
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
