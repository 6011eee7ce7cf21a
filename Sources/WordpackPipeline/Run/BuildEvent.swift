import WordpackCore

/// What a run tells the one who started it, as it goes: the command-line tool prints each, a later progress
/// bar draws `progress`.
package enum BuildEvent: Sendable {
    /// Findings to show now: a check's are read a piece at a time where they are shown (`CheckedFindings`).
    case findings(CheckedFindings)
    /// A stage's summary line: `check: no problems`, `plists: 38 files written, 0 unchanged`.
    case summary(String)
    /// A line of detail, for `--verbose`.
    case detail(String)
    /// A line of the run's result, for standard output (`--explain`, the files of a release).
    case result(String)
    /// Units of a stage done so far, of those planned (files, for the stages that make them): 0 when the stage
    /// starts, then one more as each is made, found up to date or given up on, up to `planned`. May come from
    /// any thread, one at a time.
    case progress(stage: String, done: Int, planned: Int)
}

extension BuildEvent {
    /// Findings held as values to show now.
    package static func findings(_ findings: [Diagnostic]) -> BuildEvent {
        .findings(CheckedFindings(listed: findings))
    }
}
