/// How a cut's speech sounds against its script line, as espeak-ng reads it (`LineHearing.unlikeness`:
/// `LineHearing.weight ×` the distance of the two), and against what lies nearest it: what `recorded.tsv` may
/// vouch for.
///
/// A cut says its line when it sounds like it on an absolute scale (`mostUnlike`), and clearly more than like the
/// lines up to `reach` either side (`margin`), and its line sounds clearly more like it than like the sayings of
/// the cuts up to `reach` either side. Sounding only less unlike its line than the lines either side is not
/// enough: a word that is none of the script's lines, or the line two on, can still lie a little nearer one line
/// than the next. The figures were measured on the retakes benchmark's voices (`CutHearingCalibrationTests`;
/// bench/README.md): right cuts against cuts holding a line two or seven on, or a word not in the script.
struct CutHearing: Sendable, Equatable {
    /// How unlike its own line the cut sounds.
    var own: Double
    /// How unlike the nearest other line (up to `reach` either side) the cut sounds; infinity with none.
    var otherLines: Double
    /// How unlike the nearest other cut's saying (up to `reach` either side) its line sounds; infinity with none.
    var otherSayings: Double

    /// The most unlike its line a cut may sound and still be heard to say it. Right cuts lie at 0.7 to 3.6 (half
    /// under 1.9), cuts holding a word not theirs at 1.2 and over (19 in 20 over 2.6).
    static let mostUnlike = 2.6
    /// How much nearer its own line and saying must be than any other.
    static let margin = 0.3
    /// How many lines either side are weighed: a cut shifted by a line or two is what a split gets wrong.
    static let reach = 2

    /// Whether the cut was heard to say its line.
    var saysItsLine: Bool {
        own <= Self.mostUnlike && otherLines - own >= Self.margin && otherSayings - own >= Self.margin
    }

    /// Each cut's hearing, from the utterances of `found` it holds.
    static func hear(_ cuts: inout [TakeCut], _ found: [Utterance], frames: EnergyFrames, hearing: LineHearing) {
        var next = 0
        var runs: [[Int]] = []
        for cut in cuts {
            while next < found.count, frames.takeFrame(atFrame: found[next].start) < cut.speechStart { next += 1 }
            var run: [Int] = []
            while next < found.count, frames.takeFrame(atFrame: found[next].end) <= cut.speechEnd {
                run.append(next)
                next += 1
            }
            runs.append(run)
        }
        // Each cut's saying against each line up to `reach` either side: (saying's cut, line).
        var pairs: [(cut: Int, line: Int)] = []
        for (index, run) in runs.enumerated() where !run.isEmpty {
            for line in (index - reach)...(index + reach) where cuts.indices.contains(line) {
                pairs.append((index, line))
            }
        }
        let costs = hearing.unlikeness(
            ofStretches: pairs.map { (line: $0.line, first: runs[$0.cut][0], pieces: runs[$0.cut].count) })
        var unlike: [Int: [Int: Double]] = [:]
        for (pair, cost) in zip(pairs, costs) { unlike[pair.cut, default: [:]][pair.line] = cost }
        for index in cuts.indices {
            guard let own = unlike[index]?[index] else { continue }
            let others = ((index - reach)...(index + reach)).filter { $0 != index }
            cuts[index].hearing = CutHearing(
                own: own, otherLines: others.compactMap { unlike[index]?[$0] }.min() ?? .infinity,
                otherSayings: others.compactMap { unlike[$0]?[index] }.min() ?? .infinity)
        }
    }
}
