import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// Chatwa: one level set, `outputs/chatwa/levels.json`, from the app of kind `chatwa` (at most one: Chatwa
/// reads one level set). The rounds are worked out once, by check, and written from there; nothing is
/// written while any round is unplayable, since a missing round would renumber every later one.
package enum ChatwaKind: SingleFileKind {
    package typealias Settings = ChatwaApp
    package typealias Plan = ChatwaApp
    package typealias Checked = [ChatwaRound]

    package static let stage = "chatwa"
    package static let stages = [stage]
    package static let versions = [stage: 1]
    package static let path = ChatwaLevelsFile.path

    package static func lists(of settings: ChatwaApp) -> Selection<String> { settings.lists }
    package static func languages(of settings: ChatwaApp) -> [LanguageCode] {
        [settings.language, settings.hintLanguage]
    }
    package static func data(_ rounds: [ChatwaRound]) -> Data { ChatwaLevelsFile.data(rounds) }
    package static func entries(of settings: ChatwaApp, in catalogue: Catalogue) -> [ChatwaRound] {
        settings.rounds(in: catalogue).rounds
    }

    /// The answer is spelled on the answer row; the hint is shown above the grid.
    package static func textLimit(_ app: AppPlanRequest<ChatwaApp>, language: LanguageCode) -> TextLimit? {
        if app.settings.language == language {
            return TextLimit(
                lists: app.settings.lists, characters: ChatwaAnswer.maximumLength,
                note: "At most \(ChatwaAnswer.maximumLength) letters: Chatwa (\(app.id)) spells it on its answer row.")
        }
        if app.settings.hintLanguage == language {
            return TextLimit(
                lists: app.settings.lists, characters: ChatwaApp.longestHint,
                note: "At most \(ChatwaApp.longestHint) characters: Chatwa (\(app.id)) shows it as a round's hint.")
        }
        return nil
    }

    package static func checkSettings(_ app: AppPlanRequest<ChatwaApp>, catalogue: Catalogue, rules: PipelineRules)
        -> [Diagnostic]
    {
        rules.requireLists(app.settings.lists, "apps.\(app.id).lists")
            + rules.requireLanguage(app.settings.language, "apps.\(app.id).language")
            + rules.requireLanguage(app.settings.hintLanguage, "apps.\(app.id).hintLanguage")
    }

    /// Every answer that is not capital letters A–Z (at most 11), every round without a hint, and every
    /// hand-written grid that breaks the grid rules, each at its cell.
    package static func check(_ apps: [AppPlan<ChatwaApp>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<[ChatwaRound]>
    {
        let (chosen, problems) = SingleApp.pick(
            apps.map { (id: $0.id, app: $0.detail) }, appName: "Chatwa", kindName: "chatwa",
            output: "outputs/\(ChatwaLevelsFile.path)", pipelinePath: context.pipelinePath)
        guard let (id, app) = chosen else {
            return KindCheck(outputFindings: problems, blockers: problems, forMaking: nil)
        }
        guard context.catalogue.language(app.language) != nil else {
            // Reported by check's pipeline.json rules; a stage run alone says it.
            let missing = SingleApp.missingLanguage(
                app.language, setting: "apps.\(id).language", pipelinePath: context.pipelinePath)
            return KindCheck(blockers: [missing], forMaking: nil)
        }
        let (rounds, findings) = app.rounds(in: context.catalogue)
        let playable = !findings.contains { $0.severity == .error }
        return KindCheck(outputFindings: findings, blockers: findings, forMaking: playable ? rounds : nil)
    }

    package static func shipped(_ app: AppPlanRequest<ChatwaApp>, files: [String], outputs: URL) throws
        -> ShippedContent
    {
        guard files.contains(ChatwaLevelsFile.path) else { return ShippedContent() }
        let data = try Data(contentsOf: outputs.appendingPathComponent(ChatwaLevelsFile.path))
        let levels = try JSONDecoder().decode([String: [String: [String: String]]].self, from: data)
        let rounds = (levels["words"] ?? [:]).sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
            .map { $0.value.merging(["id": $0.key]) { old, _ in old } }
        return ShippedContent(entries: rounds)
    }
}
