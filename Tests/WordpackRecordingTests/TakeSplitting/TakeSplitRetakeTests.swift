import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackRecording

/// A split with `--retakes last` is right or refused, never wrong: takes made at test time (`RetakeTakes`) in
/// English, Spanish and French, with a line said twice, two adjacent lines said again, a line missing and another
/// said twice, and two lines said twice. `make test` runs a few of each; `make bench-retakes` (bench/retakes.sh)
/// every one: ten places per kind, two voices, room noise and digital silence.
@Suite struct TakeSplitRetakeTests {
    /// The takes of one language and voice at `places`, in both rooms: each outcome by kind (of `kinds`).
    static func outcomes(
        language: String, voice: String, takes places: [(place: Int, room: Bool)],
        kinds: [RetakeTakes.Kind] = RetakeTakes.Kind.allCases
    ) throws -> [(kind: RetakeTakes.Kind, room: Bool, place: Int, outcome: RetakeTakes.Outcome, said: String)] {
        let takes = try RetakeTakes(language: language, voice: voice)
        var results: [(RetakeTakes.Kind, Bool, Int, RetakeTakes.Outcome, String)] = []
        for kind in kinds {
            for (place, room) in places {
                let (outcome, said) = try takes.outcome(kind, place: place, room: room)
                results.append((kind, room, place, outcome, said))
            }
        }
        return results
    }

    /// Two takes of each kind, one voice: one with room noise, one with digital silence. None wrong, and the
    /// most right.
    @Test(.tags(.slow), arguments: [("en", "en+f3"), ("es", "es+m3"), ("fr", "fr+f3")])
    func aFewTakesOfEachKindAreRightAndNoneWrong(language: String, voice: String) throws {
        let results = try Self.outcomes(language: language, voice: voice, takes: [(2, true), (7, false)])
        for result in results {
            #expect(result.outcome != .wrong, "\(language) \(result.kind.rawValue) at \(result.place): \(result.said)")
        }
        let right = results.filter { $0.outcome == .right }.count
        #expect(
            right * 10 >= results.count * 8,
            "\(right) of \(results.count) right: \(results.map { "\($0.kind.rawValue) \($0.place) \($0.room): \($0.outcome) \($0.said)" })"
        )
    }

    /// Every take of the benchmark, with `WORDPACK_RETAKES_BENCH=1` (bench/retakes.sh): prints the table.
    /// `WORDPACK_RETAKES_LANGUAGES="en"` runs fewer languages, `WORDPACK_RETAKES_KINDS="missing once"` fewer
    /// kinds (`once`, `adjacent`, `missing`, `two`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["WORDPACK_RETAKES_BENCH"] != nil))
    func everyTakeOfTheBenchmark() throws {
        let environment = ProcessInfo.processInfo.environment
        let languages = (environment["WORDPACK_RETAKES_LANGUAGES"] ?? "en es fr").split(separator: " ").map(String.init)
        let named = Set((environment["WORDPACK_RETAKES_KINDS"] ?? "").split(separator: " ").map(String.init))
        let kinds = RetakeTakes.Kind.allCases.filter { named.isEmpty || named.contains("\($0)") }
        var table =
            "language  voice    take      "
            + kinds.map {
                $0.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
            }.joined() + "\n"
        var notes: [String] = []
        for language in languages {
            var all: [(kind: RetakeTakes.Kind, room: Bool, place: Int, outcome: RetakeTakes.Outcome, said: String)] = []
            for variant in ["m3", "f3"] {
                let voice = "\(language)+\(variant)"
                let results = try Self.outcomes(
                    language: language, voice: voice, takes: (0..<10).flatMap { [($0, true), ($0, false)] },
                    kinds: kinds)
                for room in [true, false] {
                    var row =
                        language.padding(toLength: 10, withPad: " ", startingAt: 0)
                        + voice.padding(toLength: 9, withPad: " ", startingAt: 0)
                        + (room ? "room" : "digital").padding(toLength: 10, withPad: " ", startingAt: 0)
                    for kind in kinds {
                        let these = results.filter { $0.kind == kind && $0.room == room }
                        let count = { (outcome: RetakeTakes.Outcome) in these.filter { $0.outcome == outcome }.count }
                        row += "\(count(.right))/\(count(.refused))/\(count(.wrong))".padding(
                            toLength: 20, withPad: " ", startingAt: 0)
                        for result in these where result.outcome != .right {
                            notes.append(
                                "\(voice) \(room ? "room" : "digital") \(kind.rawValue) \(result.place): \(result.outcome.rawValue): \(result.said.prefix(400))"
                            )
                        }
                        #expect(count(.wrong) == 0, "\(voice) \(kind.rawValue)")
                    }
                    table += row.trimmingCharacters(in: .whitespaces) + "\n"
                }
                all += results
            }
            // At least 9 in 10 right per language and kind, over both voices and rooms.
            for kind in kinds {
                let these = all.filter { $0.kind == kind }
                #expect(
                    these.filter { $0.outcome == .right }.count * 10 >= these.count * 9,
                    "\(language) \(kind.rawValue): fewer than 9 in 10 right")
            }
        }
        print("right/refused/wrong of 10 takes each\n" + table + notes.joined(separator: "\n"))
        if let out = ProcessInfo.processInfo.environment["WORDPACK_RETAKES_TABLE"] {
            try (table + "\n" + notes.joined(separator: "\n") + "\n").write(
                toFile: out, atomically: true, encoding: .utf8)
        }
    }
}
