import Foundation
import WordpackCore

/// Where a take with fewer utterances than its script has lines parts ways with the script.
///
/// The take cannot say which word was not read, only how long each utterance is; so the lines are lined up
/// with the utterances in order, leaving out as many lines as are missing, in the way that makes each
/// utterance's length closest to its line's (a word's length in speech grows with its letters). The first
/// line left out is where the take and the script part ways: the engineer re-reads from there.
package struct TakeMismatch: Sendable, Equatable {
    /// The first line no utterance was found for.
    package var missing: TakeScript.Line
    /// The lines spoken just before and after it, if any.
    package var before: TakeScript.Line?
    package var after: TakeScript.Line?
    /// The take's time (seconds) where the utterance before ends (0 at the start) and the one after starts
    /// (the take's end when none).
    package var from: Double
    package var to: Double

    /// The mismatch for `lines` read as `utterances` (fewer of them than lines).
    package static func find(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames
    ) -> TakeMismatch? {
        let count = lines.count
        let spoken = utterances.count
        guard spoken < count, count > 0 else { return nil }
        let seconds = utterances.map { max(frames.seconds(atFrame: $0.end) - frames.seconds(atFrame: $0.start), 0.01) }
        let weights = lines.map(\.lengthWeight)
        // Seconds per letter, from the utterances against the share of the lines they are.
        let scale = seconds.reduce(0, +) / max(weights.reduce(0, +) * Double(spoken) / Double(count), 0.001)

        // best[j]: the least cost of lining up the lines so far with the first j utterances;
        // matched(i, j): whether line i was given utterance j - 1 on that best way. After line i, fewer than
        // i + 1 - missing utterances cannot all be used by the lines left, so only the `missing + 1` values of j
        // from there are kept for each line: a word or two missing from an hour's script costs a few KB, not
        // lines × utterances.
        let missing = count - spoken
        var best = [Double](repeating: .infinity, count: spoken + 1)
        best[0] = 0
        var matched = [Bool](repeating: false, count: count * (missing + 1))
        func index(_ line: Int, _ utterance: Int) -> Int? {
            let offset = utterance - (line + 1 - missing)
            return offset >= 0 && offset <= missing ? line * (missing + 1) + offset : nil
        }
        for line in 0..<count {
            var next = best  // leaving the line out costs nothing: as many are left out whichever they are
            for utterance in stride(from: min(line + 1, spoken), through: max(line + 1 - missing, 1), by: -1)
            where best[utterance - 1] < .infinity {
                let cost = best[utterance - 1] + abs(log(seconds[utterance - 1] / (scale * weights[line])))
                if cost < next[utterance], let index = index(line, utterance) {
                    next[utterance] = cost
                    matched[index] = true
                }
            }
            best = next
        }
        var lineOf = [Int?](repeating: nil, count: spoken)  // the line of each utterance
        var utterance = spoken
        for line in stride(from: count - 1, through: 0, by: -1) where utterance > 0 {
            if let index = index(line, utterance), matched[index] {
                lineOf[utterance - 1] = line
                utterance -= 1
            }
        }
        let spokenLines = Set(lineOf.compactMap { $0 })
        guard let first = (0..<count).first(where: { !spokenLines.contains($0) }) else { return nil }
        let previous = lineOf.lastIndex { ($0 ?? count) < first }
        let following = lineOf.firstIndex { ($0 ?? -1) > first }
        return TakeMismatch(
            missing: lines[first],
            before: previous.flatMap { lineOf[$0] }.map { lines[$0] },
            after: following.flatMap { lineOf[$0] }.map { lines[$0] },
            from: previous.map { frames.seconds(atFrame: utterances[$0].end) } ?? 0,
            to: following.map { frames.seconds(atFrame: utterances[$0].start) }
                ?? Double(frames.takeFrames) / Double(max(frames.sampleRate, 1)))
    }

    /// The sentence for the engineer, naming the take (`take`) and the script.
    package func problem(take: String, script: String, utterances: Int, lines: Int) -> FileProblem {
        var neighbours: [String] = []
        if let before { neighbours.append("after line \(before.number) \(Self.quoted(before)) ends") }
        if let after { neighbours.append("before line \(after.number) \(Self.quoted(after)) starts") }
        let around = neighbours.isEmpty ? "" : " (\(neighbours.joined(separator: ", ")))"
        return FileProblem(
            file: take,
            "has \(utterances) utterance\(utterances == 1 ? "" : "s") for the \(lines) lines of \(script), so nothing "
                + "was written: by the lengths of the words, the take and the script part ways at line "
                + "\(missing.number) \(Self.quoted(missing)), not found between \(Self.time(from)) s and "
                + "\(Self.time(to)) s of the take\(around); re-read it, or take it out of the script.")
    }

    package static func quoted(_ line: TakeScript.Line) -> String {
        "“\(line.text.isEmpty ? line.key : line.text)”"
    }

    /// Seconds with one decimal: `12.3`.
    static func time(_ seconds: Double) -> String {
        String(format: "%.1f", seconds)
    }
}
