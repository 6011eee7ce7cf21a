import Foundation
import WordpackCore

/// Where a take with more utterances than its script has lines holds one the script does not: the first
/// utterance `UtteranceMatching` leaves over (a word not in the script, or with `TakeRetakes.none` a word said
/// twice), with the lines spoken either side of it.
struct TakeExtra: Sendable, Equatable {
    /// The take's times (seconds) of the utterance the script does not have.
    var start: Double
    var end: Double
    /// The lines spoken just before and after it, if any, with where the one before ends and the one after
    /// starts.
    var before: (line: TakeScript.Line, end: Double)?
    var after: (line: TakeScript.Line, start: Double)?
    /// Whether it could be a word said twice: the next utterance follows a clear gap later and is about as
    /// long (what `--retakes last` would keep).
    var couldBeRetake: Bool
    /// Whether the lines were weighed by how they sound (a `LineHearing`), not only by their lengths.
    var heard = false
    /// Whether `--retakes` was asked for but the take could not be heard, so no saying was taken for a retake.
    var retakesUnheard = false

    static func == (left: TakeExtra, right: TakeExtra) -> Bool {
        left.start == right.start && left.end == right.end && left.before?.line == right.before?.line
            && left.before?.end == right.before?.end && left.after?.line == right.after?.line
            && left.after?.start == right.after?.start && left.couldBeRetake == right.couldBeRetake
            && left.heard == right.heard
    }

    /// The first utterance left over in `matching`, nil when every utterance is part of a line or a retake.
    static func find(
        _ matching: UtteranceMatching, lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames,
        hearing: LineHearing? = nil
    ) -> TakeExtra? {
        guard let index = matching.roles.firstIndex(of: .extra) else { return nil }
        func lineIndex(_ role: UtteranceMatching.Role) -> Int? {
            if case .line(let line) = role { return line }
            return nil
        }
        let previous = matching.roles[..<index].lastIndex { lineIndex($0) != nil }
        let following = matching.roles[(index + 1)...].firstIndex { lineIndex($0) != nil }
        let seconds = { frames.seconds(atFrame: $0) }
        let retakes = UtteranceMatching.best(lines, utterances, frames: frames, retakes: .last, hearing: hearing)
        return TakeExtra(
            start: seconds(utterances[index].start), end: seconds(utterances[index].end),
            before: previous.flatMap { at in
                lineIndex(matching.roles[at]).map { (lines[$0], seconds(utterances[at].end)) }
            },
            after: following.flatMap { at in
                lineIndex(matching.roles[at]).map { (lines[$0], seconds(utterances[at].start)) }
            },
            couldBeRetake: retakes.map { matching in
                if case .retake = matching.roles[index] { return true }
                return false
            } ?? false, heard: hearing != nil)
    }

    /// The sentence for the engineer, naming the take (`take`) and the script.
    func problem(take: String, script: String, utterances: Int, lines: Int) -> FileProblem {
        var neighbours: [String] = []
        if let before {
            neighbours.append(
                "after line \(before.line.number) \(TakeMismatch.quoted(before.line)) ends at "
                    + "\(TakeMismatch.time(before.end)) s")
        }
        if let after {
            neighbours.append(
                "before line \(after.line.number) \(TakeMismatch.quoted(after.line)) starts at "
                    + "\(TakeMismatch.time(after.start)) s")
        }
        let around = neighbours.isEmpty ? "" : " (\(neighbours.joined(separator: ", ")))"
        var advice = "cut it out of the take, or add its line to the script"
        if retakesUnheard {
            advice +=
                "; --retakes keeps a saying only when both are heard to be the line, and espeak-ng could not read "
                + "the script (it needs espeak-ng, and the script's paths in a language folder)"
        } else if couldBeRetake, let after {
            advice +=
                "; if the actor said line \(after.line.number) \(TakeMismatch.quoted(after.line)) twice, "
                + "split with --retakes last to keep the last saying (or --retakes first, the first)"
        }
        return FileProblem(
            file: take,
            "has \(utterances) utterances for the \(lines) line\(lines == 1 ? "" : "s") of \(script), so nothing was "
                + "written: \(heard ? TakeMismatch.heardReason : "by the lengths of the words"), the take has one the "
                + "script does not, from "
                + "\(TakeMismatch.time(start)) s to \(TakeMismatch.time(end)) s of the take\(around); \(advice).")
    }
}
