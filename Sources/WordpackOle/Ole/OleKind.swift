import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// Olé: one `outputs/ole/words.json` of English/Spanish pairs, from the app of kind `ole` (at most one:
/// Olé reads a single file). The pairs are worked out once, by check, and written from there.
package enum OleKind: SingleFileKind {
    package typealias Settings = OleApp
    package typealias Plan = OleApp
    package typealias Checked = [OlePair]

    package static let stage = "ole"
    package static let stages = [stage]
    package static let versions = [stage: 1]
    package static let path = OleWordsFile.path
    /// The Spanish translation's other accepted answers, as a translator gives them.
    package static let translatedColumns = [
        TranslatedColumn(
            heading: "alternatives",
            note:
                "other translations Olé also accepts as the answer, separated by “ / ” (cochino / puerco); leave it "
                + "empty for none.")
    ]

    /// Both languages' words fit one answer button.
    package static func textLimit(_ app: AppPlanRequest<OleApp>, language: LanguageCode) -> TextLimit? {
        guard app.settings.english == language || app.settings.spanish == language else { return nil }
        return TextLimit(
            lists: app.settings.lists, characters: OleChecks.longestText,
            note: "At most \(OleChecks.longestText) characters: Olé (\(app.id)) shows it on one answer button.")
    }

    package static func lists(of settings: OleApp) -> Selection<String> { settings.lists }
    package static func languages(of settings: OleApp) -> [LanguageCode] { [settings.english, settings.spanish] }
    package static func data(_ pairs: [OlePair]) -> Data { OleWordsFile.data(pairs) }
    package static func entries(of settings: OleApp, in catalogue: Catalogue) -> [OlePair] {
        settings.pairs(in: catalogue).pairs
    }

    package static func checkSettings(_ app: AppPlanRequest<OleApp>, catalogue: Catalogue, rules: PipelineRules)
        -> [Diagnostic]
    {
        rules.requireLists(app.settings.lists, "apps.\(app.id).lists")
            + rules.requireLanguage(app.settings.english, "apps.\(app.id).english")
            + rules.requireLanguage(app.settings.spanish, "apps.\(app.id).spanish")
    }

    /// What Olé would get wrong: an English text twice (error) or inside another (warning), " / " in an
    /// English text (error), an empty alternative, too few pairs. Spaces at either end and empty words are
    /// reported by ingest and check for every sheet.
    package static func check(_ apps: [AppPlan<OleApp>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<[OlePair]>
    {
        let pipelinePath = context.pipelinePath
        let (chosen, problems) = SingleApp.pick(
            apps.map { (id: $0.id, app: $0.detail) }, appName: "Olé", kindName: "ole",
            output: "outputs/\(OleWordsFile.path)", pipelinePath: pipelinePath)
        guard let (id, app) = chosen else {
            return KindCheck(outputFindings: problems, blockers: problems, forMaking: nil)
        }
        let missing = [(app.english, "english"), (app.spanish, "spanish")]
            .filter { context.catalogue.language($0.0) == nil }
            .map { SingleApp.missingLanguage($0.0, setting: "apps.\(id).\($0.1)", pipelinePath: pipelinePath) }
        // A missing language is reported by check's pipeline.json rules.
        guard missing.isEmpty else { return KindCheck(blockers: missing, forMaking: nil) }
        let (pairs, findings) = app.pairs(in: context.catalogue)
        var all = findings + OleChecks(pairs: pairs).run()
        // Too few pairs because a language's sheet could not be read is that sheet's error, reported there.
        let unread = [app.english, app.spanish].contains { context.catalogue.hasUnreadableSheet(language: $0) }
        if pairs.count < OleChecks.minimumPairs, !unread {
            all.append(
                .error(
                    at: Location(file: pipelinePath),
                    "the Olé app “\(id)” has \(pairs.count) pair\(pairs.count == 1 ? "" : "s") of English and Spanish "
                        + "words, but Olé shows four Spanish texts for each English one; translate at least "
                        + "\(OleChecks.minimumPairs) words of its lists in \(app.english) and \(app.spanish)."))
        }
        return KindCheck(outputFindings: all, forMaking: pairs)
    }

    package static func shipped(_ app: AppPlanRequest<OleApp>, files: [String], outputs: URL) throws -> ShippedContent {
        guard files.contains(OleWordsFile.path) else { return ShippedContent() }
        let data = try Data(contentsOf: outputs.appendingPathComponent(OleWordsFile.path))
        return ShippedContent(entries: try JSONDecoder().decode([[String: String]].self, from: data))
    }
}
