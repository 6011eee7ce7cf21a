import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

/// A translator's round trip through the real binary: `export-xliff`, a translation tool's edits, `import-xliff`,
/// and `check` and `build` reading the XLIFF file as the language's translations.
@Suite struct XLIFFCommandTests {
    /// The test project's export for fr (a language not begun: no folder yet) with targets filled in as a tool does.
    static func translatedFrench(_ project: TestProject, targets: [String: String]) throws -> URL {
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr"], in: project.root)
        try #require(export.status == 0, "\(export.standardError)")
        #expect(export.standardOutput == "translations/fr.xliff\n")
        var xml = try String(contentsOf: project.folder.file("translations/fr.xliff"), encoding: .utf8)
        for (id, target) in targets {
            let unit = "<trans-unit id=\"\(id)\">\n        <source>"
            guard let start = xml.range(of: unit),
                let end = xml.range(of: "</source>\n", range: start.upperBound..<xml.endIndex)
            else {
                Issue.record("no unit \(id)")
                continue
            }
            xml.insert(contentsOf: "        <target>\(target)</target>\n", at: end.upperBound)
        }
        return try project.folder.write("from-translator/fr.xliff", xml)
    }

    @Test func exportTranslateImportPrintsTheChangesAndTheBuildReadsThem() throws {
        let project = try TestProject()
        let file = try Self.translatedFrench(
            project, targets: [":name": "Animaux", "ant": "fourmi", "cat": "chat", "fig": "figue"])
        let imported = try WordpackBinary.run(
            ["import-xliff", "from-translator/fr.xliff", "--language", "fr"], in: project.root)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(
            imported.standardOutput == """
                added Animals/:name: Animaux
                added Animals/ant: fourmi
                added Animals/cat: chat
                added Food/fig: figue

                """)
        #expect(
            imported.standardError.contains(
                "import-xliff: inputs/languages/fr/words.xliff: 4 added, 0 changed, 0 removed"),
            "\(imported.standardError)")
        #expect(try Data(contentsOf: project.folder.file("inputs/languages/fr/words.xliff")) == Data(contentsOf: file))

        // The tool's next round: one changed, one left without its target (kept), one added.
        var xml = try String(contentsOf: file, encoding: .utf8)
        xml = xml.replacingOccurrences(of: "<target>chat</target>", with: "<target>matou</target>")
            .replacingOccurrences(of: "<target>figue</target>", with: "")
            .replacingOccurrences(
                of: "<source>bat</source>\n", with: "<source>bat</source>\n<target>chauve-souris</target>\n")
        try project.folder.write("from-translator/fr.xliff", xml)
        let again = try WordpackBinary.run(
            ["import-xliff", "from-translator/fr.xliff", "--language", "fr"], in: project.root)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(
            again.standardOutput == """
                added Animals/bat: chauve-souris
                changed Animals/cat: chat → matou

                """)
        #expect(again.standardError.contains("1 added, 1 changed, 0 removed, 1 kept"), "\(again.standardError)")
        // With --remove-missing, the translation the file leaves out goes.
        let removing = try WordpackBinary.run(
            ["import-xliff", "from-translator/fr.xliff", "--language", "fr", "--remove-missing"], in: project.root)
        #expect(removing.status == 0, "\(removing.standardError)")
        #expect(removing.standardOutput == "removed Food/fig: figue\n")

        // The build reads the language from its XLIFF file; no app takes fr, so nothing fails for it.
        let check = try WordpackBinary.run(["check", "--language", "fr"], in: project.root)
        #expect(
            check.standardOutput.contains("words translated:  3 of the 5 words the apps show"),
            "\(check.standardOutput)")
        let ingest = try WordpackBinary.run(["ingest", "--json"], in: project.root)
        #expect(ingest.standardOutput.contains("\"word\" : \"matou\""), "\(ingest.standardOutput.prefix(400))")

        // What is exported now: the translations, as made against today's reference words.
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr", "--untranslated"], in: project.root)
        #expect(export.status == 0)
        let open = try String(contentsOf: project.folder.file("translations/fr.xliff"), encoding: .utf8)
        #expect(open.contains("<trans-unit id=\"egg\">") && !open.contains("<trans-unit id=\"cat\">"))
    }

    @Test func aBadFileIsNotImportedAndEveryProblemIsPrinted() throws {
        let project = try TestProject()
        try project.folder.write("problems.xliff", Data(contentsOf: Fixtures.url("xliff/problems.xliff")))
        let result = try WordpackBinary.run(["import-xliff", "problems.xliff", "--language", "fr"], in: project.root)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("problems.xliff:") }.map { $0.components(separatedBy: ": error: ")[0] } == [
                "problems.xliff:7:9", "problems.xliff:11:9", "problems.xliff:17:7", "problems.xliff:23:9",
                "problems.xliff:27:9", "problems.xliff:29:7", "problems.xliff:35:3",
            ], "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "problems.xliff:23:9: error: the list “Animals” has no word “zebra” (the unit's id); the translation tool "
                    + "may have added the unit, or the word was removed from the list. Delete the unit, or add the word to "
                    + "the list first."))
        #expect(
            lines.last == "import-xliff: nothing was copied; correct the problems above in the translation tool, "
                + "then import the file again.")
        #expect(result.standardOutput.isEmpty)
        // Not even the new language's folder is left behind.
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("inputs/languages/fr").path))
    }

    @Test(arguments: ["billion-laughs.xliff", "external-entity.xliff", "truncated.xliff"])
    func aHostileFileIsRefusedWithASentence(name: String) throws {
        let project = try TestProject()
        try project.folder.write(name, Data(contentsOf: Fixtures.url("xliff/\(name)")))
        let before = CachePoisoner.contents(of: project.folder.file("inputs"))
        let result = try WordpackBinary.run(["import-xliff", name, "--language", "es"], in: project.root, timeout: 60)
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(name): error: "), "\(result.standardError)")
        #expect(!result.standardError.contains("Fatal error"))
        #expect(CachePoisoner.contents(of: project.folder.file("inputs")) == before)
    }

    @Test func checkFindsWhatWouldStopTheBuildInAnXLIFFSource() throws {
        let project = try TestProject()
        try project.folder.write(
            "inputs/languages/fr/words.xliff", Data(contentsOf: Fixtures.url("xliff/problems.xliff")))
        let check = try WordpackBinary.run(["check"], in: project.root)
        #expect(check.status == 1)
        let display = "inputs/languages/fr/words.xliff"
        for place in ["7:9", "11:9", "17:7", "27:9", "29:7", "35:3"] {
            #expect(check.standardError.contains("\(display):\(place): error: "), "\(place): \(check.standardError)")
        }
        // The unit of a key the list does not have, as for a workbook's row.
        #expect(
            check.standardError.contains(
                "\(display):23:9: error: unit Animals/zebra: the list “Animals” has no key “zebra”"))
        let build = try WordpackBinary.run(["build"], in: project.root)
        #expect(build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("outputs/firstwords").path))
    }

    @Test func aWorkbookAndAnXLIFFFileInOneFolderNeedPipelineJSONToSayWhichIsRead() throws {
        let project = try TestProject()
        let export = try XLIFFExportTests.export(project, language: "es")
        var xml = String(decoding: export.data(version: .v12), as: UTF8.self)
        xml = xml.replacingOccurrences(of: ">hormiga<", with: ">hormiguita<")
        try project.folder.write("inputs/languages/es/words.xliff", xml)
        let both = try WordpackBinary.run(["check"], in: project.root)
        #expect(both.status == 1)
        #expect(
            both.standardError.contains(
                "inputs/languages/es/words.xliff: error: is a translation of es, and so are “lists.csv” and “words.csv” "
                    + "beside it; wordpack does not know which to read, so it reads neither. Delete one, or say which in "
                    + "pipeline.json: \"translationSource\": {\"es\": \"xliff\"} (or \"workbook\")."),
            "\(both.standardError)")

        let original = try String(contentsOf: project.folder.file("pipeline.json"), encoding: .utf8)
        for (source, word) in [("xliff", "hormiguita"), ("workbook", "hormiga")] {
            let pipeline = original.replacingOccurrences(
                of: #"{"version": 1,"#, with: #"{"version": 1, "translationSource": {"es": "\#(source)"},"#)
            try project.folder.write("pipeline.json", pipeline)
            let check = try WordpackBinary.run(["check"], in: project.root)
            #expect(check.status == 0, "\(source): \(check.standardError)")
            let ingest = try WordpackBinary.run(["ingest", "--json"], in: project.root)
            #expect(ingest.standardOutput.contains("\"word\" : \"\(word)\""), "\(source)")
        }
        try project.folder.write(
            "pipeline.json",
            original.replacingOccurrences(of: #"{"version": 1,"#, with: #"{"version": 1, "translationSource": "pdf","#))
        let wrong = try WordpackBinary.run(["check"], in: project.root)
        #expect(wrong.status == 1)
        #expect(wrong.standardError.contains("translationSource"), "\(wrong.standardError)")
    }
}
