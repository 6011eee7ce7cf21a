import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// One kind's apps in a run, whatever the kind: planned once, checked once, and made and described from
/// what planning and checking worked out.
package protocol AnyPlannedApps: Sendable {
    var stages: [String] { get }
    var assembledStages: [String] { get }
    var soundStages: [String] { get }
    /// Every file of every app of the kind.
    var outputs: [PlannedOutput] { get }
    /// The same apps, checked; with the findings about the catalogue, and about what the apps would ship.
    func checked(reported: [Diagnostic], in context: StageContext)
        -> (kind: AnyPlannedApps, findings: [Diagnostic], inspections: [Diagnostic])
    /// Makes `files` (the kind's own). Unchecked (a stage run alone), it checks first and reports what keeps
    /// it from making them.
    func make(_ files: [PlannedOutput], in context: StageContext) -> StageReport
    /// Each app's description, by app id.
    func describe(made: Set<String>, catalogue: Catalogue) -> [String: AppDescription]
    /// Each app's review, by app id; `outputs` holds what the build made.
    func review(catalogue: Catalogue, outputs: URL) -> [String: AppReview]
}

/// The apps of one kind, with the kind's own plan and check values.
struct PlannedApps<Kind: AppKind>: AnyPlannedApps {
    var apps: [AppPlan<Kind.Plan>]
    var check: KindCheck<Kind.Checked>?

    var stages: [String] { Kind.stages }
    var assembledStages: [String] { Kind.assembledStages }
    var soundStages: [String] { Kind.soundStages }
    var outputs: [PlannedOutput] { apps.flatMap(\.outputs) }

    func checked(reported: [Diagnostic], in context: StageContext)
        -> (kind: AnyPlannedApps, findings: [Diagnostic], inspections: [Diagnostic])
    {
        let check = Kind.check(apps, reported: reported, in: context)
        return (PlannedApps(apps: apps, check: check), check.catalogueFindings, check.outputFindings)
    }

    func make(_ files: [PlannedOutput], in context: StageContext) -> StageReport {
        guard !files.isEmpty else { return StageReport() }
        var report = StageReport()
        var check = self.check
        if check == nil {
            let alone = Kind.check(apps, reported: [], in: context)
            report.findings = alone.blockers
            check = alone
        }
        guard let value = check?.forMaking else { return report }
        report.merge(Kind.make(files, of: apps, checked: value, in: context))
        return report
    }

    func describe(made: Set<String>, catalogue: Catalogue) -> [String: AppDescription] {
        var descriptions: [String: AppDescription] = [:]
        for app in apps {
            descriptions[app.id] = Kind.describe(app, checked: check?.forMaking, made: made, catalogue: catalogue)
        }
        return descriptions
    }

    func review(catalogue: Catalogue, outputs: URL) -> [String: AppReview] {
        var reviews: [String: AppReview] = [:]
        for app in apps {
            reviews[app.id] = Kind.review(app, checked: check?.forMaking, catalogue: catalogue, outputs: outputs)
        }
        return reviews
    }
}
