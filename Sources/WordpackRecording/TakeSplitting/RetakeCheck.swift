import Foundation
import WordpackCore

/// Whether the lines a matching takes as said twice (`UtteranceMatching.Role.retake`) were, by hearing: a split
/// keeps one saying of a line only when both sayings are that line, never because two words last about as long.
///
/// The matching has placed both sayings at their line by how they sound against espeak-ng's reading of it (and
/// how long they last); each retake's two sayings must then also sound more like each other than like the
/// sayings of the lines either side (`likeness`: the take's own voice against itself). And no other retake may
/// be about as likely: the matching is made again without this one, and when that costs less than `closeness`
/// more with a retake whose sayings are about as alike (`rivalLikeness`), the split is refused naming both.
enum RetakeCheck {
    /// Two sayings of one line lie at most this share of the distance to a neighbouring line's saying.
    static let likeness = 0.85
    /// A rival retake is as likely only when its sayings are at most this much less alike than the one found
    /// (in shares of the distance to the neighbours).
    static let rivalLikeness = 1.25
    /// A matching with another retake costing less than this more is about as likely.
    static let closeness = 1.0

    /// A line said twice, as found: the utterances of each saying (indices in the take's utterances), earlier
    /// first.
    struct SaidTwice: Equatable {
        var line: Int
        var earlier: [Int]
        var later: [Int]
    }

    /// The lines said twice in `matching`, in order.
    static func lines(said matching: UtteranceMatching) -> [SaidTwice] {
        var found: [Int: SaidTwice] = [:]
        for (index, role) in matching.roles.enumerated() {
            if case .retake(let line) = role {
                found[line, default: SaidTwice(line: line, earlier: [], later: [])].earlier.append(index)
            }
        }
        for (index, role) in matching.roles.enumerated() {
            if case .line(let line) = role, found[line] != nil { found[line]?.later.append(index) }
        }
        return found.values.sorted { $0.line < $1.line }
    }

    /// Whether the two sayings of `twice` sound more like each other than like the sayings of the lines either
    /// side in `matching`, by `likeness`.
    static func alike(_ twice: SaidTwice, _ matching: UtteranceMatching, hearing: LineHearing, lines: Int) -> Bool {
        share(twice, matching, hearing: hearing, lines: lines) <= likeness
    }

    /// How far apart the two sayings of `twice` sound, as a share of how far the nearer sounds from a saying of
    /// the lines either side.
    static func share(_ twice: SaidTwice, _ matching: UtteranceMatching, hearing: LineHearing, lines: Int) -> Double {
        let kept = { (index: Int) -> [Int] in
            matching.roles.indices.filter { matching.roles[$0] == .line(index) }
        }
        let neighbours = [twice.line - 1, twice.line + 1].filter { (0..<lines).contains($0) }.map(kept)
            .filter { !$0.isEmpty }
        let same = hearing.distance(twice.earlier, twice.later)
        let nearest =
            neighbours.flatMap { [hearing.distance(twice.earlier, $0), hearing.distance(twice.later, $0)] }
            .min() ?? .infinity
        return nearest > 0 ? same / nearest : .infinity
    }

    /// The lines said twice, each confirmed by hearing; throws a `TakeSplitFailure` naming the take when one is
    /// not, or when another is about as likely.
    static func confirmed(
        _ matching: UtteranceMatching, lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames,
        hearing: LineHearing, retakes: TakeRetakes, take: String, script: String
    ) throws -> [SaidTwice] {
        let said = Self.lines(said: matching)
        let times = { (indices: [Int]) -> String in
            guard let first = indices.first, let last = indices.last else { return "" }
            return "\(TakeMismatch.time(frames.seconds(atFrame: utterances[first].start)))–"
                + "\(TakeMismatch.time(frames.seconds(atFrame: utterances[last].end))) s"
        }
        let opening =
            "has \(utterances.count) utterances for the \(lines.count) lines of \(script), so nothing was written: "
            + "\(TakeMismatch.heardReason), "
        for twice in said {
            let line = lines[twice.line]
            if !alike(twice, matching, hearing: hearing, lines: lines.count) {
                throw TakeSplitFailure(
                    FileProblem(
                        file: take,
                        opening + "line \(line.number) \(TakeMismatch.quoted(line)) may have been said twice, at "
                            + "\(times(twice.earlier)) and at \(times(twice.later)) of the take, but the two do not "
                            + "sound enough like each other to be sure; listen to both, cut the saying not wanted out "
                            + "of the take, and split again."))
            }
            // Another retake about as likely.
            guard let first = twice.earlier.first,
                let other = UtteranceMatching.best(
                    lines, utterances, frames: frames, retakes: retakes, hearing: hearing,
                    forbiddingRetakesAt: [first]),
                other.cost - matching.cost < closeness,
                let rival = Self.lines(said: other).first(where: {
                    !said.contains($0)
                        && share($0, other, hearing: hearing, lines: lines.count)
                            <= min(
                                likeness, rivalLikeness * share(twice, matching, hearing: hearing, lines: lines.count))
                })
            else { continue }
            let rivalLine = lines[rival.line]
            throw TakeSplitFailure(
                FileProblem(
                    file: take,
                    opening + "the actor said line \(line.number) \(TakeMismatch.quoted(line)) twice (at "
                        + "\(times(twice.earlier)) and at \(times(twice.later)) of the take) or, about as likely, line "
                        + "\(rivalLine.number) \(TakeMismatch.quoted(rivalLine)) twice (at \(times(rival.earlier)) "
                        + "and at \(times(rival.later))); listen to both, cut the saying not wanted out of the take, "
                        + "and split again."))
        }
        return said
    }
}
