import WordpackAppKind
import WordpackCore

/// What a build did: its decisions, the files it removed, the manifest it wrote.
package struct BuildOutcome: Sendable {
    package var plan: WorkPlan
    /// Each stage's report, in order.
    package var reports: [(name: String, report: StageReport)]
    /// Files removed from `outputs/` because nothing calls for them any more (or their remake failed).
    package var removed: [String]
    package var manifest: Manifest?
    /// Findings of the record step (a manifest or cache that could not be written).
    package var findings: [Diagnostic]
}
