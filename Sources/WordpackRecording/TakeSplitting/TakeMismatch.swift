import Foundation
import WordpackCore

/// Where a take with fewer utterances than its script has lines parts ways with the script, and the next most
/// likely places.
///
/// The lines are lined up with the utterances in order, leaving out as many lines as are missing, in the way
/// that costs least. An utterance given a line costs how far its length is from the line's expected length,
/// `|log(found / expected)|`, at the actor's pace (all the speech against all that is expected of the lines
/// said); with a `LineHearing`, the expected length is espeak-ng's reading of the line, and the utterance also
/// costs how unlike that reading it sounds; without one, a line is expected to last in proportion to its
/// letters. Each line is weighed as the first one left out (the cheapest lining-up of the others after it), and
/// the cheapest is where the take and the script part ways: the engineer re-reads from there, or listens first
/// at the next two.
struct TakeMismatch: Sendable, Equatable {
    /// A line that may be the first one not read, and where in the take it would have been.
    struct Place: Sendable, Equatable {
        var line: TakeScript.Line
        /// The take's time (seconds) where the utterance before ends (0 at the start) and the one after starts
        /// (the take's end when none).
        var from: Double
        var to: Double
    }

    /// The first line no utterance was found for.
    var missing: TakeScript.Line
    /// The lines spoken just before and after it, if any.
    var before: TakeScript.Line?
    var after: TakeScript.Line?
    /// Where it would have been.
    var from: Double
    var to: Double
    /// The next most likely first lines not read, most likely first: at most two.
    var alternatives: [Place] = []
    /// Whether the lines were weighed by how they sound (a `LineHearing`), not only by their letters.
    var heard = false

    /// More lines missing than this are weighed by their lengths alone: each line is weighed against as many
    /// utterances, plus one.
    static let mostHeard = 8

    /// The mismatch for `lines` read as `utterances` (fewer of them than lines), weighed with `hearing` when
    /// given; `againstTypical`, each line's sound less its typical unlikeness (`LineHearing.typicalUnlikeness`).
    static func find(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames, hearing: LineHearing? = nil,
        againstTypical: Bool = false
    ) -> TakeMismatch? {
        let count = lines.count
        let spoken = utterances.count
        guard spoken < count, count > 0 else { return nil }
        let missing = count - spoken
        let seconds = utterances.map { max(frames.seconds(atFrame: $0.end) - frames.seconds(atFrame: $0.start), 0.01) }
        let expected = hearing.map { $0.expected.map { max($0, 0.01) } } ?? lines.map(\.lengthWeight)
        // Seconds of the take per second (or letter) expected, from the utterances against the share of the
        // lines they are.
        let scale = seconds.reduce(0, +) / max(expected.reduce(0, +) * Double(spoken) / Double(count), 0.001)

        // cost[line * width + offset]: line given utterance `line - missing + offset`, for the `missing + 1`
        // utterances a line can be given when every utterance is used.
        let width = missing + 1
        func utterance(_ line: Int, _ offset: Int) -> Int { line - missing + offset }
        var pairs: [(line: Int, utterance: Int)] = []
        for line in 0..<count {
            for offset in 0..<width where (0..<spoken).contains(utterance(line, offset)) {
                pairs.append((line, utterance(line, offset)))
            }
        }
        let heard = hearing.flatMap { missing <= mostHeard ? $0.unlikeness(pairs) : nil }
        let typical = againstTypical && heard != nil ? hearing?.typicalUnlikeness() : nil
        var cost = [Double](repeating: .infinity, count: count * width)
        for (index, pair) in pairs.enumerated() {
            cost[pair.line * width + pair.utterance - pair.line + missing] =
                abs(log(seconds[pair.utterance] / (scale * expected[pair.line]))) + (heard?[index] ?? 0)
                - (typical?[pair.line] ?? 0)
        }
        func costOf(_ line: Int, _ utterance: Int) -> Double {
            let offset = utterance - line + missing
            return offset >= 0 && offset < width ? cost[line * width + offset] : .infinity
        }

        // after[r]: the least cost of the lines from `line` on, with `r` of them still to leave out (so their
        // first utterance is `line - (missing - r)`); gives[line * width + r]: whether that least cost gives
        // the line its utterance (rather than leaving it out).
        var after = [Double](repeating: .infinity, count: width)
        after[0] = 0
        var gives = [Bool](repeating: false, count: count * width)
        // firstOut[k]: the least cost of the lines after k when k is the first left out.
        var firstOut = [Double](repeating: .infinity, count: count)
        for line in stride(from: count - 1, through: 0, by: -1) {
            var next = [Double](repeating: .infinity, count: width)
            for left in 0..<width {
                let skip = left > 0 ? after[left - 1] : .infinity
                let give = costOf(line, line - (missing - left)) + after[left]
                if give < skip {
                    next[left] = give
                    gives[line * width + left] = true
                } else {
                    next[left] = skip
                }
            }
            firstOut[line] = after[missing - 1]
            after = next
        }
        // Before the first left out, each line k is given utterance k.
        var ranked: [(line: Int, cost: Double)] = []
        var before = 0.0
        for line in 0..<min(count, spoken + 1) {
            if firstOut[line] < .infinity { ranked.append((line, before + firstOut[line])) }
            before += line < spoken ? costOf(line, line) : .infinity
        }
        ranked.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.line < $1.line }
        guard let first = ranked.first?.line else { return nil }
        func place(_ line: Int) -> Place {
            Place(
                line: lines[line], from: line > 0 ? frames.seconds(atFrame: utterances[line - 1].end) : 0,
                to: line < spoken
                    ? frames.seconds(atFrame: utterances[line].start)
                    : Double(frames.takeFrames) / Double(max(frames.sampleRate, 1)))
        }
        // The line given utterance `first`: the first one given its utterance after it on the cheapest way.
        var following: Int?
        var left = missing - 1
        for line in (first + 1)..<count where following == nil && left >= 0 {
            if gives[line * width + left] {
                following = line
            } else {
                left -= 1
            }
        }
        let found = place(first)
        var mismatch = TakeMismatch(
            missing: found.line, before: first > 0 ? lines[first - 1] : nil,
            after: first < spoken ? following.map { lines[$0] } : nil, from: found.from, to: found.to)
        mismatch.alternatives = ranked.dropFirst().prefix(2).map { place($0.line) }
        mismatch.heard = heard != nil
        return mismatch
    }

    /// The sentence for the engineer, naming the take (`take`) and the script.
    func problem(take: String, script: String, utterances: Int, lines: Int) -> FileProblem {
        var neighbours: [String] = []
        if let before { neighbours.append("after line \(before.number) \(Self.quoted(before)) ends") }
        if let after { neighbours.append("before line \(after.number) \(Self.quoted(after)) starts") }
        let around = neighbours.isEmpty ? "" : " (\(neighbours.joined(separator: ", ")))"
        let weighed = heard ? Self.heardReason : "by the lengths of the words"
        let others =
            alternatives.isEmpty
            ? ""
            : "; if it is there after all, the next most likely are between "
                + alternatives.map {
                    "\(Self.time($0.from)) s and \(Self.time($0.to)) s (line \($0.line.number) \(Self.quoted($0.line)))"
                }.joined(separator: ", then between ")
        return FileProblem(
            file: take,
            "has \(utterances) utterance\(utterances == 1 ? "" : "s") for the \(lines) lines of \(script), so nothing "
                + "was written: \(weighed), the take and the script part ways at line "
                + "\(missing.number) \(Self.quoted(missing)), not found between \(Self.time(from)) s and "
                + "\(Self.time(to)) s of the take\(around)\(others); re-read the missing line, or take it out of "
                + "the script.")
    }

    /// How the lines were weighed, with a `LineHearing`.
    static let heardReason = "by how the words sound and how long they last (as espeak-ng reads the script)"

    static func quoted(_ line: TakeScript.Line) -> String {
        "“\(line.text.isEmpty ? line.key : line.text)”"
    }

    /// Seconds with one decimal: `12.3`.
    static func time(_ seconds: Double) -> String {
        String(format: "%.1f", seconds)
    }
}
