import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackRelease

/// Everything the review site is made from: each app's description and review (from the plans the build
/// made), the findings of check, how far each language folder is, and what changed since a release.
struct ReviewContent: Sendable {
    /// One app of pipeline.json.
    struct App: Sendable {
        var description: AppDescription
        package var review: AppReview
        /// The input files the app's outputs are made from (nil: every file counts): a finding about a picture or
        /// a recording counts against the apps that ship it alone.
        var shipped: Set<String>?

        package init(description: AppDescription, review: AppReview, shipped: Set<String>? = nil) {
            self.description = description
            self.review = review
            self.shipped = shipped
        }

        /// Whether `finding` counts against the app: one at a sheet's row, or about a file the app ships.
        func counts(_ finding: Diagnostic) -> Bool {
            guard let shipped, finding.location.row == nil else { return true }
            return shipped.contains(finding.location.file)
        }
    }

    /// In app id order.
    var apps: [App]
    var findings: [Diagnostic]
    /// Every language folder of the catalogue, in code order.
    var languages: [LanguageCompleteness]
    /// The languages this build left out of apps because they are in progress (development policy).
    var inProgress: [LanguageInProgress]
    /// Changes since the release given with `--since`, and that release's name.
    var changes: ChangesReport?
    /// Why the media may not be this build's (the build stopped), shown at the top of every page.
    var notice: String?

    package init(
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
