import Foundation
import Testing
import WordpackCatalogue
import WordpackCore
import WordpackRecordingTestSupport
import WordpackTestSupport

@testable import WordpackRecording

/// A take with more utterances than its script has lines: a word the script does not have is named with the
/// times around it rather than merged into a neighbour; a word said twice is named too, or with
/// `--retakes last` its last saying kept.
@Suite struct TakeSplitExtraWordTests {
    static func fiveWordScript() throws -> [TakeFixture.Word] {
        try TakeFixture("five-words-30db.wav").words
    }

    static func plan(_ take: TakeFixture, retakes: TakeRetakes = .none) throws -> TakeSplit {
        let folder = try take.project(words: try fiveWordScript())
        let script = try TakeScript.read(folder.file("scripts/es.tsv"), displayPath: "scripts/es.tsv")
        return try TakeSplit.plan(take: take.url, takePath: "takes/\(take.name)", script: script, retakes: retakes)
    }

    /// The failure `work` throws (a split, which would print its whole waveform if `#require(throws:)` showed it).
    static func failure(_ work: () throws -> TakeSplit) throws -> TakeSplitFailure {
        do {
            let split = try work()
            Issue.record("the split was not refused: \(split.cutList)")
        } catch let failure as TakeSplitFailure {
            return failure
        }
        return TakeSplitFailure([])
    }

    @Test func anExtraWordAfterAClearGapIsNamedWithTheTimesAroundIt() throws {
        // “un momento por favor” (4.36–5.96 s; found from 4.34 s) was said between pan (ends 3.56 s) and
        // elefante (starts 6.76 s; found from 6.74 s).
        let take = try TakeFixture("extra-word.flac")
        let failure = try Self.failure { try Self.plan(take) }
        #expect(failure.diagnostics.count == 1)
        let finding = try #require(failure.diagnostics.first)
        #expect(finding.location == Location(file: "takes/extra-word.flac"))
        #expect(
            finding.message == "has 6 utterances for the 5 lines of scripts/es.tsv, so nothing was written: by "
                + "how the words sound and how long they last (as espeak-ng reads the script), the take has one the "
                + "script does not, from 4.3 s to 6.0 s of the take "
                + "(after line 3 “pan” ends at 3.6 s, before line 4 “elefante” starts at 6.7 s); cut it out of the take, "
                + "or add its line to the script.", "\(finding)")
        // --retakes last does not hide it: it is not “elefante” said twice.
        #expect(try Self.failure { try Self.plan(take, retakes: .last) }.diagnostics.first?.message == finding.message)
    }

    @Test func aWordSaidTwiceIsNamedAndSuggestsRetakes() throws {
        // The first “pan” (3.23–3.63 s), then 1.7 s later the second (5.33–5.67 s).
        let take = try TakeFixture("retake-pan.flac")
        let failure = try Self.failure { try Self.plan(take) }
        let finding = try #require(failure.diagnostics.first)
        #expect(
            finding.message == "has 6 utterances for the 5 lines of scripts/es.tsv, so nothing was written: by "
                + "how the words sound and how long they last (as espeak-ng reads the script), the take has one the "
                + "script does not, from 3.2 s to 3.7 s of the take "
                + "(after line 2 “mariposa” ends at 2.0 s, before line 3 “pan” starts at 5.3 s); cut it out of the "
                + "take, or add its line to the script; if the actor said line 3 “pan” twice, split with --retakes "
                + "last to keep the last saying (or --retakes first, the first).", "\(finding)")
    }

    @Test func retakesLastKeepsTheLastSayingWithin50MillisecondsOfTheTruth() throws {
        let take = try TakeFixture("retake-pan.flac")
        let split = try Self.plan(take, retakes: .last)
        let kept = take.words.filter { $0.key != "pan-first" }
        #expect(split.cuts.map(\.line.key) == kept.map(\.key))
        for (cut, word) in zip(split.cuts, kept) {
            #expect(
                abs(split.seconds(cut.speechStart) - word.start) <= 0.05,
                "\(word.key) starts at \(split.seconds(cut.speechStart)) s")
            #expect(
                abs(split.seconds(cut.speechEnd) - word.end) <= 0.05,
                "\(word.key) ends at \(split.seconds(cut.speechEnd)) s")
        }
        let first = try #require(take.words.first { $0.key == "pan-first" })
        let retake = try #require(split.retakes.first)
        #expect(split.retakes.count == 1)
        #expect(retake.line.key == "pan")
        #expect(
            abs(split.seconds(retake.start) - first.start) <= 0.05
                && abs(split.seconds(retake.end) - first.end) <= 0.05,
            "the first saying was found at \(split.seconds(retake.start))–\(split.seconds(retake.end)) s")
        // The cut before the retake ends before it: mariposa's margin stops at the middle of the gap.
        #expect(split.cuts[1].end <= retake.start)
    }

    @Test func retakesFirstKeepsTheFirstSayingAndThePageMarksTheOtherLeftOut() throws {
        let take = try TakeFixture("retake-pan.flac")
        let split = try Self.plan(take, retakes: .first)
        let first = try #require(take.words.first { $0.key == "pan-first" })
        let pan = try #require(split.cuts.first { $0.line.key == "pan" })
        #expect(abs(split.seconds(pan.speechStart) - first.start) <= 0.05, "\(split.seconds(pan.speechStart))")
        #expect(abs(split.seconds(pan.speechEnd) - first.end) <= 0.05, "\(split.seconds(pan.speechEnd))")
        let left = try #require(split.retakes.first)
        #expect(split.retakes.count == 1 && left.line.key == "pan")
        #expect(abs(split.seconds(left.start) - 5.33) <= 0.05, "the second saying is left out")
        // pan's cut stops before the saying left out.
        #expect(pan.end <= left.start)
        var page = ""
        try split.reviewPage(picture: split.picture, pictureName: "p.png", written: false, { page += $0 }) { _ in "" }
        #expect(
            page.contains(
                String(
                    format: "<li id=\"left-3\">3 “pan”: left out %.3f–%.3f s, kept %.3f–%.3f s</li>",
                    split.seconds(left.start), split.seconds(left.end), split.seconds(left.keptStart),
                    split.seconds(left.keptEnd))), "\(page)")
        // The picture shades the saying left out in its own colour.
        let painter = TakeSplitPicture.Painter(split.picture, split)
        let shaded = (0..<split.picture.height).contains { y in
            let row = painter.row(y)
            return stride(from: row.startIndex, to: row.endIndex, by: 3).contains {
                Array(row[$0..<($0 + 3)]) == TakeSplitPicture.Colour.leftOutShade
            }
        }
        #expect(shaded)
    }

    @Test func retakesLastChangesNothingInATakeWithoutRepeats() throws {
        for name in ["five-words-30db.wav", "five-words-15db.wav"] {
            let take = try TakeFixture(name)
            let plain = try Self.plan(take)
            let withRetakes = try Self.plan(take, retakes: .last)
            #expect(plain.cuts == withRetakes.cuts)
            #expect(withRetakes.retakes.isEmpty)
        }
    }

    /// Lines of `letters` letters each, and utterances of the given lengths and starts in 10 ms frames.
    static func matching(
        letters: [Int], _ utterances: [(start: Int, length: Int)], retakes: TakeRetakes = .none
    ) -> [UtteranceMatching.Role]? {
        let lines = letters.enumerated().map {
            TakeScript.Line(
                number: $0.offset + 1, text: String(repeating: "a", count: $0.element), key: "k\($0.offset)",
                path: "inputs/x/k\($0.offset).wav", row: $0.offset + 2)
        }
        let found = utterances.map { Utterance(start: $0.start, end: $0.start + $0.length) }
        let end = (found.last?.end ?? 0) + 50
        let frames = EnergyFrames(sampleRate: 1000, frameLength: 10, takeFrames: end * 10)
        return UtteranceMatching.best(lines, found, frames: frames, retakes: retakes)?.roles
    }

    @Test func theMatchingKeepsAPauseInsideAWordAndLeavesOverAWordThatDoesNotFit() {
        // Five letters ≈ 40 frames. The second line said as two halves 15 frames apart is one line.
        #expect(
            Self.matching(letters: [5, 5, 5], [(0, 40), (100, 20), (135, 20), (250, 40)])
                == [.line(0), .line(1), .line(1), .line(2)])
        // A fourth word a second after the last is left over, not joined to it.
        #expect(
            Self.matching(letters: [5, 5, 5], [(0, 40), (100, 40), (200, 40), (340, 40)])?.contains(.extra) == true)
        // At the start too: a short sound before a long first word that it does not fit.
        #expect(
            Self.matching(letters: [10, 5, 5], [(0, 20), (140, 65), (300, 40), (400, 40)])
                == [.extra, .line(0), .line(1), .line(2)])
        // A word said twice 1.6 s apart, about as long: never a retake by the lengths alone, even when asked
        // (only hearing makes one: `TakeSplitRetakeTests`).
        #expect(
            Self.matching(letters: [5, 5, 5], [(0, 40), (100, 40), (300, 40), (400, 40)], retakes: .last)?
                .contains(.extra) == true)
        #expect(
            Self.matching(letters: [5, 5, 5], [(0, 40), (100, 40), (300, 40), (400, 40)])?.contains(.extra) == true)
        // Not more utterances than lines: nothing to match.
        #expect(Self.matching(letters: [5, 5], [(0, 40), (100, 40)]) == nil)
    }
}
