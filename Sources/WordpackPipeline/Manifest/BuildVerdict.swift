import WordpackCore

/// What the build that made `outputs/` found, as its manifest records it: its policy, how many errors and
/// warnings, the languages it left out while in progress, and its first findings as they were printed. `publish`
/// reads it to tell a release build's outputs from a development build's.
package struct BuildVerdict: Codable, Equatable, Sendable {
    /// The most findings a manifest lists; the counts are whole.
    static let listed = 100

    package var policy: PipelineConfiguration.Policy
    package var errors: Int
    package var warnings: Int
    /// The languages left out of the apps that take them through "all" (a development build's, while in
    /// progress), by code.
    package var languagesLeftOut: [LanguageCode]
    /// The first findings, as printed (`file: severity: message`).
    package var findings: [String]

    /// The verdict on the findings of `findings`' parts, one after the other.
    package init(policy: PipelineConfiguration.Policy, findings: [Tally], languagesLeftOut: [LanguageCode]) {
        self.policy = policy
        errors = findings.reduce(0) { $0 + $1.errors }
        warnings = findings.reduce(0) { $0 + $1.warnings }
        self.languagesLeftOut = languagesLeftOut.sorted()
        self.findings = Array(findings.lazy.flatMap(\.first).prefix(Self.listed))
    }

    /// What a verdict takes from a part of a run's findings: how many errors and warnings, and the first as
    /// printed. A build keeps this of its check's findings, not the findings themselves (200,000 at 100,000 words
    /// × 30 languages, with their texts), while it plans, makes and records.
    package struct Tally: Sendable {
        package let errors: Int
        package let warnings: Int
        let first: [String]

        package init(_ findings: [Diagnostic]) {
            self.init(CheckedFindings(listed: findings))
        }

        /// Counted with no run of remembered warnings read but for the first findings.
        package init(_ findings: CheckedFindings) {
            errors = findings.errors.count
            warnings = findings.count - errors
            first = findings.prefix(BuildVerdict.listed).map(\.description)
        }
    }

    /// A digest of the verdict, for the build cache: a manifest whose verdict changed is written again.
    package var digest: String {
        FileDigest.sha256(of: "\(policy.rawValue) \(errors) \(warnings) \(languagesLeftOut) \(findings)")
    }
}
