import Foundation
import WordpackAppKind
import WordpackCore

/// How a run works: on which project, with which kinds of app, and the command line's choices.
package struct BuildOptions: Sendable {
    package var project: Project
    /// Overrides pipeline.json's policy.
    package var policy: PipelineConfiguration.Policy?
    /// Say for each output why it was made again or skipped.
    package var explain = false
    /// Make every output again, whatever the build cache says.
    package var force = false
    /// `check --full`: check everything afresh, taking nothing from what earlier checks remembered in the build
    /// folder (a recording's measurements, a language's spelling).
    package var fullCheck = false
    /// Trust the build stamp: when nothing changed since the last build, do nothing (tests turn it off to
    /// see every decision).
    package var stamp = true
    /// When another wordpack command is using the project: wait for it (true) or stop at once.
    package var wait = true
    /// The kinds of app the run knows (the composition root's `AppKinds.standard`, or a test's).
    package var kinds: [any AppKind.Type]
    /// The shared cache (`--cache`): a folder or an `http(s)://` address; nil: `WORDPACK_CACHE`, then
    /// pipeline.json's `cache`.
    package var cache: String?
    /// `--cache-read-only`: take from the shared cache, store nothing into it (also `WORDPACK_CACHE_READ_ONLY=1`).
    package var cacheReadOnly = false
    /// `--audit PERCENT`: make again this share of the outputs taken from the shared cache, and compare.
    package var audit: Double?
    /// `--audit-seed`: the seed that chooses what the audit makes again (nil: one drawn from the system).
    package var auditSeed: UInt64?
    /// `--shard I/N`: make only this share of the work, into the shared cache.
    package var shard: Shard?
    /// The environment the cache's location and token are read from (the process's own, or a test's).
    package var environment: [String: String] = ProcessInfo.processInfo.environment

    package init(
        project: Project, policy: PipelineConfiguration.Policy? = nil, explain: Bool = false, force: Bool = false,
        stamp: Bool = true, wait: Bool = true, kinds: [any AppKind.Type]
    ) {
        self.wait = wait
        self.stamp = stamp
        self.project = project
        self.policy = policy
        self.explain = explain
        self.force = force
        self.kinds = kinds
    }
}
