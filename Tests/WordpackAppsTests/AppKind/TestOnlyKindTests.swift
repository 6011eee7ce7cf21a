import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackRecording
import WordpackRelease
import WordpackReview
import WordpackTestSupport

/// A kind of app that only this file knows: word cards of some lists in one language, each card spoken and
/// pictured. It declares what it needs by media role (speech, pictures) and writes one file of its own; the
/// shared checks, the build, the review site and publishing work from the `AppKind` shape alone, with one
/// line to register it (`kinds` below).
enum CardsKind: AppKind {
    struct Settings: AppSettings {
        static let kind = "cards"
        var lists: Selection<String> = .all
        var language: LanguageCode = "en"
    }

    typealias Plan = Settings
    /// The words of the cards, in list then row order.
    typealias Checked = [String]

    static let stage = "cards"
    static let stages = [stage]
    static let versions = [stage: 1]

    static func folder(of app: AppPlanRequest<Settings>) -> String { "cards/\(app.id)/" }

    static func needs(_ app: AppPlanRequest<Settings>, catalogue: Catalogue) -> AppNeeds {
        var needs = AppNeeds()
        let lists = app.settings.lists.resolve(from: catalogue.lists.map(\.name))
        for list in lists {
            let pair = AppNeeds.Pair(list: list, language: app.settings.language)
            needs.wordPairs.insert(pair)
            needs.speechPairs.insert(pair)
            let use = AppNeeds.MediaUse(list: list, app: "the cards app “\(app.id)”", language: app.settings.language)
            needs.pictureUses.insert(use)
            needs.recordingUses.insert(use)
        }
        needs.pictureLists.formUnion(lists)
        return needs
    }

    static func checkSettings(_ app: AppPlanRequest<Settings>, catalogue: Catalogue, rules: PipelineRules)
        -> [Diagnostic]
    {
        rules.requireLists(app.settings.lists, "apps.\(app.id).lists")
            + rules.requireLanguage(app.settings.language, "apps.\(app.id).language")
    }

    static func plan(_ app: AppPlanRequest<Settings>, catalogue: Catalogue, configuration: PipelineConfiguration)
        -> AppPlan<Settings>
    {
        let lists = app.settings.lists.resolve(from: catalogue.lists.map(\.name))
        let output = PlannedOutput(
            path: folder(of: app) + "cards.txt", stage: stage,
            inputs: catalogue.sheets(lists: lists, languages: [app.settings.language]),
            settings: CanonicalJSON.text(app.settings), work: .own)
        return AppPlan(id: app.id, outputs: [output], detail: app.settings)
    }

    static func words(of settings: Settings, in catalogue: Catalogue) -> [String] {
        settings.lists.resolve(from: catalogue.lists.map(\.name)).flatMap { list in
            (catalogue.lists.first { $0.name == list }?.words ?? []).compactMap {
                catalogue.translation(language: settings.language, list: list, key: $0.key)?.word
            }
        }
    }

    static func check(_ apps: [AppPlan<Settings>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<[String]>
    {
        KindCheck(forMaking: apps.flatMap { words(of: $0.detail, in: context.catalogue) })
    }

    static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<Settings>], checked: [String], in context: StageContext
    ) -> StageReport {
        var report = StageReport()
        for app in apps {
            for file in files where app.outputs.contains(where: { $0.path == file.path }) {
                let text = words(of: app.detail, in: context.catalogue).joined(separator: "\n") + "\n"
                context.write(Data(text.utf8), to: file.path, report: &report)
            }
        }
        return report
    }

    static func describe(_ app: AppPlan<Settings>, checked: [String]?, made: Set<String>, catalogue: Catalogue)
        -> AppDescription
    {
        AppDescription(id: app.id, kind: Settings.kind, entries: words(of: app.detail, in: catalogue).count)
    }

    static func shipped(_ app: AppPlanRequest<Settings>, files: [String], outputs: URL) throws -> ShippedContent {
        let text = try String(
            contentsOf: outputs.appendingPathComponent(folder(of: app) + "cards.txt"), encoding: .utf8)
        return ShippedContent(entries: text.split(separator: "\n").map { ["word": String($0)] })
    }
}

@Suite struct TestOnlyKindTests {
    /// The one registration line.
    static let kinds: [any AppKind.Type] = AppKinds.standard + [CardsKind.self]

    static func project() throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            #"{"version": 1, "apps": {"deck": {"kind": "cards", "lists": ["Food"], "language": "en"}}}"#)
        return project
    }

    @Test func aKindDefinedInTheTestsBuildsIsReviewedAndPublished() throws {
        let project = try Self.project()
        let options = BuildOptions(project: project.project, stamp: false, kinds: Self.kinds)
        var printed: [String] = []
        let built = Result {
            try Workflows.build(options) { event in
                if case .findings(let found) = event { printed += found.map(\.description) }
            }
        }
        guard case .success(let result) = built, let outcome = result else {
            Issue.record("the build stopped: \(built), \(printed)")
            return
        }
        #expect(outcome.findings.filter { $0.severity == .error } == [])
        let cards = try String(contentsOf: project.folder.file("outputs/cards/deck/cards.txt"), encoding: .utf8)
        #expect(cards == "egg\nfig\n")
        let manifest = try String(contentsOf: project.folder.file("outputs/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"cards/deck/cards.txt\""))

        _ = try Workflows.review(options) { _ in }
        let index = try String(contentsOf: project.folder.file("review/index.html"), encoding: .utf8)
        #expect(index.contains("deck"))
        #expect(FileManager.default.fileExists(atPath: project.folder.file("review/app-deck.html").path))

        let releases = try TemporaryFolder()
        let configuration = try project.project.loadConfiguration(kinds: Self.kinds)
        let release = try #require(
            try Publisher(
                project: project.project, destination: releases.url, configuration: configuration, kinds: Self.kinds
            ).publish(version: nil))
        #expect(release.files.contains("deck.zip"))
    }

    @Test func theSharedChecksFindWhatItNeedsByRoleOnceEach() throws {
        let project = try Self.project()
        try project.remove("inputs/words/Food/picture/egg.png")
        try project.remove("inputs/languages/en/speech/Food/fig.wav")
        let options = BuildOptions(project: project.project, stamp: false, kinds: Self.kinds)
        var findings: [Diagnostic] = []
        do {
            _ = try Workflows.build(options) { event in
                if case .findings(let found) = event { findings += found }
            }
            Issue.record("the build went on without a picture and a recording the cards need")
        } catch {}
        let errors = findings.filter { $0.severity == .error }.map(\.description)
        #expect(errors.filter { $0.contains("egg") }.count == 1, "\(errors)")
        #expect(
            errors.contains { $0.contains("picture") && $0.contains("inputs/words/Food/picture/egg.png") }, "\(errors)")
        #expect(errors.filter { $0.contains("fig") }.count == 1, "\(errors)")
        #expect(errors.contains { $0.contains("fig") && $0.contains("the cards app “deck”") }, "\(errors)")
        // Without the kind's declarations nothing asks for them: the same project with no app is clean.
        try project.write("pipeline.json", #"{"version": 1, "apps": {}}"#)
        let none = try #require(
            try Workflows.build(BuildOptions(project: project.project, stamp: false, kinds: Self.kinds)) { _ in })
        #expect(none.findings.filter { $0.severity == .error } == [])
    }
}
