import Foundation
import WordpackCatalogue
import WordpackCore

/// A kind whose one app writes one file from whole lists (Olé's `words.json`, Chatwa's `levels.json`): its
/// settings are its plan, its check works out the file's entries, and folder, needs, plan, make and describe
/// follow from the file's path, the lists and languages it reads, and how its entries are written.
package protocol SingleFileKind: AppKind where Plan == Settings, Checked == [Entry] {
    associatedtype Entry: Sendable
    /// The stage that writes the file.
    static var stage: String { get }
    /// The file under `outputs/`.
    static var path: String { get }
    /// The lists the app reads.
    static func lists(of settings: Settings) -> Selection<String>
    /// The languages the app reads, each for every one of its lists.
    static func languages(of settings: Settings) -> [LanguageCode]
    /// The file's bytes.
    static func data(_ entries: [Entry]) -> Data
    /// The entries worked out afresh (for a description without a check).
    static func entries(of settings: Settings, in catalogue: Catalogue) -> [Entry]
}

extension SingleFileKind {
    package static func folder(of app: AppPlanRequest<Settings>) -> String {
        (path as NSString).deletingLastPathComponent + "/"
    }

    /// The file, found by its name: `wordsJSON` for `words.json`.
    package static func contentAccessors(_ app: AppPlanRequest<Settings>) -> [ContentAccessor] {
        let file = (path as NSString).lastPathComponent
        let name = (file as NSString).deletingPathExtension + (file as NSString).pathExtension.uppercased()
        return [ContentAccessor(name, "The app's `\(file)`.", paths: [file])]
    }

    package static func needs(_ app: AppPlanRequest<Settings>, catalogue: Catalogue) -> AppNeeds {
        var needs = AppNeeds()
        for list in lists(of: app.settings).resolve(from: catalogue.lists.map(\.name)) {
            for language in languages(of: app.settings) {
                needs.wordPairs.insert(AppNeeds.Pair(list: list, language: language))
                needs.wordUses.insert(AppNeeds.MediaUse(list: list, app: "“\(app.id)”", language: language))
            }
        }
        return needs
    }

    package static func plan(
        _ app: AppPlanRequest<Settings>, catalogue: Catalogue, configuration: PipelineConfiguration
    ) -> AppPlan<Settings> {
        // Keyed by its bytes as the catalogue's rows give them, not by its sheets: an edit elsewhere in them, or
        // one that leaves the file as it was, does not make it again.
        let output = PlannedOutput(
            path: path, stage: stage, inputs: [], settings: CanonicalJSON.text(app.settings), work: .own,
            content: FileDigest.sha256(of: data(entries(of: app.settings, in: catalogue))),
            sources: catalogue.sheets(
                lists: lists(of: app.settings).resolve(from: catalogue.lists.map(\.name)),
                languages: languages(of: app.settings)))
        return AppPlan(id: app.id, outputs: [output], detail: app.settings)
    }

    /// Writes the file from the checked entries (a stage run alone writes it whatever check says; a build
    /// stops on errors first).
    package static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<Settings>], checked entries: [Entry], in context: StageContext
    ) -> StageReport {
        var report = StageReport()
        if files.contains(where: { $0.path == path }) {
            context.write(data(entries), to: path, report: &report)
        }
        return report
    }

    package static func describe(
        _ app: AppPlan<Settings>, checked: [Entry]?, made: Set<String>, catalogue: Catalogue
    ) -> AppDescription {
        let entries = made.contains(path) ? (checked ?? entries(of: app.detail, in: catalogue)).count : nil
        return AppDescription(id: app.id, kind: Settings.kind, entries: entries)
    }
}
