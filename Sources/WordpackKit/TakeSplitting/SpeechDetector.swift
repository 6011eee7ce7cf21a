import Foundation

/// Finds where speech is in a take from its frame energies, with thresholds set from the take itself.
///
/// The levels are first averaged over `smoothingFrames` frames (50 ms), which steadies the room noise so that
/// the end threshold can sit close to it and keep a word's soft ending (the “z” of “luz”). The noise floor is a low percentile of the frame levels (the room between words). Speech starts where a
/// frame rises `startAboveFloor` dB over it and lasts while frames stay `endAboveFloor` dB over it (two
/// thresholds, so that a level hovering near one does not flicker); it is taken back to where it first rose
/// over the lower one, so that a soft onset is kept. Two stretches closer than `minimumGap` are one utterance
/// (a short dip inside a word does not split it), and an utterance shorter than `minimumUtterance` is a click,
/// not a word.
public struct SpeechDetector: Sendable, Equatable {
    /// Which fraction of frames are at or below the noise floor.
    public var floorPercentile = 0.1
    public var startAboveFloor: Float = 12
    public var endAboveFloor: Float = 2
    /// Energy frames averaged into each level (an odd number, centred on the frame).
    public var smoothingFrames = 5
    /// Milliseconds.
    public var minimumUtterance = 80
    /// Milliseconds.
    public var minimumGap = 250

    public init() {}

    /// The noise floor and the two thresholds for `energies`, in dB. In a take whose speech is not far above
    /// the room, the thresholds are brought down to a share of the distance between the floor and the loud
    /// frames.
    public func thresholds(_ energies: FrameEnergies) -> (floor: Float, start: Float, end: Float) {
        thresholds(levels(energies))
    }

    func thresholds(_ levels: [Float]) -> (floor: Float, start: Float, end: Float) {
        let sorted = levels.sorted()
        func percentile(_ fraction: Double) -> Float {
            sorted.isEmpty ? FrameEnergies.silence : sorted[Int((Double(sorted.count - 1) * fraction).rounded())]
        }
        let floor = percentile(floorPercentile)
        let loud = percentile(0.98)
        let range = max(loud - floor, 0)
        let start = floor + min(startAboveFloor, range * 0.5)
        let end = floor + min(endAboveFloor, range * 0.25)
        return (floor, start, end)
    }

    /// The utterances, in order.
    public func utterances(in energies: FrameEnergies) -> [Utterance] {
        let levels = levels(energies)
        let (_, start, end) = thresholds(levels)
        let millisecondsPerFrame = Double(energies.frameLength) * 1000 / Double(max(energies.sampleRate, 1))
        let gapFrames = Int((Double(minimumGap) / millisecondsPerFrame).rounded())
        let shortestFrames = Int((Double(minimumUtterance) / millisecondsPerFrame).rounded())

        var stretches: [Utterance] = []
        var index = 0
        while index < levels.count {
            guard levels[index] >= start else {
                index += 1
                continue
            }
            var first = index
            let earliest = stretches.last?.end ?? 0
            while first > earliest, levels[first - 1] >= end {
                first -= 1
            }
            var last = index
            while last < levels.count, levels[last] >= end {
                last += 1
            }
            stretches.append(Utterance(start: first, end: last))
            index = last
        }

        var merged: [Utterance] = []
        for stretch in stretches {
            if let previous = merged.last, stretch.start - previous.end < gapFrames {
                merged[merged.count - 1].end = stretch.end
            } else {
                merged.append(stretch)
            }
        }
        return merged.filter { $0.length >= shortestFrames }
    }

    /// Each frame's level averaged (as power) with its neighbours', in dB. The powers are worked out as the
    /// window moves rather than kept, so that an hour's levels cost only themselves.
    func levels(_ energies: FrameEnergies) -> [Float] {
        let decibels = energies.decibels
        func power(_ index: Int) -> Double { Double(pow(10, decibels[index] / 10)) }
        let half = max(smoothingFrames, 1) / 2
        var sum = 0.0
        var levels: [Float] = []
        levels.reserveCapacity(decibels.count)
        var low = 0
        var high = 0  // the window is decibels[low..<high]
        for index in decibels.indices {
            while high < min(index + half + 1, decibels.count) {
                sum += power(high)
                high += 1
            }
            while low < index - half {
                sum -= power(low)
                low += 1
            }
            levels.append(FrameEnergies.level(max(sum, 0) / Double(high - low)))
        }
        return levels
    }
}
