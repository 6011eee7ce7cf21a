import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

/// Glyph: per language, `glyph/<app>/<lang>/tiles.json` with 150×150 pictures and recordings beside it (the
/// shared images and audio stages make those), and the same set as an Open Board package,
/// `glyph/<app>/<lang>.obz`, made last from the built pictures and recordings.
package enum GlyphKind: AppKind {
    package typealias Settings = GlyphApp
    package typealias Plan = GlyphLayout
    package typealias Checked = Bool

    /// The stage that writes `tiles.json`, and the one that packs the Open Board packages.
    static let tilesStage = "glyph"
    static let packageStage = "obz"
    package static let stages = [tilesStage, OutputRecipe.audioStage, OutputRecipe.imagesStage, packageStage]
    package static let versions = [tilesStage: 1, packageStage: 1]
    /// The packages hold the boards, pictures and recordings in `outputs/`.
    package static let assembledStages = [packageStage]
    /// What a tile shows and what it says, when they differ from the word.
    package static let translatedColumns = [
        TranslatedColumn(
            heading: "label",
            note: "what Glyph's tile shows instead of the word; leave it empty to show the word."),
        TranslatedColumn(
            heading: "vocalization",
            note: "what Glyph's tile says aloud when it differs from what it shows (a whole sentence); leave it "
                + "empty to say the word."),
    ]

    package static func folder(of app: AppPlanRequest<GlyphApp>) -> String { "glyph/\(app.id)/" }

    package static func needs(_ app: AppPlanRequest<GlyphApp>, catalogue: Catalogue) -> AppNeeds {
        var needs = AppNeeds()
        let folders = app.settings.lists.resolve(from: catalogue.lists.map(\.name))
        let languages = app.settings.languages.resolve(
            from: catalogue.languages.map(\.code), excluding: app.settings.excludeLanguages)
        let name = "the Glyph app “\(app.id)”"
        for list in folders + app.settings.keyboards {
            for language in languages {
                needs.wordPairs.insert(AppNeeds.Pair(list: list, language: language))
                // A folder's and a keyboard's name is shown above its tiles.
                let use = AppNeeds.MediaUse(list: list, app: name, language: language)
                needs.wordUses.insert(use)
                needs.listNameUses.insert(use)
            }
        }
        for list in folders {
            // Every tile shows its word's picture: found missing, doubled or unreadable by the shared check.
            needs.pictureLists.insert(list)
            for language in languages {
                let use = AppNeeds.MediaUse(list: list, app: name, language: language)
                needs.pictureUses.insert(use)
                needs.recordingUses.insert(use)
            }
        }
        needs.listNameLanguages.formUnion(languages)
        return needs
    }

    package static func checkSettings(_ app: AppPlanRequest<GlyphApp>, catalogue: Catalogue, rules: PipelineRules)
        -> [Diagnostic]
    {
        var findings = rules.requireLists(app.settings.lists, "apps.\(app.id).lists")
        findings += rules.requireLanguages(app.settings.languages, "apps.\(app.id).languages")
        for (index, list) in app.settings.keyboards.enumerated() {
            findings += rules.requireList(list, "apps.\(app.id).keyboards[\(index)]")
        }
        return findings
    }

    package static func plan(
        _ app: AppPlanRequest<GlyphApp>, catalogue: Catalogue, configuration: PipelineConfiguration
    ) -> AppPlan<GlyphLayout> {
        let layout = GlyphLayout(appID: app.id, app: app.settings, catalogue: catalogue)
        let tile = configuration.images.format(for: .tile)
        let pictureSettings = CanonicalJSON.text(tile) + " scale 1 max \(configuration.images.maxPixels)"
        let speech = CanonicalJSON.text(configuration.audio.format(for: .speech))
        var outputs: [PlannedOutput] = []
        for set in layout.sets {
            let folder = layout.languageFolder(set.language)
            let sheets = catalogue.sheets(
                lists: set.folders.map(\.list) + set.keyboards.map(\.list), languages: [set.language])
            let media = set.allTiles.flatMap { [$0.picture, $0.recording].compactMap { $0 } }
            let settings = CanonicalJSON.text(app.settings) + " " + set.language.description
            // Keyed by the set's words, not by its sheets: an edit of another list's rows makes neither file again.
            let content = set.digest
            outputs.append(
                PlannedOutput(
                    path: layout.tilesFile(set.language), stage: tilesStage, inputs: media, settings: settings,
                    work: .own, content: content, sources: sheets))
            var planned: Set<String> = []
            for tile in set.folders.flatMap(\.tiles) {
                guard let source = tile.picture else { continue }
                let path = "\(folder)/\(GlyphLayout.picture(of: tile))"
                guard planned.insert(path).inserted else { continue }
                outputs.append(
                    PlannedOutput(
                        path: path, stage: OutputRecipe.imagesStage, inputs: [source], settings: pictureSettings,
                        work: .picture(source: source, role: .tile, scale: 1)))
            }
            for tile in set.allTiles {
                guard let source = tile.recording else { continue }
                let path = "\(folder)/\(GlyphLayout.recording(of: tile))"
                guard planned.insert(path).inserted else { continue }
                outputs.append(
                    PlannedOutput(
                        path: path, stage: OutputRecipe.audioStage, inputs: [source], settings: speech,
                        work: .recording(source: source, role: .speech)))
            }
            outputs.append(
                PlannedOutput(
                    path: layout.package(set.language), stage: packageStage, inputs: media,
                    settings: settings + " " + pictureSettings + " " + speech, work: .own, content: content,
                    sources: sheets))
        }
        return AppPlan(id: app.id, outputs: outputs, detail: layout)
    }

    package static func check(_ apps: [AppPlan<GlyphLayout>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<Bool>
    {
        // With no app, not even a set of the 100,000 errors a sheet of rows naming no list reports.
        let cells = apps.isEmpty ? [] : Set(reported.errors.map(\.location))
        let findings = apps.flatMap {
            GlyphChecks(
                layout: $0.detail, catalogue: context.catalogue, configuration: context.configuration, reported: cells
            ).run()
        }
        return KindCheck(outputFindings: findings, forMaking: true)
    }

    package static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<GlyphLayout>], checked: Bool, in context: StageContext
    ) -> StageReport {
        var report = StageReport()
        let wanted = Set(files.map(\.path))
        for layout in apps.map(\.detail) {
            for set in layout.sets {
                let tiles = layout.tilesFile(set.language)
                if wanted.contains(tiles) {
                    do {
                        context.write(try GlyphTilesFile.data(set), to: tiles, report: &report)
                    } catch {
                        report.record(
                            .encode(path: "outputs/\(tiles)", library: "Foundation's JSON encoder", reason: "\(error)"))
                        context.progress?.advance()
                    }
                }
                let package = layout.package(set.language)
                if wanted.contains(package) {
                    GlyphPackageMaking(layout: layout, set: set, context: context).make(to: package, report: &report)
                }
            }
        }
        return report
    }

    package static func describe(_ app: AppPlan<GlyphLayout>, checked: Bool?, made: Set<String>, catalogue: Catalogue)
        -> AppDescription
    {
        let layout = app.detail
        let languages = layout.sets.filter { made.contains(layout.tilesFile($0.language)) }.map { set in
            var words: [String: Int] = [:]
            for folder in set.folders { words[folder.list] = folder.tiles.count }
            for keyboard in set.keyboards { words[keyboard.list] = keyboard.words.count }
            let shown = set.folders.map(\.list) + set.keyboards.map(\.list)
            let enabled = shown.compactMap { catalogue.list(named: $0) }
                .reduce(0) { $0 + $1.words.filter { !$0.disabled }.count }
            let untranslated = max(0, enabled - words.values.reduce(0, +))
            let recordings = Set(set.allTiles.compactMap(\.recording)).count
            let complete = untranslated == 0 && set.folders.allSatisfy { $0.tiles.allSatisfy { $0.picture != nil } }
            return LanguageSummary(
                code: set.language, words: words, untranslated: untranslated, recordings: recordings, letterSounds: 0,
                complete: complete)
        }
        return AppDescription(
            id: app.id, kind: GlyphApp.kind, name: layout.app.name,
            lists: layout.app.lists.resolve(from: catalogue.lists.map(\.name)) + layout.app.keyboards,
            languages: languages)
    }

    /// The tiles and keyboard words of each language's `tiles.json`, by folder.
    package static func shipped(_ app: AppPlanRequest<GlyphApp>, files: [String], outputs: URL) throws
        -> ShippedContent
    {
        var words: [String: [String: [[String: String]]]] = [:]
        for path in files where path.hasSuffix("/\(GlyphTilesFile.name)") {
            let language = (path as NSString).deletingLastPathComponent.components(separatedBy: "/").last ?? ""
            let data = try Data(contentsOf: outputs.appendingPathComponent(path))
            guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            for tile in document["tiles"] as? [[String: Any]] ?? [] {
                let folder = tile["folder"] as? String ?? ""
                words[language, default: [:]][folder, default: []].append(tile.compactMapValues { $0 as? String })
            }
            for keyboard in document["keyboards"] as? [[String: Any]] ?? [] {
                let name = keyboard["name"] as? String ?? ""
                for word in keyboard["words"] as? [[String: Any]] ?? [] {
                    words[language, default: [:]][name, default: []].append(word.compactMapValues { $0 as? String })
                }
            }
        }
        return ShippedContent(words: words)
    }
}
