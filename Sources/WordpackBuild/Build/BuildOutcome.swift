import WordpackAppKind
import WordpackCore

/// What a build did: its decisions, the files it removed, the manifest it wrote.
public struct BuildOutcome: Sendable {
    public var plan: WorkPlan
    /// Each stage's report, in order.
    public var reports: [(name: String, report: StageReport)]
    /// Files removed from `outputs/` because nothing calls for them any more (or their remake failed).
    public var removed: [String]
    public var manifest: Manifest?
    /// Findings of the record step (a manifest or cache that could not be written).
    public var findings: [Diagnostic]
}
