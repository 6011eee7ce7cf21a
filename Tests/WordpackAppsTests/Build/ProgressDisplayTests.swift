import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

/// What the command-line tool prints about stages at work, with a clock the test sets: plain lines every few
/// seconds when piped, live lines redrawn in place (at most five times a second) on a terminal.
@Suite struct ProgressDisplayTests {
    /// Feeds `planned` files done one per `step` seconds from `start` and returns all that was printed.
    static func feed(
        _ display: inout ProgressDisplay, stage: String, planned: Int, step: Double, start: Double = 0
    ) -> String {
        var text = display.progress(stage: stage, done: 0, planned: planned, at: start)
        for done in 1...planned {
            text += display.progress(stage: stage, done: done, planned: planned, at: start + Double(done) * step)
        }
        return text
    }

    @Test func pipedPrintsAPlainLinePerStageEveryFiveSeconds() {
        var display = ProgressDisplay(style: .plain)
        // 800 files at 32 a second: 25 seconds, a line at 5, 10, 15 and 20 s, none at the end.
        let audio = Self.feed(&display, stage: "audio", planned: 800, step: 1.0 / 32)
        #expect(
            audio == """
                audio: 160/800 files, 32.0/s, about 20 s left
                audio: 320/800 files, 32.0/s, about 15 s left
                audio: 480/800 files, 32.0/s, about 10 s left
                audio: 640/800 files, 32.0/s, about 5 s left

                """)
        // A stage done within five seconds prints nothing; other lines pass through unchanged.
        #expect(Self.feed(&display, stage: "images", planned: 30, step: 0.1, start: 30) == "")
        #expect(
            display.print("images: 30 files written, 0 unchanged\n", at: 34)
                == "images: 30 files written, 0 unchanged\n")
        #expect(display.clear() == "")
    }

    @Test func pipedLinesSayMinutesAndHoursLeft() {
        var display = ProgressDisplay(style: .plain)
        #expect(display.progress(stage: "audio", done: 0, planned: 100_000, at: 0) == "")
        #expect(
            display.progress(stage: "audio", done: 50, planned: 100_000, at: 5)
                == "audio: 50/100000 files, 10.0/s, about 2 h 46 min left\n")
        #expect(
            display.progress(stage: "audio", done: 99_000, planned: 100_000, at: 9_900)
                == "audio: 99000/100000 files, 10.0/s, about 1 min 40 s left\n")
        // Nothing left to say before five more seconds.
        #expect(display.progress(stage: "audio", done: 99_001, planned: 100_000, at: 9_904) == "")
    }

    @Test func aTerminalRedrawsOneLinePerStageInPlaceAtMostFiveTimesASecond() {
        var display = ProgressDisplay(style: .terminal)
        // The stage's line at once, before the first file.
        #expect(display.progress(stage: "audio", done: 0, planned: 100, at: 0) == "audio: 0/100 files")
        // Too soon to redraw.
        #expect(display.progress(stage: "audio", done: 1, planned: 100, at: 0.1) == "")
        #expect(display.progress(stage: "audio", done: 2, planned: 100, at: 0.2) == "\r\u{1B}[Jaudio: 2/100 files")
        #expect(
            display.progress(stage: "audio", done: 50, planned: 100, at: 1)
                == "\r\u{1B}[Jaudio: 50/100 files, 50.0/s, about 1 s left")
        // A second stage at work gets a line of its own; a redraw goes back up to the first.
        #expect(
            display.progress(stage: "images", done: 0, planned: 10, at: 1.1)
                == "\r\u{1B}[Jaudio: 50/100 files, 45.5/s, about 2 s left\nimages: 0/10 files")
        #expect(
            display.progress(stage: "images", done: 5, planned: 10, at: 2)
                == "\r\u{1B}[1A\u{1B}[Jaudio: 50/100 files, 25.0/s, about 2 s left\nimages: 5/10 files, 5.6/s, about 1 s left"
        )
        // A line printed meanwhile goes above the live lines.
        #expect(
            display.print("warning: something\n", at: 2.05)
                == "\r\u{1B}[1A\u{1B}[Jwarning: something\naudio: 50/100 files, 24.4/s, about 3 s left\n"
                + "images: 5/10 files, 5.3/s, about 1 s left")
        // A stage that ends is cleared at once.
        #expect(
            display.progress(stage: "images", done: 10, planned: 10, at: 2.1)
                == "\r\u{1B}[1A\u{1B}[Jaudio: 50/100 files, 23.8/s, about 3 s left")
        #expect(display.progress(stage: "audio", done: 100, planned: 100, at: 3) == "\r\u{1B}[J")
        #expect(display.print("audio: 100 files written\n", at: 3) == "audio: 100 files written\n")
        #expect(display.clear() == "")
    }

    @Test func aTerminalLineIsCutToTheWidthAndColouredOnlyWhenAsked() {
        var narrow = ProgressDisplay(style: .terminal, colour: true, columns: 12)
        #expect(narrow.progress(stage: "audio", done: 0, planned: 100, at: 0) == "\u{1B}[1maudio\u{1B}[0m: 0/10")
        #expect(narrow.clear() == "\r\u{1B}[J")
        #expect(narrow.clear() == "")
        #expect(narrow.resume(at: 1) == "\u{1B}[1maudio\u{1B}[0m: 0/10")
        // Colour is for terminals only.
        var piped = ProgressDisplay(style: .plain, colour: true)
        #expect(!piped.colour)
        #expect(piped.progress(stage: "audio", done: 0, planned: 10, at: 0) == "")
    }
}
