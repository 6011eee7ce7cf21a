import Foundation
import WordpackCore

/// Standard output and standard error. Everything written to standard error goes through one
/// `ProgressDisplay`, so that the live progress lines on a terminal stay below whatever else is printed.
///
/// Everything is written by one serial queue, in the order it was asked for, while the caller goes on. Findings
/// are made into text there too: a build after a one-row edit spent a tenth of a second on one core writing
/// 200,000 warnings before it planned. The process waits for all of it before it exits (`drain`, registered
/// with `atexit` by `Wordpack.main`).
enum Console {
    private static let writer = DispatchQueue(label: "wordpack.console")
    /// Room for the findings of `report` calls not yet written.
    private static let reportsWaiting = DispatchSemaphore(value: 4)

    static func standardError(_ text: String) {
        writer.async { progressLines.write { display, now in display.print(text, at: now) } }
    }

    static func standardOutput(_ text: String) {
        writer.async { progressLines.aside { FileHandle.standardOutput.write(Data(text.utf8)) } }
    }

    /// Waits until everything asked for has been written.
    static func drain() {
        writer.sync {}
    }

    /// Standard error is a terminal that can redraw a line (not `TERM=dumb`).
    static var standardErrorIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Colour on standard error: a terminal, and no `NO_COLOR` (https://no-color.org: any value but empty).
    static var colour: Bool {
        standardErrorIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Prints findings on standard error, coloured on a terminal, a few thousand at a time (the text of 200,000
    /// made at once took 100 MB), on the writer's queue: the caller goes on at once, unless four calls' findings
    /// are still waiting there (a build that finds nothing changed reads its findings back a few thousand at a
    /// time, faster than they are written: so they are never all in memory).
    static func report(_ diagnostics: [Diagnostic]) {
        report(CheckedFindings(listed: diagnostics))
    }

    /// `report(_:)` of a check's findings, read a piece at a time where they are written (the remembered warnings
    /// of a one-row edit, 200,000 at 100,000 words × 30 languages, are never all values at once).
    static func report(_ findings: CheckedFindings) {
        guard !findings.listed.isEmpty || !findings.runs.isEmpty else { return }
        let colour = colour
        reportsWaiting.wait()
        writer.async {
            defer { reportsWaiting.signal() }
            findings.forEachPiece { piece in
                let text = DiagnosticReport(piece).text(colour: colour)
                progressLines.write { display, now in display.print(text, at: now) }
            }
        }
    }

    /// A stage's count, for its live or plain progress line.
    static func progress(stage: String, done: Int, planned: Int) {
        writer.async {
            progressLines.write { display, now in
                display.progress(stage: stage, done: done, planned: planned, at: now)
            }
        }
    }

    /// Clears the live lines before the tool exits, once everything before has been written.
    static func endProgress() {
        writer.sync { progressLines.write { display, _ in display.clear() } }
    }

    static let progressLines = ProgressLines(
        ProgressDisplay(style: standardErrorIsTerminal ? .terminal : .plain, colour: colour, columns: terminalColumns))

    private static var terminalColumns: Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}

/// The one `ProgressDisplay` of the process, written to from any thread, one call at a time.
final class ProgressLines: @unchecked Sendable {
    private let lock = NSLock()
    private var display: ProgressDisplay

    init(_ display: ProgressDisplay) {
        self.display = display
    }

    private var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Writes on standard error what `change` returns.
    func write(_ change: (inout ProgressDisplay, Double) -> String) {
        lock.lock()
        defer { lock.unlock() }
        let text = change(&display, now)
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Runs `work` (a write to standard output) with the live lines cleared.
    func aside(_ work: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        let cleared = display.clear()
        if !cleared.isEmpty { FileHandle.standardError.write(Data(cleared.utf8)) }
        work()
        let again = display.resume(at: now)
        if !again.isEmpty { FileHandle.standardError.write(Data(again.utf8)) }
    }
}
