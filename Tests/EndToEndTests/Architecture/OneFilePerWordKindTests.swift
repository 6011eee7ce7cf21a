import Foundation
import Testing
import WordpackAppKind
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackRecording
import WordpackTestSupport

/// A kind of app that exists only here: one text file per word (`wordfiles/<app>/<List>/<key>.txt`, holding
/// the word in the app's language). It is built, checked, manifested and published by the same machinery as
/// the studio's apps, which proves that a new kind is one folder (here, one file) and nothing else.
enum OneFilePerWordKind: AppKind {
    struct Settings: AppSettings {
        static let kind = "wordfiles"
        var lists: Selection
        var language: String
    }

    typealias Plan = Settings
    typealias Checked = [String: String]

    static let stages = ["wordfiles"]
    static let versions = ["wordfiles": 1]

    static func folder(of app: AppPlanRequest<Settings>) -> String { "wordfiles/\(app.id)/" }

    static func needs(_ app: AppPlanRequest<Settings>, catalogue: Catalogue) -> AppNeeds {
        var needs = AppNeeds()
        for list in app.settings.lists.resolve(from: catalogue.lists.map(\.name)) {
            needs.wordPairs.insert(AppNeeds.Pair(list: list, language: app.settings.language))
        }
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
        let outputs = lists.compactMap { catalogue.list(named: $0) }.flatMap { list in
            list.words.map { word in
                PlannedOutput(
                    path: "wordfiles/\(app.id)/\(list.name)/\(word.key).txt", stage: "wordfiles",
                    inputs: catalogue.sheets(lists: [list.name], languages: [app.settings.language]),
                    settings: CanonicalJSON.text(app.settings), work: .own)
            }
        }
        return AppPlan(id: app.id, outputs: outputs, detail: app.settings)
    }

    /// Every word's text by its file's path; an untranslated word is an error at pipeline.json.
    static func check(_ apps: [AppPlan<Settings>], reported: [Diagnostic], in context: StageContext)
        -> KindCheck<[String: String]>
    {
        var texts: [String: String] = [:]
        var findings: [Diagnostic] = []
        for app in apps {
            for output in app.outputs {
                let parts = output.path.split(separator: "/")
                let (list, key) = (String(parts[2]), String(parts[3].dropLast(4)))
                if let word = context.catalogue.resolvedTranslation(
                    language: app.detail.language, list: list, key: key)?.word
                {
                    texts[output.path] = word
                } else {
                    findings.append(
                        .error(
                            at: Location(file: context.pipelinePath), "“\(key)” of \(list) has no word for “\(app.id)”."
                        ))
                }
            }
        }
        return KindCheck(catalogueFindings: findings, blockers: findings, forMaking: texts)
    }

    static func make(
        _ files: [PlannedOutput], of apps: [AppPlan<Settings>], checked: [String: String], in context: StageContext
    ) -> StageReport {
        var report = StageReport()
        for file in files {
            if let text = checked[file.path] { context.write(Data(text.utf8), to: file.path, report: &report) }
        }
        return report
    }

    static func describe(_ app: AppPlan<Settings>, checked: [String: String]?, made: Set<String>, catalogue: Catalogue)
        -> AppDescription
    {
        AppDescription(id: app.id, kind: Settings.kind, entries: app.outputs.filter { made.contains($0.path) }.count)
    }

    static func shipped(_ app: AppPlanRequest<Settings>, files: [String], outputs: URL) throws -> ShippedContent {
        ShippedContent(
            entries: try files.sorted().map {
                ["file": $0, "word": try String(contentsOf: outputs.appendingPathComponent($0), encoding: .utf8)]
            })
    }
}

@Suite struct OneFilePerWordKindTests {
    static let kinds = AppKinds.standard + [OneFilePerWordKind.self]

    func project() throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {
              "deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all", "languages": ["en", "en-phonics", "es"],
                         "free": {"Animals": "sheet"}},
              "spanish": {"kind": "wordfiles", "lists": ["Food"], "language": "es"}}}
            """)
        return project
    }

    @Test func itIsBuiltCheckedManifestedAndPublished() throws {
        let project = try project()
        var summaries: [String] = []
        let options = BuildOptions(project: project.project, kinds: Self.kinds)
        let outcome = try #require(
            try Workflows.build(options) { if case .summary(let line) = $0 { summaries.append(line) } })
        #expect(summaries.contains("wordfiles: 2 files written, 0 unchanged"))
        #expect(
            try String(contentsOf: project.folder.file("outputs/wordfiles/spanish/Food/egg.txt"), encoding: .utf8)
                == "huevo")
        let manifest = try #require(outcome.manifest)
        #expect(
            manifest.files.filter { $0.stage == "wordfiles" }.map(\.path)
                == ["wordfiles/spanish/Food/egg.txt", "wordfiles/spanish/Food/fig.txt"])
        #expect(manifest.apps.last == AppDescription(id: "spanish", kind: "wordfiles", entries: 2))

        let releases = try TemporaryFolder()
        let release = try #require(try Workflows.publish(options, to: releases.url, version: "1"))
        #expect(release.files.contains("spanish.zip"))
        let content = try String(contentsOf: release.folder.appendingPathComponent("content.json"), encoding: .utf8)
        #expect(content.contains("\"word\" : \"higo\""))
    }

    @Test func itsCheckRunsWithTheOthers() throws {
        let project = try project()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\n")
        let findings = try Workflows.check(BuildOptions(project: project.project, kinds: Self.kinds)).findings
        #expect(findings.map(\.description).contains("pipeline.json: error: “fig” of Food has no word for “spanish”."))
    }
}
