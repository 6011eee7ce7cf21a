import Foundation

/// The `chatwa` stage: Chatwa's level set (`outputs/chatwa/levels.json`) from the catalogue.
///
/// pipeline.json declares at most one app of kind `chatwa`: its `lists` give the rounds in order, its
/// `language` the answers (`jam`, Jamaican Patois) and its `hintLanguage` the hint of a word whose list
/// sheet has no `hint` cell. See `ChatwaApp.rounds(in:)`, `ChatwaAnswer` and `ChatwaGrid` for the rules.
public enum ChatwaStage {
    /// Writes `outputs/chatwa/levels.json`, or, when any round would be unplayable, reports every such
    /// problem and leaves the previous file alone: a missing round would renumber every later one.
    public static func run(_ context: StageContext) -> StageReport {
        // An incremental build whose inputs for this file did not change has nothing to do here.
        guard context.needsWork(ChatwaLevelsFile.path) else { return StageReport() }
        var report = StageReport()
        let pipelinePath = context.project.displayPath(of: context.project.pipelineFile)
        let (chosen, problems) = pick(context)
        report.findings = problems
        guard let (id, app) = chosen else { return report }
        if context.catalogue.language(app.language) == nil {
            report.findings.append(
                SingleApp.missingLanguage(app.language, setting: "apps.\(id).language", pipelinePath: pipelinePath))
            return report
        }
        let (rounds, findings) = app.rounds(in: context.catalogue)
        report.findings += findings
        guard !report.hasErrors else { return report }
        do {
            try context.write(ChatwaLevelsFile.data(rounds), to: ChatwaLevelsFile.path, report: &report)
        } catch {
            report.findings.append(.error(
                at: Location(file: "outputs/\(ChatwaLevelsFile.path)"),
                "cannot be written (\(error.localizedDescription)); check that outputs/ is writable."))
        }
        return report
    }

    /// Every answer that is not capital letters A–Z (at most 11), every round without a hint, and every
    /// hand-written grid that breaks the grid rules, each at its cell.
    public static func inspect(_ context: StageContext) -> [Diagnostic] {
        let (chosen, problems) = pick(context)
        guard let (_, app) = chosen, context.catalogue.language(app.language) != nil else { return problems }
        return problems + app.rounds(in: context.catalogue).findings
    }

    private static func pick(_ context: StageContext) -> (app: (id: String, app: ChatwaApp)?, findings: [Diagnostic]) {
        SingleApp.pick(
            context.configuration.chatwaApps, appName: "Chatwa", kindName: "chatwa",
            output: "outputs/\(ChatwaLevelsFile.path)",
            pipelinePath: context.project.displayPath(of: context.project.pipelineFile))
    }
}
