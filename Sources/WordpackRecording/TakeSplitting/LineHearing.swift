import Foundation
import WordpackCore

/// How each utterance of a take sounds against the lines of its script as espeak-ng reads them
/// (`ScriptReading`): what a split weighs, beside lengths, when the take and the script do not have as many.
///
/// The actor is not espeak-ng: to hear past the voice, the take is measured with its frequency bands raised or
/// lowered by a `warp` (a woman's or a child's formants sit higher than espeak-ng's), the one under which the
/// utterances sound most like the lines they may be (a sample of at most `sampleSize` of them).
struct LineHearing: Sendable {
    /// Each line's expected speech in seconds: espeak-ng's reading.
    var expected: [Double]
    var lineFeatures: [SpeechFeatures]
    var utteranceFeatures: [SpeechFeatures]
    /// The warp the take was measured with.
    var warp: Double

    /// How much a unit of `SpeechFeatures.distance` weighs against a factor of e in length.
    static let weight = 0.1
    /// A distance further than any two words': two readings lie some 15 to 80 apart.
    static let unlike = 200.0
    /// The warps tried, lowest to highest.
    static let warps: [Double] = stride(from: 0.85, through: 1.2501, by: 0.05).map { $0 }
    /// The most utterances the warp is chosen by.
    static let sampleSize = 48
    /// The highest band's top, Hz: speech is told apart below it.
    static let top = 8_000.0

    /// How unlike each `(line, utterance)` pair sounds, weighted (`weight × distance`), every core at work.
    func unlikeness(_ pairs: [(line: Int, utterance: Int)]) -> [Double] {
        unlikeness(ofStretches: pairs.map { ($0.line, $0.utterance, 1) })
    }

    /// How unlike each line sounds to `pieces` utterances from `first` said as one (a line with a pause inside),
    /// weighted (`weight × distance`), every core at work.
    func unlikeness(ofStretches stretches: [(line: Int, first: Int, pieces: Int)]) -> [Double] {
        stretches.concurrentChunkedMap { line, first, pieces in
            var said = utteranceFeatures[first]
            for next in (first + 1)..<(first + max(pieces, 1)) { said = said.followed(by: utteranceFeatures[next]) }
            // An empty stretch (none is: an utterance is at least one frame) costs as much as a word unlike any.
            return Self.weight * min(lineFeatures[line].distance(to: said), Self.unlike)
        }
    }

    /// How unlike line `line` the consecutive utterances `said` sound, said as one (weighted, as `unlikeness`).
    func unlikeness(of said: [Int], as line: Int) -> Double {
        guard let first = said.first else { return Self.weight * Self.unlike }
        return unlikeness(ofStretches: [(line, first, said.count)]).first ?? Self.weight * Self.unlike
    }

    /// How unlike each line sounds, on average, to the take's utterances (at most `sampleSize` of them, spread
    /// over the take), weighted as `unlikeness`: the likeness a line has to any saying. Some lines lie near many
    /// of the actor's words (espeak-ng's English “goat” near “dog” and “mouse”); weighed less their typical
    /// unlikeness, a line that lies near everything is no likelier to be said than one that lies near nothing.
    func typicalUnlikeness() -> [Double] {
        let count = utteranceFeatures.count
        guard count > 0 else { return lineFeatures.map { _ in 0 } }
        let step = max(Double(count) / Double(Self.sampleSize), 1)
        let sample = Array(Set(stride(from: 0.0, to: Double(count), by: step).map { Int($0) })).sorted()
        let costs = unlikeness(lineFeatures.indices.flatMap { line in sample.map { (line, $0) } })
        return lineFeatures.indices.map { line in
            costs[(line * sample.count)..<((line + 1) * sample.count)].reduce(0, +) / Double(sample.count)
        }
    }

    /// How unlike each other two runs of consecutive utterances sound, each said as one: the take's voice against
    /// itself (`SpeechFeatures.distance`, unweighted).
    func distance(_ one: [Int], _ other: [Int]) -> Double {
        func said(_ run: [Int]) -> SpeechFeatures {
            guard let first = run.first else { return SpeechFeatures(values: []) }
            return run.dropFirst().reduce(utteranceFeatures[first]) { $0.followed(by: utteranceFeatures[$1]) }
        }
        return said(one).distance(to: said(other))
    }

    /// The hearing of `utterances` of the take at `url` against `lines` in `language`, where `candidates(u)`
    /// are the lines utterance `u` may be; nil when espeak-ng cannot read the script.
    static func hear(
        take url: URL, displayPath: String, lines: [TakeScript.Line], utterances: [Utterance], frames: EnergyFrames,
        language: String, candidates: (Int) -> ClosedRange<Int>
    ) throws -> LineHearing? {
        let top = min(Self.top, Double(frames.sampleRate) / 2 / (warps.last ?? 1))
        guard !utterances.isEmpty, top > SpeechFeatureMaker.lowest * 4,
            let reading = ScriptReading.read(lines, language: language, top: top)
        else { return nil }
        // The sample, spread evenly over the take, measured at every warp.
        let step = max(Double(utterances.count) / Double(sampleSize), 1)
        let sample = Set(stride(from: 0.0, to: Double(utterances.count), by: step).map { Int($0) })
        let makers = try warps.map { try SpeechFeatureMaker(sampleRate: frames.sampleRate, top: top, warp: $0) }
        var sampled: [Int: [SpeechFeatures]] = [:]
        try UtteranceSounds.forEach(
            take: url, displayPath: displayPath, utterances: utterances, frames: frames, wanted: sample
        ) { index, samples in
            sampled[index] = makers.map { $0.features(of: samples[...]) }
        }
        // Each warp's sample, less its mean.
        let indices = sampled.keys.sorted()
        let centred = warps.indices.map { warp in
            SpeechFeatures.centred(indices.map { sampled[$0]?[warp] ?? SpeechFeatures(values: []) })
        }
        let ranges = indices.map { candidates($0).clamped(to: 0...(lines.count - 1)) }
        let scores = Array(warps.indices).concurrentMap { warp in
            zip(ranges, centred[warp]).reduce(0.0) { total, measured in
                total + (measured.0.map { reading.features[$0].distance(to: measured.1) }.min() ?? 0)
            }
        }
        let chosen = scores.enumerated().min { $0.element < $1.element }?.offset ?? 0
        var features = [SpeechFeatures](repeating: SpeechFeatures(values: []), count: utterances.count)
        for (index, measured) in sampled { features[index] = measured[chosen] }
        if sampled.count < utterances.count {
            try UtteranceSounds.forEach(
                take: url, displayPath: displayPath, utterances: utterances, frames: frames,
                wanted: Set(utterances.indices).subtracting(sample)
            ) { index, samples in
                features[index] = makers[chosen].features(of: samples[...])
            }
        }
        return LineHearing(
            expected: reading.seconds, lineFeatures: reading.features,
            utteranceFeatures: SpeechFeatures.centred(features),
            warp: warps[chosen])
    }
}
