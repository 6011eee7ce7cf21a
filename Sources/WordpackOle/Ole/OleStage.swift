import Foundation
import WordpackAppKind
import WordpackCore

/// The `ole` stage run on its own (`wordpack ole`, tests): Olé's `words.json` from the catalogue, through
/// `OleKind`.
///
/// pipeline.json declares at most one app of kind `ole`: its `lists` feed the file in their order, and its
/// `english` and `spanish` languages give the two sides. A Spanish word with several translations keeps the
/// first in its `word` cell and the others in the Spanish sheet's `alternatives` column; Olé receives them
/// joined by " / ".
enum OleStage {
    /// Writes `outputs/ole/words.json`; reports only what keeps it from writing the file (two Olé apps, a
    /// language that has no folder). Content problems are `inspect`'s.
    static func run(_ context: StageContext) -> StageReport {
        guard context.needsWork(OleWordsFile.path) else { return StageReport() }
        let apps = plans(context)
        let checked = OleKind.check(apps, reported: [], in: context)
        var report = StageReport(findings: checked.blockers)
        if let pairs = checked.forMaking {
            report.merge(OleKind.make(apps.flatMap(\.outputs), of: apps, checked: pairs, in: context))
        }
        return report
    }

    /// Everything `wordpack check` reports about the Olé app.
    static func inspect(_ context: StageContext) -> [Diagnostic] {
        OleKind.check(plans(context), reported: [], in: context).outputFindings
    }

    static func plans(_ context: StageContext) -> [AppPlan<OleApp>] {
        context.configuration.requests(of: OleApp.self, pipelinePath: context.pipelinePath).map {
            OleKind.plan($0, catalogue: context.catalogue, configuration: context.configuration)
        }
    }
}
