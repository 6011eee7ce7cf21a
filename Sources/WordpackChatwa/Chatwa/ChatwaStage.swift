import Foundation
import WordpackAppKind
import WordpackCore

/// The `chatwa` stage run on its own (`wordpack chatwa`, tests): Chatwa's level set
/// (`outputs/chatwa/levels.json`) from the catalogue, through `ChatwaKind`.
///
/// pipeline.json declares at most one app of kind `chatwa`: its `lists` give the rounds in order, its
/// `language` the answers (`jam`, Jamaican Patois) and its `hintLanguage` the hint of a word whose list
/// sheet has no `hint` cell. See `ChatwaApp.rounds(in:)`, `ChatwaAnswer` and `ChatwaGrid` for the rules.
enum ChatwaStage {
    /// Writes `outputs/chatwa/levels.json`, or, when any round would be unplayable, reports every such
    /// problem and leaves the previous file alone.
    static func run(_ context: StageContext) -> StageReport {
        guard context.needsWork(ChatwaLevelsFile.path) else { return StageReport() }
        let apps = plans(context)
        let checked = ChatwaKind.check(apps, reported: [], in: context)
        var report = StageReport(findings: checked.blockers)
        if let rounds = checked.forMaking {
            report.merge(ChatwaKind.make(apps.flatMap(\.outputs), of: apps, checked: rounds, in: context))
        }
        return report
    }

    /// Everything `wordpack check` reports about the Chatwa app's rounds.
    static func inspect(_ context: StageContext) -> [Diagnostic] {
        ChatwaKind.check(plans(context), reported: [], in: context).outputFindings
    }

    static func plans(_ context: StageContext) -> [AppPlan<ChatwaApp>] {
        context.configuration.requests(of: ChatwaApp.self, pipelinePath: context.pipelinePath).map {
            ChatwaKind.plan($0, catalogue: context.catalogue, configuration: context.configuration)
        }
    }
}
