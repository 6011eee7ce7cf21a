import Foundation
import WordpackCore
import WordpackSound

/// How one long take is cut into its script's recordings: found by `plan` from the take's loudness alone
/// (read once, a block at a time), written by `write` (read a second time). What it keeps is the script's
/// size, not the take's: a cut per line, and the review picture's columns.
package struct TakeSplit: Sendable {
    /// The take, relative to the project when inside it.
    var takePath: String
    package var script: TakeScript
    /// How the take was divided into energy frames, and its length.
    var frames: EnergyFrames
    /// The take's lowest and highest sample per column of the review page's picture.
    var waveform: TakeWaveform
    /// One per line of the script, in order.
    package var cuts: [TakeCut]
    /// The sayings left out because the actor said the line again (with `TakeRetakes.last`).
    package var retakes: [TakeRetake] = []
    /// The silence kept either side of each utterance, in milliseconds.
    package var marginMilliseconds = defaultMargin

    /// Silence kept either side of each utterance by default, in milliseconds.
    package static let defaultMargin = 150

    /// Measures the take and cuts it into the script's lines; throws a `TakeSplitFailure` naming the take when
    /// there are fewer utterances than lines, or one the script does not have (saying where they part ways), or
    /// no speech at all or fewer than half as many utterances as lines (one sentence, with its levels), and a
    /// `FileProblem` when the take cannot be read.
    /// With `labels` (an Audacity label track, read from `labelsPath`), the take is cut by them instead, each
    /// label its line's recording (`TakeLabels`): the take is read for its length and review picture alone.
    static func plan(
        take url: URL, takePath: String, script: TakeScript, detector: SpeechDetector = SpeechDetector(),
        marginMilliseconds: Int = defaultMargin, retakes: TakeRetakes = .none, labels: TakeLabels? = nil,
        labelsPath: String = ""
    ) throws -> TakeSplit {
        let take = try SoundFile(reading: url, displayPath: takePath)
        let (energies, waveform) = try FrameEnergies.measureWithWaveform(take)
        try take.close()
        let frames = energies.frames
        let lines = script.lines
        if let labels {
            let cuts = try labels.cuts(lines, frames: frames, displayPath: labelsPath, script: script.displayPath)
            var split = TakeSplit(takePath: takePath, script: script, frames: frames, waveform: waveform, cuts: cuts)
            split.marginMilliseconds = 0
            return split
        }
        let found = try detector.utterances(in: energies)
        if found.isEmpty || found.count * 2 < lines.count {
            let levels = try detector.levels(energies)
            let heard =
                levels.loud <= FrameEnergies.silence
                ? "it is digital silence"
                : "its loudest moments are \(Self.decibels(levels.loud - levels.floor)) dB over its background, at "
                    + "\(Int(levels.floor.rounded())) dB"
            let says =
                found.isEmpty
                ? "has no speech that wordpack can find (\(heard)), so nothing was written: check that this is the "
                    + "take for \(script.displayPath), and that it was recorded at a level"
                : "has \(found.count) utterance\(found.count == 1 ? "" : "s") for the \(lines.count) lines of "
                    + "\(script.displayPath), far too few for a reading of it (\(heard)), so nothing was written: check "
                    + "that this is the take for that script"
            throw TakeSplitFailure(FileProblem(file: takePath, says + "."))
        }
        if found.count < lines.count,
            let mismatch = TakeMismatch.find(
                lines, found, frames: frames,
                hearing: try hearing(take: url, takePath: takePath, lines: lines, found, frames: frames))
                ?? TakeMismatch.find(lines, found, frames: frames)
        {
            throw TakeSplitFailure(
                mismatch.problem(
                    take: takePath, script: script.displayPath, utterances: found.count, lines: lines.count))
        }
        // As many utterances as lines: heard, unless it is a line missing and another said twice.
        var heard: LineHearing?
        if found.count == lines.count, lines.count <= TakeShift.mostLines {
            heard = try hearing(take: url, takePath: takePath, lines: lines, found, frames: frames, around: 1)
            if let heard, let shift = TakeShift.find(lines, found, frames: frames, hearing: heard) {
                throw TakeSplitFailure(shift.problem(take: takePath, script: script.displayPath, lines: lines))
            }
        }
        // Each line's utterances when some line was said twice (nil: the take's utterances, joined at the
        // longest gaps when there are more than lines).
        var sayings: [[Int]]?
        var retaken: [TakeRetake] = []
        if var matching = UtteranceMatching.best(lines, found, frames: frames, retakes: retakes) {
            // An utterance left over by the lengths is weighed again by how the lines sound: the lines it names,
            // finds whole after all (a pause inside a word the lengths did not expect), or, with --retakes,
            // finds said twice.
            var extra = TakeExtra.find(matching, lines: lines, found, frames: frames)
            if extra != nil, found.count - lines.count <= TakeMismatch.mostHeard,
                let hearing = try Self.hearing(take: url, takePath: takePath, lines: lines, found, frames: frames),
                let heardMatching = UtteranceMatching.best(
                    lines, found, frames: frames, retakes: retakes, hearing: hearing)
            {
                matching = heardMatching
                heard = hearing
                extra = TakeExtra.find(matching, lines: lines, found, frames: frames, hearing: hearing)
            }
            if var extra {
                extra.retakesUnheard = retakes != .none && heard == nil
                throw TakeSplitFailure(
                    extra.problem(
                        take: takePath, script: script.displayPath, utterances: found.count, lines: lines.count))
            }
            let twice =
                try heard.map {
                    try RetakeCheck.confirmed(
                        matching, lines: lines, found, frames: frames, hearing: $0, retakes: retakes, take: takePath,
                        script: script.displayPath)
                } ?? []
            if !twice.isEmpty {
                sayings = lines.indices.map { line in
                    matching.roles.indices.filter { matching.roles[$0] == .line(line) }
                }
            }
            for said in twice {
                let (kept, left) = retakes == .first ? (said.earlier, said.later) : (said.later, said.earlier)
                sayings?[said.line] = kept
                retaken.append(
                    TakeRetake(
                        line: lines[said.line], start: frames.takeFrame(atFrame: found[left.first ?? 0].start),
                        end: frames.takeFrame(atFrame: found[left.last ?? 0].end),
                        keptStart: frames.takeFrame(atFrame: found[kept.first ?? 0].start),
                        keptEnd: frames.takeFrame(atFrame: found[kept.last ?? 0].end)))
            }
        }
        // A line of several utterances (a pause inside it) is cut from its first's start to its last's end.
        let utterances =
            sayings?.map { Utterance(start: found[$0.first ?? 0].start, end: found[$0.last ?? 0].end) }
            ?? TakeAlignment.joining(found, into: lines.count)
        let marginFrames = Int((Double(max(marginMilliseconds, 0)) * Double(frames.sampleRate) / 1000).rounded())
        var cuts = TakeAlignment.cuts(lines, utterances, frames: frames, marginFrames: marginFrames)
        // No cut reaches past the middle of the gap to a saying left out.
        for retake in retaken {
            for index in cuts.indices {
                if cuts[index].speechEnd <= retake.start {
                    cuts[index].end = min(
                        cuts[index].end, max((cuts[index].speechEnd + retake.start) / 2, cuts[index].speechEnd))
                } else if cuts[index].speechStart >= retake.end {
                    cuts[index].start = max(
                        cuts[index].start, min((retake.end + cuts[index].speechStart) / 2, cuts[index].speechStart))
                }
            }
        }
        // Each cut is heard as its line, or not (what recorded.tsv may vouch for).
        if heard == nil, lines.count <= TakeShift.mostLines {
            heard = try hearing(take: url, takePath: takePath, lines: lines, found, frames: frames, around: 1)
        }
        if let heard { CutHearing.hear(&cuts, found, frames: frames, hearing: heard) }
        var split = TakeSplit(takePath: takePath, script: script, frames: frames, waveform: waveform, cuts: cuts)
        split.retakes = retaken
        split.marginMilliseconds = max(marginMilliseconds, 0)
        return split
    }

    /// How the take's utterances sound against the script's lines read by espeak-ng in the lines' language
    /// (`LineHearing`), when the take and the script do not have as many. Nil when the lines are of no language
    /// folder or espeak-ng cannot read them.
    static func hearing(
        take url: URL, takePath: String, lines: [TakeScript.Line], _ utterances: [Utterance], frames: EnergyFrames,
        around: Int = 0
    ) throws -> LineHearing? {
        // The language folder of each line's path: inputs/languages/<code>/….
        let codes = lines.compactMap { line -> String? in
            let steps = line.path.split(separator: "/")
            return steps.count > 3 && steps[0] == "inputs" && steps[1] == "languages" ? String(steps[2]) : nil
        }
        guard let language = Dictionary(grouping: codes, by: { $0 }).max(by: { $0.value.count < $1.value.count })?.key
        else { return nil }
        // With fewer utterances, utterance u may be line u to u + the lines missing; with more, line u less the
        // utterances spare to u.
        let missing = lines.count - utterances.count
        return try LineHearing.hear(
            take: url, displayPath: takePath, lines: lines, utterances: utterances, frames: frames, language: language
        ) { missing >= 0 ? ($0 - around)...($0 + missing + around) : ($0 + missing - around)...($0 + around) }
    }

    /// A distance in decibels for a sentence: one decimal under 10 dB, whole decibels above.
    static func decibels(_ value: Float) -> String {
        value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))
    }

    /// Seconds from the take's start to its frame `frame`.
    func seconds(_ frame: Int) -> Double {
        Double(frame) / Double(max(frames.sampleRate, 1))
    }

    /// The cut list for `--dry-run`: a header, then each line's number, key, start and end in seconds, tab
    /// separated.
    var cutList: String {
        var text = "number\tkey\tstart\tend\n"
        for cut in cuts {
            text +=
                "\(cut.line.number)\t\(cut.line.key)\t"
                + String(format: "%.3f\t%.3f", seconds(cut.start), seconds(cut.end)) + "\n"
        }
        return text
    }
}
