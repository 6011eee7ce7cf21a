import Foundation
import Testing
import WordpackCore
import WordpackRecordingTestSupport
import WordpackTestSupport

@testable import WordpackRecording

/// The missing or extra line named by how the lines sound, not only by their lengths: takes of French letters
/// (said in a woman's voice that is not the one split reads the script with), which all last about as long: A to
/// G without D (`letters-without-d.flac`), and A to F with K after C (`letters-extra-k.flac`).
@Suite struct TakeSplitMissingLineTests {
    static let letters = ["A", "B", "C", "D", "E", "F", "G"]

    /// The script of the letters A to G, each to `inputs/languages/fr/letters/<letter>.wav`.
    static func script(_ letters: [String] = letters) -> TakeScript {
        TakeScript(
            displayPath: "scripts/fr.tsv",
            lines: letters.enumerated().map { index, letter in
                TakeScript.Line(
                    number: index + 1, text: letter, key: letter, path: "inputs/languages/fr/letters/\(letter).wav",
                    row: index + 2)
            })
    }

    @Test func theLetterLeftOutIsNamedFirstWithTheNextTwoAndTheirTimes() throws {
        let take = try TakeFixture("letters-without-d.flac")
        let failure = try #require(throws: TakeSplitFailure.self) {
            try TakeSplit.plan(take: take.url, takePath: "takes/letters-without-d.flac", script: Self.script())
        }
        #expect(failure.diagnostics.count == 1)
        let sentence = try #require(failure.diagnostics.first?.message)
        #expect(
            sentence.hasPrefix(
                "has 6 utterances for the 7 lines of scripts/fr.tsv, so nothing was written: by how the words sound "
                    + "and how long they last (as espeak-ng reads the script), the take and the script part ways at "
                    + "line 4 “D”, not found between 3.0 s and 3.5 s of the take (after line 3 “C” ends, before line 5 "
                    + "“E” starts); if it is there after all, the next most likely are between "), "\(sentence)")
        // Two more places, each a gap between two utterances of the take, with its line.
        let places = sentence.matches(of: /between (\d+\.\d) s and (\d+\.\d) s \(line (\d) “([A-G])”\)/)
        #expect(places.count == 2, "\(sentence)")
        let gaps = [(0.0, 0.5), (0.8, 1.4), (1.7, 2.6), (3.0, 3.5), (3.8, 4.5), (4.9, 5.5), (5.9, 6.4)]
        for place in places {
            let line = Int(place.output.3) ?? 0
            #expect(line != 4 && Self.letters[line - 1] == String(place.output.4))
            let (from, to) = gaps[line - 1]
            #expect(abs((Double(place.output.1) ?? 0) - from) < 0.11 && abs((Double(place.output.2) ?? 0) - to) < 0.11)
        }
        #expect(sentence.hasSuffix("; re-read the missing line, or take it out of the script."))
    }

    /// Seen red before the lines were heard: by their letters alone (each letter one letter long), the first
    /// letter is as likely as any, and the lengths name line 1.
    @Test func byTheirLengthsAloneTheLettersCannotTellWhichIsMissing() throws {
        let take = try TakeFixture("letters-without-d.flac")
        let energies = try take.energies()
        let found = try SpeechDetector().utterances(in: energies)
        #expect(found.count == 6)
        let mismatch = try #require(TakeMismatch.find(Self.script().lines, found, frames: energies.frames))
        #expect(!mismatch.heard)
        #expect(mismatch.missing.text != "D")
    }

    @Test func twoSayingsOfOneLetterSoundCloserThanTwoLetters() throws {
        let take = try TakeFixture("letters-without-d.flac")
        let energies = try take.energies()
        let found = try SpeechDetector().utterances(in: energies)
        let lines = Self.script().lines
        let hearing = try #require(
            try LineHearing.hear(
                take: take.url, displayPath: "takes/letters-without-d.flac", lines: lines, utterances: found,
                frames: energies.frames, language: "fr", candidates: { $0...($0 + 1) }))
        // A woman's voice: the take is heard with its bands raised.
        #expect(hearing.warp > 1)
        // Each utterance sounds most like its own letter among the lines it could be.
        let spoken = ["A", "B", "C", "E", "F", "G"]
        for (utterance, letter) in spoken.enumerated() {
            let own = lines.firstIndex { $0.text == letter } ?? 0
            let costs = hearing.unlikeness(
                [(own, utterance)]
                    + (utterance...(utterance + 1)).filter { $0 != own }
                    .map { ($0, utterance) })
            #expect(costs[0] < costs.dropFirst().min() ?? .infinity, "\(letter): \(costs)")
        }
        #expect(hearing.lineFeatures[0].distance(to: hearing.lineFeatures[0]) == 0)
    }

    @Test func theExtraLetterIsNamedByHowItSounds() throws {
        let take = try TakeFixture("letters-extra-k.flac")
        let script = Self.script(["A", "B", "C", "D", "E", "F"])
        let failure = try #require(throws: TakeSplitFailure.self) {
            try TakeSplit.plan(take: take.url, takePath: "takes/letters-extra-k.flac", script: script)
        }
        let sentence = try #require(failure.diagnostics.first?.message)
        #expect(failure.diagnostics.count == 1)
        // K is 3.54–3.84 s of the take, between C (ends 2.94 s) and D (starts 4.64 s).
        #expect(
            sentence.hasPrefix(
                "has 7 utterances for the 6 lines of scripts/fr.tsv, so nothing was written: by how the words sound "
                    + "and how long they last (as espeak-ng reads the script), the take has one the script does not, "
                    + "from 3.5 s to 3.9 s of the take (after line 3 “C” ends at 3.0 s, before line 4 “D” starts at "),
            "\(sentence)")

        // By their lengths alone, another letter is taken for the extra one.
        let energies = try take.energies()
        let found = try SpeechDetector().utterances(in: energies)
        let byLengths = try #require(
            UtteranceMatching.best(script.lines, found, frames: energies.frames, retakes: .none))
        #expect(byLengths.roles.firstIndex(of: .extra) != 3, "\(byLengths.roles)")
    }
}
