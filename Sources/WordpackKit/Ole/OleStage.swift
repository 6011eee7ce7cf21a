import Foundation

/// The `ole` stage: Olé's `words.json` (English/Spanish pairs) from the catalogue.
///
/// pipeline.json declares at most one app of kind `ole`: its `lists` feed the file in their order, and its
/// `english` and `spanish` languages give the two sides. A Spanish word with several translations keeps the
/// first in its `word` cell and the others in the Spanish sheet's `alternatives` column; Olé receives them
/// joined by " / ".
public enum OleStage {
    /// Writes `outputs/ole/words.json`. Content problems are `inspect`'s (run by `wordpack check` and
    /// `wordpack build` before this stage); this reports only what keeps it from writing the file.
    public static func run(_ context: StageContext) -> StageReport {
        // An incremental build whose inputs for this file did not change has nothing to do here.
        guard context.needsWork(OleWordsFile.path) else { return StageReport() }
        var report = StageReport()
        let pipelinePath = context.project.displayPath(of: context.project.pipelineFile)
        let (chosen, problems) = SingleApp.pick(
            context.configuration.oleApps, appName: "Olé", kindName: "ole", output: "outputs/\(OleWordsFile.path)",
            pipelinePath: pipelinePath)
        report.findings = problems
        guard let (id, app) = chosen else { return report }
        for (code, setting) in [(app.english, "english"), (app.spanish, "spanish")]
        where context.catalogue.language(code) == nil {
            report.findings.append(
                SingleApp.missingLanguage(code, setting: "apps.\(id).\(setting)", pipelinePath: pipelinePath))
        }
        guard report.findings.isEmpty else { return report }
        let pairs = app.pairs(in: context.catalogue).pairs
        do {
            try context.write(OleWordsFile.data(pairs), to: OleWordsFile.path, report: &report)
        } catch {
            report.findings.append(.error(
                at: Location(file: "outputs/\(OleWordsFile.path)"),
                "cannot be written (\(error.localizedDescription)); check that outputs/ is writable."))
        }
        return report
    }

    /// What Olé would get wrong: an English text twice (error) or inside another (warning), " / " in an
    /// English text (error), an empty alternative, too few pairs. Spaces at either end and empty words are
    /// reported by ingest and check for every sheet.
    public static func inspect(_ context: StageContext) -> [Diagnostic] {
        let pipelinePath = context.project.displayPath(of: context.project.pipelineFile)
        let (chosen, problems) = SingleApp.pick(
            context.configuration.oleApps, appName: "Olé", kindName: "ole", output: "outputs/\(OleWordsFile.path)",
            pipelinePath: pipelinePath)
        guard let (id, app) = chosen,
            context.catalogue.language(app.english) != nil, context.catalogue.language(app.spanish) != nil
        else { return problems }  // a missing language is reported by check's pipeline.json rules
        let (pairs, findings) = app.pairs(in: context.catalogue)
        var all = problems + findings + OleChecks(pairs: pairs).run()
        if pairs.count < OleChecks.minimumPairs {
            all.append(.error(
                at: Location(file: pipelinePath),
                "the Olé app “\(id)” has \(pairs.count) pair\(pairs.count == 1 ? "" : "s") of English and Spanish "
                    + "words, but Olé shows four Spanish texts for each English one; translate at least "
                    + "\(OleChecks.minimumPairs) words of its lists in \(app.english) and \(app.spanish)."))
        }
        return all
    }
}
