import Foundation
import WordpackCore

/// Where a take with as many utterances as its script has lines is not read line for line after all: a line
/// left out and another said twice (or a word not in the script), which add up to as many utterances, and which
/// cut in order would put every line between them under its neighbour's name.
///
/// Heard (`LineHearing`), each utterance costs as each line it may be, `|log(found / expected)|` plus how unlike
/// the line it sounds. A run of utterances that are each the line after their own (a line missing before them,
/// then a saying of the last of them said again) or each the line before (a saying said again before them, then
/// a line missing) is a shift; when the run's lines cost less shifted than in order by more than `penalty`
/// (as much as a line missing and an utterance left over), the take is refused, naming both places: the two
/// sayings most alike about the run's end, and the line missing once the earlier of them is taken out, found as
/// `TakeMismatch` finds a line missing.
struct TakeShift: Sendable, Equatable {
    /// The first line not found, and where it would have been (seconds).
    var missing: Int
    var from: Double
    var to: Double
    /// The line said twice (or the word not in the script), and where its two sayings are (seconds).
    var again: Int
    var sayings: [(start: Double, end: Double)]
    /// Whether the two sayings sound like each other (a line said twice rather than a word not in the script).
    var alike: Bool

    static func == (left: TakeShift, right: TakeShift) -> Bool {
        left.missing == right.missing && left.again == right.again && left.alike == right.alike
    }

    /// What a line missing and an utterance left over cost: `2 × log(3)`.
    static let penalty = 2 * log(3.0)
    /// Scripts longer than this are cut in order without being heard (reading them takes a while).
    static let mostLines = 400

    /// Each utterance's cost as the line before its own, its own and the line after (`.infinity` where there is
    /// none), heard.
    static func costs(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames, hearing: LineHearing
    ) -> [(before: Double, own: Double, after: Double)] {
        let count = lines.count
        let seconds = utterances.map { max(frames.seconds(atFrame: $0.end) - frames.seconds(atFrame: $0.start), 0.01) }
        let expected = hearing.expected.map { max($0, 0.01) }
        let scale = seconds.reduce(0, +) / max(expected.reduce(0, +), 0.001)
        var pairs: [(line: Int, utterance: Int)] = []
        for utterance in utterances.indices {
            for line in (utterance - 1)...(utterance + 1) where (0..<count).contains(line) {
                pairs.append((line, utterance))
            }
        }
        var sound = hearing.unlikeness(pairs).makeIterator()
        var costs = [(before: Double, own: Double, after: Double)](
            repeating: (.infinity, .infinity, .infinity), count: utterances.count)
        for pair in pairs {
            let cost = abs(log(seconds[pair.utterance] / (scale * expected[pair.line]))) + (sound.next() ?? 0)
            switch pair.line - pair.utterance {
            case -1: costs[pair.utterance].before = cost
            case 0: costs[pair.utterance].own = cost
            default: costs[pair.utterance].after = cost
            }
        }
        return costs
    }

    /// The shift in a take with as many utterances as lines, nil when it reads line for line.
    static func find(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames, hearing: LineHearing
    ) -> TakeShift? {
        guard lines.count == utterances.count, lines.count > 1 else { return nil }
        let costs = costs(lines, utterances, frames: frames, hearing: hearing)
        // The best run of each direction (greatest gain, in order over shifted), by Kadane's scan.
        func bestRun(_ gain: (Int) -> Double) -> (first: Int, last: Int, gain: Double) {
            var best = (first: 0, last: -1, gain: -Double.infinity)
            var current = (first: 0, gain: -Double.infinity)
            for index in costs.indices {
                let here = gain(index)
                current = current.gain > 0 ? (current.first, current.gain + here) : (index, here)
                if current.gain > best.gain { best = (current.first, index, current.gain) }
            }
            return best
        }
        let seconds = { (frame: Int) in frames.seconds(atFrame: frame) }
        // Utterances first...last each the line after theirs: line `first` missing, line `last + 1` said twice
        // (utterances `last` and `last + 1`).
        let up = bestRun { costs[$0].own - costs[$0].after }
        // Utterances first...last each the line before theirs: line `first - 1` said twice (utterances
        // `first - 1` and `first`), line `last` missing.
        let down = bestRun { costs[$0].own - costs[$0].before }
        let count = utterances.count
        func alike(_ one: Int, _ other: Int) -> Bool {
            let others = [min(one, other) - 1, max(one, other) + 1].filter { (0..<count).contains($0) }
                .flatMap { [hearing.distance([one], [$0]), hearing.distance([other], [$0])] }
            return hearing.distance([one], [other]) <= RetakeCheck.likeness * (others.min() ?? .infinity)
        }
        // The two sayings: of the pairs of utterances about the run's end (up) or start (down), the most alike.
        func pair(around boundary: Int) -> (Int, Int) {
            let pairs = ((boundary - 1)...(boundary + 1)).filter { $0 >= 0 && $0 + 1 < count }.map { ($0, $0 + 1) }
            return pairs.min { hearing.distance([$0.0], [$0.1]) < hearing.distance([$1.0], [$1.1]) } ?? (
                boundary, boundary + 1
            )
        }
        let sayings = { (pair: (Int, Int)) in
            [pair.0, pair.1].map { (start: seconds(utterances[$0].start), end: seconds(utterances[$0].end)) }
        }
        // The line missing, once the earlier of the two sayings is taken out: where a take one utterance short
        // parts ways with the script (`TakeMismatch`, as a missing line is named), each line's sound weighed less
        // its typical unlikeness to the take's sayings: else a line that sounds near every word (espeak-ng's
        // English “goat”) is heard in its neighbour's saying, and the neighbour named missing instead.
        func missingLine(without saying: Int) -> (line: Int, from: Double, to: Double)? {
            var fewer = utterances
            fewer.remove(at: saying)
            var heard = hearing
            heard.utteranceFeatures.remove(at: saying)
            guard let mismatch = TakeMismatch.find(lines, fewer, frames: frames, hearing: heard, againstTypical: true),
                let line = lines.firstIndex(where: { $0.number == mismatch.missing.number })
            else { return nil }
            return (line, mismatch.from, mismatch.to)
        }
        if up.gain >= down.gain, up.gain > penalty, up.last + 1 < count {
            let first = up.first
            let twice = pair(around: up.last)
            let gone =
                missingLine(without: twice.0)
                ?? (first, first > 0 ? seconds(utterances[first - 1].end) : 0, seconds(utterances[first].start))
            // Inside the run, an utterance is the line after its own.
            return TakeShift(
                missing: gone.line, from: gone.from, to: gone.to,
                again: min(twice.1 > up.last ? twice.1 : twice.1 + 1, count - 1),
                sayings: sayings(twice), alike: alike(twice.0, twice.1))
        }
        if down.gain > penalty, down.first > 0 {
            let last = down.last
            let twice = pair(around: down.first - 1)
            let end = Double(frames.takeFrames) / Double(max(frames.sampleRate, 1))
            let gone =
                missingLine(without: twice.0)
                ?? (last, seconds(utterances[last].end), last + 1 < count ? seconds(utterances[last + 1].start) : end)
            return TakeShift(
                missing: gone.line, from: gone.from, to: gone.to,
                again: twice.0 < down.first ? twice.0 : twice.0 - 1,
                sayings: sayings(twice), alike: alike(twice.0, twice.1))
        }
        return nil
    }

    /// The sentence for the engineer, naming the take (`take`) and the script.
    func problem(take: String, script: String, lines: [TakeScript.Line]) -> FileProblem {
        let gone = lines[missing]
        let twice = lines[again]
        let said = sayings.map { "\(TakeMismatch.time($0.start))–\(TakeMismatch.time($0.end)) s" }
        let extra =
            alike
            ? "line \(twice.number) \(TakeMismatch.quoted(twice)) was said twice (at \(said.joined(separator: " and at ")))"
            : "the take has a word the script does not, at \(said.last ?? "") or at \(said.first ?? "")"
        return FileProblem(
            file: take,
            "has \(lines.count) utterances for the \(lines.count) lines of \(script), but not one for each: "
                + "\(TakeMismatch.heardReason), the take and the script part ways at line \(gone.number) "
                + "\(TakeMismatch.quoted(gone)), not found between \(TakeMismatch.time(from)) s and "
                + "\(TakeMismatch.time(to)) s of the take, and \(extra); so nothing was written: re-read the missing "
                + "line, or take it out of the script, and cut the saying not wanted out of the take.")
    }
}
