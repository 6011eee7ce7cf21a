import Foundation

/// Which line of the script each utterance of a take is, when the take has more utterances than the script
/// has lines: a word said with a pause inside it (“ice cream”) is two utterances of one line, but a word the
/// script does not have, or a word said twice, is one the script does not have.
///
/// The take cannot say what was said, only how long each utterance is and how far apart they are. So each
/// line is given one or more consecutive utterances, in order, and an utterance may be left over; of all the
/// ways to do that, the one kept costs least. A line costs how far its speech (its utterances' lengths, added)
/// is from its expected length, `|log(found / expected)|` (expected in proportion to its letters, as
/// `TakeMismatch` judges), plus `pauseCost` for each second of pause inside it (a pause inside a word, as in
/// “ice cream”, is short). The seconds per letter are not known when some speech is not any line's, so the
/// matching is made at the scale of all the speech and at shorter ones down to half, and the cheapest kept.
/// An utterance left over costs `extraCost`, as much as a line three times too long or
/// a pause of 0.73 s inside a word: so “ice cream” with a 0.4 s pause stays one line, while a word read after
/// a clear gap is left over rather than joined to a neighbour that it would make too long or pause too long.
/// With `TakeRetakes.first` or `.last` and a `LineHearing`, a run of up to `longestRetake` utterances may be
/// sayings of the next lines that the actor then said again (one line said twice, or going back two lines), for
/// `retakeCost` plus, for each saying, what it is further from its line (in length, and in sound against
/// espeak-ng's reading) than the saying after the run that is then that line's. Lengths alone never make a
/// retake: without hearing, a word said twice is left over and the split refused; and `RetakeCheck` confirms
/// each retake by how its two sayings sound against each other.
struct UtteranceMatching: Sendable, Equatable {
    /// What each utterance is.
    enum Role: Sendable, Equatable {
        /// Part of the script's line at this index (of `lines`).
        case line(Int)
        /// Not in the script.
        case extra
        /// A saying of the script's line at this index that the actor said again, in the run of retakes just
        /// before that line's saying (which one is kept is `TakeRetakes`' choice, made after the matching).
        case retake(Int)
    }

    var roles: [Role]
    /// What the matching costs: lower is likelier.
    var cost = 0.0

    /// The cost of an utterance left over: `log(3)`.
    static let extraCost = log(3.0)
    /// The cost of each second of pause inside a line.
    static let pauseCost = 1.5
    /// The cost of going back, on top of the cost of each line said before going back.
    static let retakeCost = 0.25
    /// The most lines the actor may go back to say again.
    static let longestRetake = 3
    /// How much the log of two sayings' likeness (`likeness`) weighs in a retake's cost.
    static let likenessWeight = 1.5

    /// For each utterance `u` and run `r` (at `u × longestRetake + r - 1`): the log of how far `u` sounds from
    /// `u + r` against how far the nearer of the two sounds from the utterance just outside them, the take's
    /// voice against itself; below 0 when the two sound alike, as two sayings of one line do.
    private static func likeness(_ hearing: LineHearing, utterances count: Int) -> [Double] {
        var pairs: [(Int, Int)] = []
        for first in 0..<count {
            for run in 1...longestRetake {
                pairs.append((first, first + run))
            }
        }
        return pairs.concurrentMap { first, second -> Double in
            guard second < count else { return .infinity }
            let outside = [first - 1, second + 1].filter { (0..<count).contains($0) }
            let nearest =
                outside.flatMap { [hearing.distance([first], [$0]), hearing.distance([second], [$0])] }.min()
                ?? .infinity
            guard nearest.isFinite else { return 0 }
            return log(max(hearing.distance([first], [second]), 0.001) / max(nearest, 0.001))
        }
    }
    /// The most utterances one line may be made of.
    static let longestLine = 6

    /// The best matching of `utterances` (more of them than `lines`) with `lines`, nil when there are not
    /// more utterances than lines.
    /// With `hearing`, a line is expected to last as long as espeak-ng's reading of it (at the actor's pace),
    /// and also costs how unlike that reading its utterances, said as one, sound.
    static func best(
        _ lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames, retakes: TakeRetakes,
        hearing: LineHearing? = nil, forbiddingRetakesAt forbidden: Set<Int> = []
    ) -> UtteranceMatching? {
        guard !lines.isEmpty, utterances.count > lines.count else { return nil }
        let times = utterances.map { (start: frames.seconds(atFrame: $0.start), end: frames.seconds(atFrame: $0.end)) }
        let weights = hearing.map { $0.expected.map { max($0, 0.01) } } ?? lines.map(\.lengthWeight)
        let heard = hearing.map { Self.unlikeness($0, lines: lines.count, utterances: utterances.count) }
        let retaking = retakes != .none && heard != nil
        let alike = retaking ? hearing.map { Self.likeness($0, utterances: utterances.count) } : nil
        // Seconds per unit of weight. From all the speech it is too long when some is left over (which is not
        // any line's), so the matching is made at that scale and at shorter ones, and the cheapest kept.
        let speech = times.reduce(0) { $0 + max($1.end - $1.start, 0.01) }
        let fullScale = speech / max(weights.reduce(0, +), 0.001)
        var best = (roles: [Role](), cost: Double.infinity)
        for share in stride(from: 1.0, through: 0.499, by: -0.05) {
            let matched = match(
                times, weights, heard, alike, retaking: retaking, forbidden: forbidden, scale: fullScale * share)
            if matched.cost < best.cost { best = matched }
        }
        return best.roles.isEmpty ? nil : UtteranceMatching(roles: best.roles, cost: best.cost)
    }

    /// How unlike each line sounds to each run of utterances it may be made of in `match`: indexed by
    /// `(line × (spare + 1) + ahead) × longestLine + pieces - 1`, where the line's first utterance is
    /// `line + ahead`.
    private static func unlikeness(_ hearing: LineHearing, lines count: Int, utterances: Int) -> [Double] {
        let spare = utterances - count
        var stretches: [(line: Int, first: Int, pieces: Int)] = []
        for line in 0..<count {
            for ahead in 0...spare {
                for pieces in 1...longestLine {
                    stretches.append((line, line + ahead, pieces <= spare - ahead + 1 ? pieces : 0))
                }
            }
        }
        let wanted = stretches.filter { $0.pieces > 0 }
        var costs = hearing.unlikeness(ofStretches: wanted).makeIterator()
        return stretches.map { $0.pieces > 0 ? costs.next() ?? 0 : 0 }
    }

    /// The least-cost matching, by dynamic programming over (lines matched, utterances used). As every line
    /// takes at least one utterance, the utterances used run ahead of the lines by at most `spare`, so only
    /// that band is kept: `lines × (spare + 1)` one-byte steps.
    private static func match(
        _ times: [(start: Double, end: Double)], _ weights: [Double], _ heard: [Double]?, _ alike: [Double]?,
        retaking: Bool,
        forbidden: Set<Int>, scale: Double
    ) -> (roles: [Role], cost: Double) {
        let count = weights.count
        let spare = times.count - count
        let width = spare + 1
        // step[i * width + d]: how the state (i lines, i + d utterances) was reached: 0 unreached,
        // 1 extra, 3 + n a line made of n + 1 utterances, 100 + n a run of n retakes.
        var step = [UInt8](repeating: 0, count: (count + 1) * width)
        var current = [Double](repeating: .infinity, count: width)
        current[0] = 0
        for line in 0...count {
            // Utterances left over before this line (or after the last).
            for ahead in 0..<spare where current[ahead] < .infinity {
                let utterance = line + ahead
                let extra = current[ahead] + extraCost
                if extra < current[ahead + 1] {
                    current[ahead + 1] = extra
                    step[line * width + ahead + 1] = 1
                }
                // A run of sayings of this line and the next, which the actor then says again.
                guard retaking, let heard, let alike, !forbidden.contains(utterance) else { continue }
                // A saying costs what it sounds less like its line than the saying after the run does (the one
                // it would be said again as), and nothing for sounding as much like it.
                func cost(_ utterance: Int, as line: Int, ahead: Int) -> Double {
                    let length = max(times[utterance].end - times[utterance].start, 0.01)
                    return abs(log(length / max(scale * weights[line], 0.001)))
                        + heard[(line * width + ahead) * longestLine]
                }
                let longest = min(longestRetake, spare - ahead, count - line)
                guard longest > 0 else { continue }
                for run in 1...longest {
                    var total = current[ahead] + retakeCost
                    for said in 0..<run {
                        total +=
                            max(
                                cost(utterance + said, as: line + said, ahead: ahead)
                                    - cost(utterance + run + said, as: line + said, ahead: ahead + run), 0)
                            + likenessWeight * alike[(utterance + said) * longestRetake + run - 1]
                    }
                    if total < current[ahead + run] {
                        current[ahead + run] = total
                        step[line * width + ahead + run] = UInt8(100 + run)
                    }
                }
            }
            guard line < count else { break }
            var next = [Double](repeating: .infinity, count: width)
            let expected = max(scale * weights[line], 0.001)
            for ahead in 0...spare where current[ahead] < .infinity {
                let first = line + ahead
                var speech = 0.0
                for pieces in 1...min(longestLine, spare - ahead + 1) {
                    let last = first + pieces - 1
                    speech += max(times[last].end - times[last].start, 0.01)
                    let pause = max(times[last].end - times[first].start - speech, 0)
                    let sound = heard?[(line * width + ahead) * longestLine + pieces - 1] ?? 0
                    let cost = current[ahead] + abs(log(speech / expected)) + pauseCost * pause + sound
                    let reached = ahead + pieces - 1
                    if cost < next[reached] {
                        next[reached] = cost
                        step[(line + 1) * width + reached] = UInt8(2 + pieces)
                    }
                }
            }
            current = next
        }
        // Back from (all lines, all utterances).
        var roles = [Role](repeating: .extra, count: times.count)
        var line = count
        var ahead = spare
        while line > 0 || ahead > 0 {
            let taken = step[line * width + ahead]
            let utterance = line + ahead - 1
            switch taken {
            case 1:
                roles[utterance] = .extra
                ahead -= 1
            case 100...:
                let run = Int(taken) - 100
                for said in 0..<run { roles[utterance - run + 1 + said] = .retake(line + said) }
                ahead -= run
            case 3..<100:
                let pieces = Int(taken) - 2
                for index in (utterance - pieces + 1)...utterance { roles[index] = .line(line - 1) }
                line -= 1
                ahead -= pieces - 1
            default:
                return (roles, .infinity)  // unreachable: every state on the way back was reached
            }
        }
        return (roles, current[spare])
    }
}

extension TakeScript.Line {
    /// How long the line is expected to take to say, in proportion: its letters, plus 3 for the word's onset
    /// and ending (a word's length in speech grows with its letters).
    var lengthWeight: Double {
        Double((text.isEmpty ? key : text).count + 3)
    }
}
