import Foundation
import WordpackCore

/// What an output stage did: the files it wrote, the ones already up to date, and its problems.
package struct StageReport: Sendable {
    /// Paths under `outputs/` whose bytes changed.
    package var written: [String] = []
    /// Paths under `outputs/` that already held the right bytes.
    package var unchanged: [String] = []
    package var findings: [Diagnostic] = []

    package init(written: [String] = [], unchanged: [String] = [], findings: [Diagnostic] = []) {
        self.written = written
        self.unchanged = unchanged
        self.findings = findings
    }

    package mutating func merge(_ other: StageReport) {
        written += other.written
        unchanged += other.unchanged
        findings += other.findings
    }

    /// `merge(_:)`, with each of `other`'s findings added only when it is not here yet (as `record(_:)` does): for
    /// the parts of a stage made apart, which meet the same cell or the same failure.
    package mutating func mergeOnce(_ other: StageReport) {
        written += other.written
        unchanged += other.unchanged
        for finding in other.findings where !findings.contains(finding) { findings.append(finding) }
    }

    /// Records that a file could not be made, once however many times a stage meets the same failure.
    package mutating func record(_ failure: StageFailure) {
        let finding = failure.diagnostic
        if !findings.contains(finding) { findings.append(finding) }
    }

    package var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `12 files written, 3 unchanged`
    package var summary: String {
        var text = "\(written.count) file\(written.count == 1 ? "" : "s") written, \(unchanged.count) unchanged"
        let errors = findings.errorCount
        if errors > 0 { text += ", \(errors) error\(errors == 1 ? "" : "s")" }
        return text
    }
}
