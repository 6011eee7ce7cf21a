import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackRecording

/// The split reads a take's energies back from a temporary file, a block at a time, several times, instead of
/// holding them: the floor, the thresholds and the utterances it finds that way are exactly those of working
/// on all the levels at once (the way it was done before, kept here as the reference), and the waveform's
/// columns stay within their limit whatever the take's real length. A take with lines missing is judged on
/// the band of (line, utterance) pairs that can still use every utterance, with the same result as on all.
@Suite struct TakeSplitStreamingTests {
    /// A deterministic walk of levels in dB: quiet room with bursts of speech, some flickering near the
    /// thresholds, some short clicks, some runs of digital silence.
    static func levels(count: Int, seed: UInt64) -> [Float] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var levels: [Float] = []
        var speaking = false
        while levels.count < count {
            let length = Int(next() * (speaking ? 80 : 120)) + 1
            let base = speaking ? -30 + next() * 20 : -62 + next() * 8
            for _ in 0..<length {
                let silent = !speaking && next() < 0.02
                levels.append(silent ? -120 : Float(base + (next() - 0.5) * (speaking ? 16 : 6)))
            }
            speaking.toggle()
        }
        return Array(levels.prefix(count))
    }

    /// The detector as it worked on all the levels at once.
    struct Reference {
        var detector: SpeechDetector

        func smoothed(_ decibels: [Float]) -> [Float] {
            func power(_ index: Int) -> Double { Double(pow(10, decibels[index] / 10)) }
            let half = max(detector.smoothingFrames, 1) / 2
            var sum = 0.0
            var levels: [Float] = []
            var low = 0
            var high = 0
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

        /// The percentiles of the frames above digital silence, the floor kept well under the loud frames when
        /// digital silence is a share of the take, and whether anything stands out enough to be speech.
        func thresholds(_ levels: [Float]) -> (floor: Float, start: Float, end: Float, speech: Bool) {
            let silence = FrameEnergies.silence
            let sorted = levels.filter { $0 > silence + 1 }.sorted()
            guard !sorted.isEmpty else { return (silence, silence, silence, false) }
            func percentile(_ fraction: Double) -> Float {
                sorted[Int((Double(sorted.count - 1) * fraction).rounded())]
            }
            var floor = percentile(detector.floorPercentile)
            let loud = percentile(0.98)
            if Double(levels.count - sorted.count) >= Double(levels.count) * detector.digitalSilenceShare {
                floor = min(floor, loud - detector.floorBelowLoudInSilence)
            }
            let range = max(loud - floor, 0)
            return (
                floor, floor + min(detector.startAboveFloor, range * 0.5),
                floor + min(detector.endAboveFloor, range * 0.25), range >= detector.minimumSpeechRange
            )
        }

        func utterances(_ decibels: [Float], millisecondsPerFrame: Double) -> [Utterance] {
            let levels = smoothed(decibels)
            let (_, start, end, speech) = thresholds(levels)
            guard speech else { return [] }
            let gapFrames = Int((Double(detector.minimumGap) / millisecondsPerFrame).rounded())
            let shortestFrames = Int((Double(detector.minimumUtterance) / millisecondsPerFrame).rounded())
            var stretches: [Utterance] = []
            var index = 0
            while index < levels.count {
                guard levels[index] >= start else {
                    index += 1
                    continue
                }
                var first = index
                let earliest = stretches.last?.end ?? 0
                while first > earliest, levels[first - 1] >= end { first -= 1 }
                var last = index
                while last < levels.count, levels[last] >= end { last += 1 }
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
    }

    @Test(arguments: [(0, 1), (1, 2), (4, 3), (60_000, 4), (100_003, 5)])
    func theStreamingDetectorFindsWhatTheWholeLevelsGave(count: Int, seed: UInt64) throws {
        let decibels = Self.levels(count: count, seed: seed)
        let frames = EnergyFrames(sampleRate: 16000, frameLength: 160, takeFrames: count * 160)
        let energies = try FrameEnergies(frames: frames, decibels: decibels, displayPath: "takes/walk.wav")
        for (smoothing, gap) in [(5, 250), (1, 100), (3, 0), (7, 400)] {
            var detector = SpeechDetector()
            detector.smoothingFrames = smoothing
            detector.minimumGap = gap
            let reference = Reference(detector: detector)
            let expected = reference.thresholds(reference.smoothed(decibels))
            let found = try detector.thresholds(energies)
            #expect(
                found.floor == expected.floor && found.start == expected.start && found.end == expected.end,
                "smoothing \(smoothing): \(found) instead of \(expected)")
            let utterances = try detector.utterances(in: energies)
            #expect(utterances == reference.utterances(decibels, millisecondsPerFrame: 10), "smoothing \(smoothing)")
            if count > 1000 { #expect(utterances.count > 100) }
        }
    }

    @Test func rankSelectionGivesTheSortedValues() throws {
        var values = Self.levels(count: 20_000, seed: 9)
        values += [0, -0.5, 3.25, 3.25, -120, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e30, -1e30]
        let sorted = values.sorted()
        let ranks = [0, 1, 2_000, 10_000, values.count - 2, values.count - 1]
        let found = try RankSelection.values(at: ranks) { body in values.forEach(body) }
        #expect(found == ranks.map { sorted[$0] })
        #expect(try RankSelection.values(at: [0, 2]) { body in [7, 7, 7].forEach(body) } == [7, 7])
    }

    /// For each line, the least cost of lining `lines` up with fewer `utterances` when that line is the first
    /// left out, found by trying every choice of the lines left out (nil for a line that cannot be first).
    static func leastCostsByFirstLeftOut(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames
    ) -> [Double?] {
        let count = lines.count
        let spoken = utterances.count
        let seconds = utterances.map { max(frames.seconds(atFrame: $0.end) - frames.seconds(atFrame: $0.start), 0.01) }
        let weights = lines.map(\.lengthWeight)
        let scale = seconds.reduce(0, +) / max(weights.reduce(0, +) * Double(spoken) / Double(count), 0.001)
        var least = [Double?](repeating: nil, count: count)
        for chosen in 0..<(1 << count) where chosen.nonzeroBitCount == count - spoken {
            var cost = 0.0
            var utterance = 0
            for line in 0..<count where chosen & (1 << line) == 0 {
                cost += abs(log(seconds[utterance] / (scale * weights[line])))
                utterance += 1
            }
            let first = chosen.trailingZeroBitCount
            least[first] = min(least[first] ?? .infinity, cost)
        }
        return least
    }

    /// The line named first is the first left out on a cheapest lining-up, and the next two are the next
    /// cheapest as first left out, for every choice of the lines left out (tried one by one).
    @Test func theMissingLineAndTheNextTwoAreTheCheapestOfEveryChoice() throws {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let frames = EnergyFrames(sampleRate: 1000, frameLength: 10, takeFrames: 10_000_000)
        for trial in 0..<200 {
            let count = 2 + next(11)
            let lines = (0..<count).map {
                TakeScript.Line(
                    number: $0 + 1, text: String(repeating: "a", count: 2 + next(12)), key: "k\($0)",
                    path: "inputs/x/k\($0).wav", row: $0 + 2)
            }
            let spoken = 1 + next(count - 1)
            var start = 0
            let utterances = (0..<spoken).map { _ in
                defer { start += 150 }
                return Utterance(start: start, end: start + 20 + next(80))
            }
            let found = try #require(TakeMismatch.find(lines, utterances, frames: frames))
            let least = Self.leastCostsByFirstLeftOut(lines, utterances, frames: frames)
            let ranked = least.compactMap { $0 }.sorted()
            let named = [found.missing] + found.alternatives.map(\.line)
            #expect(named.count == min(3, ranked.count), "trial \(trial)")
            for (rank, line) in named.enumerated() {
                let cost = try #require(least[line.number - 1], "trial \(trial): line \(line.number) cannot be first")
                #expect(abs(cost - ranked[rank]) < 1e-9, "trial \(trial): \(spoken) utterances for \(count) lines")
            }
        }
    }

    @Test func aWaveformLongerThanLaidOutMergesItsColumnsInPairs() {
        // Laid out for 4 columns of one frame each, given 10 frames: 3 columns of 4 frames (the last of 2).
        var waveform = TakeWaveform(framesPerColumn: 1, columnLimit: 4)
        let samples: [Float] = [0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7, -0.8, 0.9, -1.0]
        for sample in samples { waveform.append(low: sample, high: sample) }
        #expect(waveform.framesPerColumn == 4)
        #expect(waveform.minimum.count == 3)
        for column in 0..<3 {
            let frames = samples[(column * 4)..<min(column * 4 + 4, samples.count)]
            let (low, high) = waveform.peaks(column: column)
            #expect(low == Float(Int8((frames.min()! * 127).rounded(.down))) / 127)
            #expect(high == Float(Int8((frames.max()! * 127).rounded(.up))) / 127)
        }
        // An odd limit: the last column left over keeps its frames.
        var odd = TakeWaveform(framesPerColumn: 2, columnLimit: 3)
        for sample in samples { odd.append(low: sample, high: sample) }
        #expect(odd.framesPerColumn == 4 && odd.minimum.count == 3)
        #expect(
            odd.peaks(column: 2).low == -1 && odd.peaks(column: 2).high == Float(Int8((0.9 * 127).rounded(.up))) / 127)
    }
}
