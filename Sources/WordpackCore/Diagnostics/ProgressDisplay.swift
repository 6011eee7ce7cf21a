import Foundation

/// What the command-line tool prints on standard error about the stages at work, as text to write.
///
/// On a terminal: one live line per running stage (`audio: 120/800 files, 35.2/s, about 19 s left`), redrawn
/// in place at most once per `redrawInterval` and cleared when the stage ends; other lines are printed above
/// the live ones. Elsewhere (CI, a pipe, `TERM=dumb`): a plain line per stage at most once per
/// `plainInterval`, and none for a stage that ends sooner. It reads no clock: each call says what time it
/// is (seconds on any monotonic clock), so what it prints follows from its calls alone.
package struct ProgressDisplay: Sendable {
    /// Live lines redrawn with escape codes, or plain lines.
    package enum Style: Sendable, Equatable {
        case terminal
        case plain
    }

    let style: Style
    /// Bold stage names on the live lines (a terminal without `NO_COLOR`).
    package let colour: Bool
    /// The terminal's width: a live line is cut to fit, so that it never wraps and redraws stay in place.
    package var columns: Int
    var redrawInterval: Double = 0.2
    var plainInterval: Double = 5
    /// Below this, a stage's rate is not yet worth printing.
    var rateAfter: Double = 0.5

    private struct Running: Sendable {
        var stage: String
        var done: Int
        var planned: Int
        var started: Double
        var lastPrinted: Double
    }

    /// The stages at work, in the order they started.
    private var running: [Running] = []
    /// Live lines now on the terminal, the cursor at the end of the last.
    private var drawn = 0
    private var lastDrawn = -Double.infinity

    package init(style: Style, colour: Bool = false, columns: Int = 80) {
        self.style = style
        self.colour = style == .terminal && colour
        self.columns = columns
    }

    /// A stage's count (a `BuildEvent.progress`): what to print for it now, often nothing.
    package mutating func progress(stage: String, done: Int, planned: Int, at now: Double) -> String {
        let index = running.firstIndex { $0.stage == stage }
        if done >= planned {
            guard let index else { return "" }
            running.remove(at: index)
            return style == .terminal ? redraw(at: now) : ""
        }
        guard let index else {
            running.append(Running(stage: stage, done: done, planned: planned, started: now, lastPrinted: now))
            return style == .terminal ? redraw(at: now) : ""
        }
        running[index].done = done
        running[index].planned = planned
        switch style {
        case .terminal:
            return now - lastDrawn >= redrawInterval ? redraw(at: now) : ""
        case .plain:
            guard now - running[index].lastPrinted >= plainInterval else { return "" }
            running[index].lastPrinted = now
            return line(running[index], at: now) + "\n"
        }
    }

    /// `text` (whole lines) to print now, above the live lines.
    package mutating func print(_ text: String, at now: Double) -> String {
        guard style == .terminal, !running.isEmpty || drawn > 0 else { return text }
        return erase() + text + redraw(at: now)
    }

    /// Clears the live lines (before the tool exits, or writes to standard output).
    package mutating func clear() -> String {
        style == .terminal ? erase() : ""
    }

    /// The live lines again after `clear()`.
    package mutating func resume(at now: Double) -> String {
        style == .terminal && drawn == 0 && !running.isEmpty ? redraw(at: now) : ""
    }

    /// `audio: 120/800 files, 35.2/s, about 19 s left`; the rate and time left once known.
    private func line(_ stage: Running, at now: Double) -> String {
        var text = "\(stage.stage): \(stage.done)/\(stage.planned) files"
        let elapsed = now - stage.started
        if elapsed >= rateAfter, stage.done > 0 {
            let rate = Double(stage.done) / elapsed
            text +=
                ", " + String(format: "%.1f", rate) + "/s, about "
                + Self.duration(Double(stage.planned - stage.done) / rate) + " left"
        }
        return text
    }

    /// `19 s`, `3 min 5 s`, `2 h 10 min`: seconds rounded up, so that "about 0 s" is never said.
    static func duration(_ seconds: Double) -> String {
        let whole = max(1, Int(seconds.rounded(.up)))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }

    /// Back to the start of the first live line, and everything below it erased.
    private mutating func erase() -> String {
        guard drawn > 0 else { return "" }
        let up = drawn > 1 ? "\u{1B}[\(drawn - 1)A" : ""
        drawn = 0
        return "\r" + up + "\u{1B}[J"
    }

    private mutating func redraw(at now: Double) -> String {
        var text = erase()
        lastDrawn = now
        let lines = running.map { stage -> String in
            let plain = line(stage, at: now)
            let fitted = plain.count < columns ? plain : String(plain.prefix(max(1, columns - 1)))
            guard colour, let colon = fitted.firstIndex(of: ":") else { return fitted }
            return "\u{1B}[1m" + fitted[..<colon] + "\u{1B}[0m" + fitted[colon...]
        }
        text += lines.joined(separator: "\n")
        drawn = lines.count
        return text
    }
}
