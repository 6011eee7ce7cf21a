import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackFirstWords

@Suite struct PlistsStageTests {
    private func run(_ root: URL) throws -> (StageContext, StageReport) {
        let project = Project(root: root)
        let context = StageContext(
            project: project, catalogue: Ingest(project: project).run(), configuration: try project.loadConfiguration())
        return (context, PlistsStage.run(context))
    }

    /// Every plist of the sample: golden bytes, read back by plistlib with the content we meant, valid
    /// against Apple's DTD according to xmllint.
    @Test func theSamplesPlists() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let (context, report) = try run(folder.url)
        #expect(report.findings == [])
        let plists = (report.written + report.unchanged).filter { $0.hasSuffix(".plist") }.sorted()
        // animals: 1 list × 5 languages (the stage alone does not leave fr, in progress, out: a build does);
        // deluxe: 2 × 3, and as many free; japanese: 2
        #expect(plists.count == 19)
        var golden = ""
        for path in (report.written + report.unchanged).sorted() {
            golden += "== \(path)\n" + (try String(contentsOf: folder.file("outputs/\(path)"), encoding: .utf8)) + "\n"
        }
        try Golden.check(Data(golden.utf8), against: "sample-plists.txt")

        // plistlib, Python's reader, sees exactly the entries.
        let python = try #require(ExternalTool.find("python3"), "python3 is missing: make test installs it")
        let output = try ExternalTool.run(
            python, [Fixtures.url("plist/check_plist.py").path] + plists.map { folder.file("outputs/\($0)").path })
        #expect(output.status == 0, "\(output.standardError)")
        let read = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: [[String: Any]]])
        for layout in context.configuration.firstWordsLayouts(context.catalogue) {
            for file in layout.files {
                guard case .wordsPlist(let list, let language, let free) = file.content else { continue }
                let entries = layout.entries(list: list, language: language, free: free)
                    .map { PlistEntry(word: $0.word, translation: $0.translation) }
                let dictionaries = try #require(read[folder.file("outputs/\(file.path)").path])
                #expect(dictionaries.count == entries.count, "\(file.path)")
                for (dictionary, entry) in zip(dictionaries, entries) {
                    var expected: [String: String] = [:]
                    for field in entry.strings { expected[field.key] = field.value }
                    let strings = dictionary.compactMapValues { $0 as? String }
                    #expect(strings == expected, "\(file.path)")
                    #expect((dictionary["disabled"] as? Bool ?? false) == entry.disabled)
                    #expect(dictionary["caseOverride"] as? Int == entry.caseOverride)
                }
            }
        }

        // xmllint validates each against the DTD, resolved through a local catalog (no network).
        let xmllint = try #require(ExternalTool.find("xmllint"), "xmllint is missing: make test installs it")
        let validation = try ExternalTool.run(
            xmllint,
            ["--nonet", "--noout", "--dtdvalid", Fixtures.url("plist/PropertyList-1.0.dtd").path]
                + plists.map { folder.file("outputs/\($0)").path },
            environment: ["XML_CATALOG_FILES": Fixtures.url("plist/catalog.xml").path])
        #expect(validation.status == 0, "\(validation.standardError)")
        #expect(validation.standardError.isEmpty, "\(validation.standardError)")

        // A second run writes nothing: the bytes are the same.
        let (_, again) = try run(folder.url)
        #expect(again.written == [])
    }

    @Test func aControlCharacterIsAnErrorAtItsCell() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,sortkey\nAnimals,ant,hormiga,horm\u{7}iga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\n"
        )
        let (_, report) = try run(project.root)
        #expect(
            report.findings.map(\.description) == [
                "inputs/languages/es/words.csv!D2: error: the sortkey “hormiga” contains a control character (U+0007) that a property list cannot hold; retype the cell without it."
            ])
        #expect(
            !FileManager.default.fileExists(
                atPath: project.folder.file("outputs/firstwords/deluxe/Localization/Animals_es/words.plist").path))
        #expect(
            FileManager.default.fileExists(
                atPath: project.folder.file("outputs/firstwords/deluxe/Localization/Food_es/words.plist").path))
    }

    @Test func folderRules() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {
              "single": {"kind": "firstwords", "name": "S", "lists": ["Animals"], "languages": ["en", "en-phonics"]},
              "multi": {"kind": "firstwords", "name": "M", "lists": "all", "languages": ["en", "en-phonics", "es"],
                        "free": {"Animals": "sheet", "Food": {"first": 1}}}}}
            """)
        let (context, report) = try run(project.root)
        #expect(report.findings == [])
        let written = Set(report.written)
        // A single-list app has no name.txt; a multi-list app has one per list and language…
        #expect(!written.contains { $0.hasPrefix("firstwords/single/") && $0.hasSuffix("name.txt") })
        #expect(written.contains("firstwords/multi/Localization/Food_es/name.txt"))
        // …except for a phonics variant whose parent is in the app: the app reads the parent's.
        #expect(!written.contains { $0.contains("_en-phonics/name.txt") })
        let layout = try #require(
            context.configuration.firstWordsLayouts(context.catalogue).first { $0.appID == "multi" })
        #expect(!layout.files.contains { $0.path.contains("_en-phonics/Speech/") })
        // A free list holds only words.plist, and its words are a non-empty subset of the full list.
        let free = layout.files.filter { $0.path.contains(".free_") }.map(\.path)
        #expect(free.allSatisfy { $0.hasSuffix("/words.plist") } && free.count == 6)
        #expect(
            !FileManager.default.fileExists(
                atPath: project.folder.file("outputs/firstwords/multi/Words/Animals.free").path))
        let plist = try String(
            contentsOf: project.folder.file("outputs/firstwords/multi/Localization/Animals.free_es/words.plist"),
            encoding: .utf8)
        #expect(plist.contains("hormiga") && plist.contains("murciélago") && !plist.contains("gato"))
        let first = try String(
            contentsOf: project.folder.file("outputs/firstwords/multi/Localization/Food.free_en/words.plist"),
            encoding: .utf8)
        #expect(first.contains("<string>egg</string>") && !first.contains("<string>fig</string>"))
    }
}
