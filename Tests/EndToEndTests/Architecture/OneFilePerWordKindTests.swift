import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackRecording
import WordpackRelease
import WordpackTestSupport
import WordpackTranslation

/// A kind of app that exists only here: one text file per word (`wordfiles/<app>/<List>/<key>.txt`, holding
/// the word in the app's language), with the word's picture as a thumbnail and its recording as a clip, in a
/// size and a format no other kind has, and a limit on the length of its words. It is built, checked, manifested
/// and published by the same machinery as the studio's apps, and its roles and its limit reach pipeline.json, the
/// shared images and audio stages and the translators' XLIFF, which proves that a new kind is one folder (here,
/// one file) and nothing else.
enum OneFilePerWordKind: AppKind {
    struct Settings: AppSettings {
        static let kind = "wordfiles"
        static let pictureRoles = [PictureRole.thumbnail]
        static let audioRoles = [AudioRole.clip]
        var lists: Selection<String>
        var language: LanguageCode
    }

    /// The most characters of a word the app shows.
    static let longestWord = 12

    typealias Plan = Settings
    typealias Checked = [String: String]

    static let stages = ["wordfiles"]
    static let versions = ["wordfiles": 1]

    static func folder(of app: AppPlanRequest<Settings>) -> String { "wordfiles/\(app.id)/" }

    static func textLimit(_ app: AppPlanRequest<Settings>, language: LanguageCode) -> TextLimit? {
        guard language == app.settings.language else { return nil }
        return TextLimit(
            lists: app.settings.lists, characters: longestWord,
            note: "At most \(longestWord) characters: \(app.id) writes it in one file name.")
    }

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
        let picture = CanonicalJSON.text(configuration.images.format(for: .thumbnail))
        let clip = CanonicalJSON.text(configuration.audio.format(for: .clip))
        let outputs = lists.compactMap { catalogue.list(named: $0) }.flatMap { list in
            list.words.flatMap { word in
                let folder = "wordfiles/\(app.id)/\(list.name)"
                var outputs = [
                    PlannedOutput(
                        path: "\(folder)/\(word.key).txt", stage: "wordfiles",
                        inputs: catalogue.sheets(lists: [list.name], languages: [app.settings.language]),
                        settings: CanonicalJSON.text(app.settings), work: .own)
                ]
                if let master = list.pictures.first(where: { $0.name == word.pictureName && $0.fileExtension == "png" })
                {
                    outputs.append(
                        PlannedOutput(
                            path: "\(folder)/\(word.key).png", stage: OutputRecipe.imagesStage, inputs: [master.path],
                            settings: picture, work: .picture(source: master.path, role: .thumbnail, scale: 1)))
                }
                if let recording = catalogue.recording(language: app.settings.language, list: list.name, name: word.key)
                {
                    outputs.append(
                        PlannedOutput(
                            path: "\(folder)/\(word.key).caf", stage: OutputRecipe.audioStage,
                            inputs: [recording.file.path], settings: clip,
                            work: .recording(source: recording.file.path, role: .clip)))
                }
                return outputs
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
            for output in app.outputs where output.stage == "wordfiles" {
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
        AppDescription(
            id: app.id, kind: Settings.kind,
            entries: app.outputs.filter { $0.stage == "wordfiles" && made.contains($0.path) }.count)
    }

    static func shipped(_ app: AppPlanRequest<Settings>, files: [String], outputs: URL) throws -> ShippedContent {
        ShippedContent(
            entries: try files.filter { $0.hasSuffix(".txt") }.sorted().map {
                ["file": $0, "word": try String(contentsOf: outputs.appendingPathComponent($0), encoding: .utf8)]
            })
    }
}

extension PictureRole {
    /// The test kind's picture: a small 4:3 thumbnail, cropped to fill it.
    static let thumbnail = PictureRole(
        "thumbnail", standard: PictureFormat(width: 64, height: 48, fit: .fill), noun: "a thumbnail")
}

extension AudioRole {
    /// The test kind's recording: at 16 kHz, which no other kind uses.
    static let clip = AudioRole("clip", standard: AudioFormat(sampleRate: 16000))
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

    @Test func itsPicturesAndRecordingsHaveTheSizeAndFormatItDeclaresOrPipelineJSONSets() throws {
        let project = try project()
        let options = BuildOptions(project: project.project, kinds: Self.kinds)
        let first = try #require(try Workflows.build(options) { _ in })
        #expect(first.findings.filter { $0.severity == .error } == [])
        let egg = "outputs/wordfiles/spanish/Food/egg"
        #expect(try Self.size(of: project.folder.file("\(egg).png")) == [64, 48])
        #expect(try Self.sampleRate(of: project.folder.file("\(egg).caf")) == 16000)

        // pipeline.json sets the kind's roles under their own names, as it does the other kinds'.
        let pipeline = try String(contentsOf: project.folder.file("pipeline.json"), encoding: .utf8)
        let settings =
            #"{"version": 1, "images": {"thumbnail": {"width": 32, "height": 32}}, "#
            + #""audio": {"clip": {"sampleRate": 8000}}, "apps""#
        try project.write("pipeline.json", pipeline.replacingOccurrences(of: #"{"version": 1, "apps""#, with: settings))
        _ = try #require(try Workflows.build(options) { _ in })
        #expect(try Self.size(of: project.folder.file("\(egg).png")) == [32, 32])
        #expect(try Self.sampleRate(of: project.folder.file("\(egg).caf")) == 8000)

        // Without the kind, its roles are keys no kind knows.
        try project.write("pipeline.json", #"{"version": 1, "audio": {"clip": {"sampleRate": 8000}}}"#)
        #expect {
            try project.project.loadConfiguration(kinds: AppKinds.standard)
        } throws: { error in
            "\(error)".contains("`audio.clip`: unknown key; the keys allowed here are “letters”, “pronunciation”, ")
        }
    }

    @Test func itsTextLimitReachesTheTranslatorsOfItsLanguageAndLists() throws {
        let project = try project()
        let written = try Workflows.exportXLIFF(
            BuildOptions(project: project.project, kinds: Self.kinds), languages: [try LanguageCode.parse("es").get()])
        let path = try #require(written.first)
        let xliff = try String(contentsOf: project.folder.file(path), encoding: .utf8)
        // The units of Food, which the app shows, carry its limit and its note; those of Animals, which it does
        // not show, carry none.
        let egg = #"<trans-unit id="egg" maxwidth="12" size-unit="char" approved="yes">"#
        #expect(xliff.contains(egg), "\(xliff)")
        #expect(
            xliff.contains("<note from=\"developer\">At most 12 characters: spanish writes it in one file name.</note>")
        )
        #expect(xliff.contains(#"<trans-unit id="ant" approved="yes">"#), "\(xliff)")
    }

    /// A picture's width and height, from its header, once pngcheck has found the file whole.
    static func size(of url: URL) throws -> [Int] {
        #expect(try PNGCheck.problems([url]) == nil)
        let header = try #require(PNGFileHeader(try Data(contentsOf: url)), "\(url.path) is not a PNG file")
        return [header.width, header.height]
    }

    /// A recording's sample rate as ffprobe reads it.
    static func sampleRate(of url: URL) throws -> Int {
        try FFprobe.stream(url).sampleRate
    }
}
