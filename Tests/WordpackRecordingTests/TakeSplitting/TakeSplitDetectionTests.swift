import Foundation
import Testing
import WordpackCatalogue
import WordpackCore
import WordpackRecordingTestSupport
import WordpackTestSupport

@testable import WordpackRecording

/// Finding the words of a take: each cut within 50 ms of the word's true boundaries (from `make-takes.sh`),
/// in quiet and noisy rooms and over mains hum, in takes assembled in an editor (words padded with exact zeros,
/// pauses dithered or digital silence), at every rate and format; pauses inside a word keep it whole; a missing word is
/// named.
@Suite struct TakeSplitDetectionTests {
    @Test(
        .tags(.slow),
        arguments: [
            "five-words-30db.wav", "five-words-15db.wav", "pauses-inside.wav", "two-words-44k-24bit.wav",
            "three-words.flac",
            "five-words-hum.flac", "assembled-dither.wav", "assembled-zeros.wav",
        ])
    func eachCutIsWithin50MillisecondsOfTheTruth(name: String) throws {
        let take = try TakeFixture(name)
        let split = try take.plan()
        #expect(split.cuts.count == take.words.count)
        let margin = Int((Double(TakeSplit.defaultMargin * split.frames.sampleRate) / 1000).rounded())
        for (cut, word) in zip(split.cuts, take.words) {
            #expect(cut.line.key == word.key)
            #expect(
                abs(split.seconds(cut.speechStart) - word.start) <= 0.05,
                "\(name) \(word.key): starts at \(split.seconds(cut.speechStart)) s, truly at \(word.start) s")
            #expect(
                abs(split.seconds(cut.speechEnd) - word.end) <= 0.05,
                "\(name) \(word.key): ends at \(split.seconds(cut.speechEnd)) s, truly at \(word.end) s")
            // The margin is the cut's only difference from the speech (the gaps are all wider than two margins).
            #expect(cut.start == max(cut.speechStart - margin, 0))
            #expect(cut.end == min(cut.speechEnd + margin, split.frames.takeFrames))
        }
    }

    /// Seen red before the floor was taken from the frames above digital silence: the dithered take's floor
    /// landed at -120 dB, every pause was speech, and it was refused with one utterance for five lines.
    @Test func theFloorOfAnAssembledTakeIsItsDitherNotItsExactZeros() throws {
        let levels = try SpeechDetector().levels(TakeFixture("assembled-dither.wav").energies())
        #expect(levels.floor > -110 && levels.floor < -80, "\(levels)")
        #expect(levels.loud - levels.floor > 40)
    }

    @Test func aTakeOfRoomNoiseAloneIsNeverCut() throws {
        let take = try TakeFixture("five-words-30db.wav")
        let quiet = TakeFixture.silent("near-silence.flac")
        let found = try SpeechDetector().utterances(in: quiet.energies())
        #expect(found.isEmpty)
        let failure = try #require(throws: TakeSplitFailure.self) { try quiet.plan(words: take.words) }
        let sentence = failure.diagnostics.map(\.description)
        #expect(sentence.count == 1)
        #expect(
            sentence[0].hasPrefix(
                "takes/near-silence.flac: error: has no speech that wordpack can find (its loudest moments are "),
            "\(sentence)")
        #expect(
            sentence[0].hasSuffix(
                "so nothing was written: check that this is the take for scripts/es.tsv, and that it was recorded at a level."
            ))
    }

    @Test func farFewerUtterancesThanLinesIsOneSentenceNotAMissingLine() throws {
        // The five words read against a script of twelve lines.
        let take = try TakeFixture("five-words-30db.wav")
        let words = (1...12).map { TakeFixture.Word(number: $0, key: "w\($0)", text: "palabra", start: 0, end: 0) }
        let failure = try #require(throws: TakeSplitFailure.self) { try take.plan(words: words) }
        #expect(failure.diagnostics.count == 1)
        #expect(
            failure.diagnostics[0].message.hasPrefix(
                "has 5 utterances for the 12 lines of scripts/es.tsv, far too few for a reading of it (its loudest "
                    + "moments are "), "\(failure.diagnostics)")
    }

    @Test func aWordWithAPauseInsideStaysWholeWhenThePauseCountsAsAGap() throws {
        // With gaps of 100 ms allowed, “perrito | caliente” (150 ms) and “helado / fresa” (400 ms) are found
        // as two utterances each: six for four lines, and the three longest gaps are the ones between lines.
        let take = try TakeFixture("pauses-inside.wav")
        var detector = SpeechDetector()
        detector.minimumGap = 100
        let found = try detector.utterances(in: take.energies())
        #expect(found.count == 6)
        let split = try take.plan(detector: detector)
        #expect(split.cuts.map(\.line.key) == ["casa", "hot-dog", "ice-cream", "mesa"])
        for (cut, word) in zip(split.cuts, take.words) {
            #expect(abs(split.seconds(cut.speechStart) - word.start) <= 0.05, "\(word.key)")
            #expect(abs(split.seconds(cut.speechEnd) - word.end) <= 0.05, "\(word.key)")
        }
    }

    @Test func theLongestGapsAreKept() {
        let utterances = [
            Utterance(start: 0, end: 10), Utterance(start: 40, end: 50), Utterance(start: 60, end: 70),
            Utterance(start: 100, end: 110), Utterance(start: 115, end: 120),
        ]
        #expect(
            TakeAlignment.joining(utterances, into: 3) == [
                Utterance(start: 0, end: 10), Utterance(start: 40, end: 70), Utterance(start: 100, end: 120),
            ])
        #expect(TakeAlignment.joining(utterances, into: 5) == utterances)
        #expect(TakeAlignment.joining(utterances, into: 1) == [Utterance(start: 0, end: 120)])
    }

    @Test func aMissingWordIsNamedWithTheTimesAroundIt() throws {
        // The take skips “elefante”, line 4 of the five the script lists.
        let script = try TakeFixture("five-words-30db.wav").words
        let take = try TakeFixture("elefante-missing.wav")
        let failure = try #require(throws: TakeSplitFailure.self) { try take.plan(words: script) }
        let finding = try #require(failure.diagnostics.first)
        #expect(failure.diagnostics.count == 1)
        #expect(finding.location == Location(file: "takes/elefante-missing.wav"))
        #expect(
            finding.message.hasPrefix(
                "has 4 utterances for the 5 lines of scripts/es.tsv, so nothing was written: by how the words sound "
                    + "and how long they last (as espeak-ng reads the script), the take and the script part ways at "
                    + "line 4 “elefante”, not found between "), "\(finding)"
        )
        // pan ends at 3.36 s and luz starts at 4.06 s in the take.
        #expect(
            finding.message.contains(
                "between 3.4 s and 4.0 s of the take (after line 3 “pan” ends, before line 5 “luz” starts)")
                || finding.message.contains(
                    "between 3.4 s and 4.1 s of the take (after line 3 “pan” ends, before line 5 “luz” starts)"),
            "\(finding)")

        // The same take against a script missing its first line: the script's first line is where they part.
        var first = script
        first.insert(TakeFixture.Word(number: 0, key: "mariposas", text: "mariposas", start: 0, end: 0), at: 0)
        let early = try #require(throws: TakeSplitFailure.self) { try take.plan(words: first) }
        #expect(
            early.diagnostics.first?.message.contains("part ways at line 0 “mariposas”") == true,
            "\(early)")
    }
}
