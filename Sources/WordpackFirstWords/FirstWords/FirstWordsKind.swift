import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// FirstWords: a tree per app under `outputs/firstwords/<app id>/` with a `words.plist` per list and
/// language (and free subsets), texts, the app's colours as `Common.xcassets` when pipeline.json gives them, and
/// the recordings and pictures the shared audio and images stages make. `FirstWordsLayout` decides every file;
/// `PlistsStage` writes the plists and texts (the colour catalog's `Contents.json` files among them).
package enum FirstWordsKind: AppKind {
    package typealias Settings = FirstWordsApp
    package typealias Plan = FirstWordsLayout
    package typealias Checked = Bool

    /// The stage that writes the plists and texts (`name.txt`, the colour catalog's `Contents.json`).
    static let plistsStage = "plists"
    package static let stages = [plistsStage, OutputRecipe.audioStage, OutputRecipe.imagesStage]
    package static let versions = [plistsStage: 1]

    package static func folder(of app: AppPlanRequest<FirstWordsApp>) -> String {
        "firstwords/\(app.id)/"
    }

    package static func needs(_ app: AppPlanRequest<FirstWordsApp>, catalogue: Catalogue) -> AppNeeds {
        var needs = AppNeeds()
        let lists = app.settings.lists.resolve(from: catalogue.lists.map(\.name))
        let languages = app.settings.languages.resolve(
            from: catalogue.languages.map(\.code), excluding: app.settings.excludeLanguages)
        for list in lists {
            for language in languages {
                needs.wordPairs.insert(AppNeeds.Pair(list: list, language: language))
                // Each word is spoken, and spelled letter by letter.
                needs.speechPairs.insert(AppNeeds.Pair(list: list, language: language))
                needs.spelledPairs.insert(AppNeeds.Pair(list: list, language: language))
                let use = AppNeeds.MediaUse(list: list, app: "“\(app.id)”", language: language)
                needs.pictureUses.insert(use)
                needs.recordingUses.insert(use)
                needs.wordUses.insert(use)
                needs.spellingUses.insert(use)
                if lists.count > 1 { needs.listNameUses.insert(use) }
            }
        }
        // A screen of all the words, with the language's flag.
        needs.allWordsTextLanguages.formUnion(languages)
        needs.flagLanguages.formUnion(languages)
        needs.pictureLists.formUnion(lists)
        needs.backgroundLists.formUnion(lists)
        needs.soundLists.formUnion(lists)
        if lists.count > 1 {
            needs.listNameLanguages.formUnion(languages)
            needs.iconLists.formUnion(lists)
        }
        return needs
    }

    package static func checkSettings(
        _ app: AppPlanRequest<FirstWordsApp>, catalogue: Catalogue, rules: PipelineRules
    ) -> [Diagnostic] {
        let id = app.id
        var findings = rules.requireLists(app.settings.lists, "apps.\(id).lists")
        findings += rules.requireLanguages(app.settings.languages, "apps.\(id).languages")
        let appLists = app.settings.lists.resolve(from: catalogue.lists.map(\.name))
        for list in app.settings.free.keys.sorted() {
            findings += checkFree(
                list, rule: app.settings.free[list] ?? .sheet, appLists: appLists, path: "apps.\(id).free.\(list)",
                catalogue: catalogue, pipelinePath: app.pipelinePath)
        }
        if let colors = app.settings.colors {
            findings += ColorsCheck.findings(
                colors, path: "apps.\(id).colors", location: Location(file: app.pipelinePath))
        }
        return findings
    }

    package static func plan(
        _ app: AppPlanRequest<FirstWordsApp>, catalogue: Catalogue, configuration: PipelineConfiguration
    ) -> AppPlan<FirstWordsLayout> {
        let layout = FirstWordsLayout(
            appID: app.id, app: app.settings, catalogue: catalogue, pipelineFile: app.pipelinePath)
        // Each role's and the app's settings as JSON, encoded once rather than once per file.
        var audio: [FirstWordsRecording: String] = [:]
        for role in FirstWordsRecording.allCases {
            audio[role] = CanonicalJSON.text(configuration.audio.format(for: role.role))
        }
        var pictures: [FirstWordsPicture: String] = [:]
        for role in FirstWordsPicture.allCases {
            pictures[role] = CanonicalJSON.text(configuration.images.format(for: role.role))
        }
        // Without the colours: each colour set is keyed by its own text, so a changed colour remakes only its file.
        var keyed = app.settings
        keyed.colors = nil
        let settings = CanonicalJSON.text(keyed)
        let outputs = layout.files.map { file -> PlannedOutput in
            switch file.content {
            case .wordsPlist(let list, let language, let free):
                // Keyed by its entries, not its sheets: a changed row remakes only the plists that hold it.
                return PlannedOutput(
                    path: file.path, stage: plistsStage, inputs: [], settings: settings, work: .own,
                    content: layout.entriesDigest(list: list, language: language, free: free),
                    sources: catalogue.sheets(lists: [list], languages: [language]))
            case .text(let text, let source):
                // Keyed by its text: a list's name.txt is not made again when another list's name changes, nor a
                // colour set when another colour does.
                return PlannedOutput(
                    path: file.path, stage: plistsStage, inputs: [], settings: settings, work: .own,
                    content: FileDigest.sha256(of: text), sources: [source])
            case .audio(let source, let role):
                return PlannedOutput(
                    path: file.path, stage: OutputRecipe.audioStage, inputs: [source], settings: audio[role] ?? "",
                    work: .recording(source: source, role: role.role))
            case .picture(let source, let role, let scale):
                return PlannedOutput(
                    path: file.path, stage: OutputRecipe.imagesStage, inputs: [source],
                    settings: (pictures[role] ?? "") + " scale \(scale) max \(configuration.images.maxPixels)",
                    work: .picture(source: source, role: role.role, scale: scale))
            case .copy(let source):
                return PlannedOutput(
                    path: file.path, stage: OutputRecipe.imagesStage, inputs: [source], settings: "copy",
                    work: .copy(source: source))
            }
        }
        return AppPlan(id: app.id, outputs: outputs, detail: layout)
    }

    package static func check(
        _ apps: [AppPlan<FirstWordsLayout>], reported: [Diagnostic], in context: StageContext
    ) -> KindCheck<Bool> {
        KindCheck(
            catalogueFindings: checkAppTrees(apps.map(\.detail), catalogue: context.catalogue, reported: reported),
            forMaking: true)
    }

    package static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<FirstWordsLayout>], checked: Bool, in context: StageContext
    ) -> StageReport {
        PlistsStage.make(files, layouts: apps.map(\.detail), context: context)
    }

    package static func shipped(_ app: AppPlanRequest<FirstWordsApp>, files: [String], outputs: URL) throws
        -> ShippedContent
    {
        var words: [String: [String: [[String: String]]]] = [:]
        for path in files {
            let parts = path.split(separator: "/").map(String.init)
            // firstwords/<app>/Localization/<List>_<lang>/words.plist
            guard parts.count == 5, parts[2] == "Localization", parts[4] == "words.plist",
                !parts[3].contains(".free_"), let underscore = parts[3].firstIndex(of: "_")
            else { continue }
            let list = String(parts[3][..<underscore])
            let language = String(parts[3][parts[3].index(after: underscore)...])
            words[language, default: [:]][list] = try WordsPlistReader.read(
                path: outputs.appendingPathComponent(path).path, displayPath: "outputs/\(path)")
        }
        return ShippedContent(words: words)
    }

    private static func checkFree(
        _ name: String, rule: FreeSubsetRule, appLists: [String], path: String, catalogue: Catalogue,
        pipelinePath: String
    ) -> [Diagnostic] {
        let location = Location(file: pipelinePath)
        guard appLists.contains(name) else {
            return [
                .error(
                    at: location, "`\(path)` gives a free subset to “\(name)”, which is not one of this app's lists.")
            ]
        }
        guard let list = catalogue.list(named: name) else { return [] }  // reported as a missing list
        switch rule {
        case .sheet:
            if !list.words.contains(where: { $0.free && !$0.disabled }) {
                return [
                    .error(
                        at: list.source.location.column(list.source.columns["free"]),
                        "`\(path)` takes the free subset from this sheet, but no enabled word is marked TRUE in its "
                            + "“free” column; mark the free words.")
                ]
            }
        case .first(let count):
            if count >= list.words.count {
                return [
                    .error(
                        at: location,
                        "`\(path)` makes the first \(count) words free, but “\(name)” has only \(list.words.count); "
                            + "a free list must be smaller than the full list.")
                ]
            }
        }
        return []
    }
}
