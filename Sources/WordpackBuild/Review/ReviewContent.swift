import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// Everything the review site is made from: each app's description and review (from the plans the build
/// made), the findings of check, how far each language folder is, and what changed since a release.
public struct ReviewContent: Sendable {
    /// One app of pipeline.json.
    public struct App: Sendable {
        public var description: AppDescription
        public var review: AppReview

        public init(description: AppDescription, review: AppReview) {
            self.description = description
            self.review = review
        }
    }

    /// In app id order.
    public var apps: [App]
    public var findings: [Diagnostic]
    /// Every language folder of the catalogue, in code order.
    public var languages: [LanguageCompleteness]
    /// The languages this build left out of apps because they are in progress (development policy).
    public var inProgress: [LanguageInProgress]
    /// Changes since the release given with `--since`, and that release's name.
    public var changes: ChangesReport?
    /// Why the media may not be this build's (the build stopped), shown at the top of every page.
    public var notice: String?

    public init(
        apps: [App], findings: [Diagnostic], languages: [LanguageCompleteness], inProgress: [LanguageInProgress] = [],
        changes: ChangesReport? = nil, notice: String? = nil
    ) {
        self.apps = apps.sorted { $0.description.id < $1.description.id }
        self.findings = Diagnostic.sorted(findings)
        self.languages = languages.sorted { $0.code < $1.code }
        self.inProgress = inProgress
        self.changes = changes
        self.notice = notice
    }
}
