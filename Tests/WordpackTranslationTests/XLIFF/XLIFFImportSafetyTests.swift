import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

/// `import-xliff` never loses a translation by accident: a file whose structure is not the version it says is
/// refused at the line that shows it; units the file leaves out keep their translations unless
/// `--remove-missing`; the file must translate from the reference language; a target with a line break is
/// refused; a workbook column XLIFF cannot carry stops the switch to XLIFF, naming the column; and a refusal
/// whose causes are in the project says so.
@Suite struct XLIFFImportSafetyTests {
    static func importFile(_ project: TestProject, _ path: String, _ extra: [String] = []) throws
        -> WordpackBinary.Result
    {
        try WordpackBinary.run(["import-xliff", path, "--language", "fr"] + extra, in: project.root)
    }

    /// The test project with fr imported: four translations (a list name and three words).
    static func frenchImported() throws -> (TestProject, URL) {
        let project = try TestProject()
        let file = try XLIFFCommandTests.translatedFrench(
            project, targets: [":name": "Animaux", "ant": "fourmi", "cat": "chat", "fig": "figue"])
        let imported = try importFile(project, "from-translator/fr.xliff")
        try #require(imported.status == 0, "\(imported.standardError)")
        return (project, file)
    }

    static func line(of text: String, in xml: String) -> Int? {
        xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    @Test(arguments: [
        // A 1.2 body labelled 2.0, its namespace left as it was: the root contradicts itself.
        ("version=\"1.2\"", "version=\"2.0\"", "<xliff ", "version=\"2.0\" on <xliff>), but here is its namespace"),
        // The same without its namespace: the first <trans-unit> shows it.
        (
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">", "<xliff version=\"2.0\">",
            "<trans-unit ", "version=\"2.0\" on <xliff>), but here is <trans-unit>, an element of XLIFF 1.2"
        ),
    ])
    func aMislabelledFileIsRefusedAtTheLineThatShowsIt(
        label: String, mislabel: String, element: String, says: String
    ) throws {
        let (project, file) = try Self.frenchImported()
        let words = project.folder.file("inputs/languages/fr/words.xliff")
        let before = try Data(contentsOf: words)
        let xml = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: label, with: mislabel)
        try project.folder.write("from-translator/mislabelled.xliff", xml)
        let result = try Self.importFile(project, "from-translator/mislabelled.xliff")
        #expect(result.status == 1)
        let line = try #require(Self.line(of: element, in: xml))
        let column =
            try #require(xml.split(separator: "\n")[line - 1].firstIndex(of: "<")).utf16Offset(
                in: xml.split(separator: "\n")[line - 1]) + 1
        #expect(
            result.standardError.contains(
                "from-translator/mislabelled.xliff:\(line):\(column): error: the file says it is XLIFF 2.0 (\(says)"),
            "\(result.standardError)")
        #expect(!result.standardError.contains("removed"))
        #expect(try Data(contentsOf: words) == before)
    }

    @Test func aVersion2BodyLabelled12IsRefusedToo() throws {
        let (project, _) = try Self.frenchImported()
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr", "--version", "2.0"], in: project.root)
        try #require(export.status == 0)
        let xml = try String(contentsOf: project.folder.file("translations/fr.xliff"), encoding: .utf8)
            .replacingOccurrences(
                of: #"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0""#,
                with: #"<xliff version="1.2""#)
        try project.folder.write("from-translator/two.xliff", xml)
        let result = try Self.importFile(project, "from-translator/two.xliff")
        #expect(result.status == 1)
        let line = try #require(Self.line(of: "<unit ", in: xml))
        #expect(
            result.standardError.contains(
                "from-translator/two.xliff:\(line):5: error: the file says it is XLIFF 1.2 (version=\"1.2\" on <xliff>), "
                    + "but here is <unit>, an element of XLIFF 2.0: its structure is XLIFF 2.0, so none of its units is "
                    + "read."),
            "\(result.standardError)")
    }

    @Test func unitsTheFileLeavesOutAreKeptUnlessRemoveMissing() throws {
        let (project, _) = try Self.frenchImported()
        // What the translator sends back from `--untranslated`: only the units without a translation.
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr", "--untranslated"], in: project.root)
        try #require(export.status == 0)
        let xml = try String(contentsOf: project.folder.file("translations/fr.xliff"), encoding: .utf8)
            .replacingOccurrences(
                of: "<source>bat</source>\n", with: "<source>bat</source>\n        <target>chauve-souris</target>\n")
        try project.folder.write("from-translator/rest.xliff", xml)
        let kept = try Self.importFile(project, "from-translator/rest.xliff")
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(kept.standardOutput == "added Animals/bat: chauve-souris\n")
        #expect(
            kept.standardError.contains(
                "import-xliff: inputs/languages/fr/words.xliff: 1 added, 0 changed, 0 removed, 4 kept (not in the file, "
                    + "or without a target: --remove-missing removes them)"),
            "\(kept.standardError)")
        let ingest = try WordpackBinary.run(["ingest", "--json"], in: project.root)
        for word in ["fourmi", "chat", "figue", "chauve-souris", "Animaux"] {
            #expect(ingest.standardOutput.contains("\"\(word)\""), "\(word) was lost")
        }
        let check = try WordpackBinary.run(["check", "--language", "fr"], in: project.root)
        #expect(
            check.standardOutput.contains("words translated:  4 of the 5 words the apps show"),
            "\(check.standardOutput)")

        let removed = try Self.importFile(project, "from-translator/rest.xliff", ["--remove-missing"])
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(
            removed.standardOutput == """
                removed Animals/:name: Animaux
                removed Animals/ant: fourmi
                removed Animals/cat: chat
                removed Food/fig: figue

                """)
        #expect(
            removed.standardError.contains(
                "import-xliff: inputs/languages/fr/words.xliff: 0 added, 0 changed, 4 removed"))
    }

    @Test func aFileFromAnotherLanguageThanTheReferenceIsRefused() throws {
        let project = try TestProject()
        let file = try XLIFFCommandTests.translatedFrench(project, targets: ["ant": "fourmi"])
        let xml = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "source-language=\"en\"", with: "source-language=\"de\"")
        try project.folder.write("from-translator/fr.xliff", xml)
        let result = try Self.importFile(project, "from-translator/fr.xliff")
        #expect(result.status == 1)
        let line = try #require(Self.line(of: "<file ", in: xml))
        #expect(
            result.standardError.contains(
                "from-translator/fr.xliff:\(line):3: error: this file translates from de (its source-language), but the "
                    + "project's reference language is en (pipeline.json's referenceLanguage)"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("inputs/languages/fr").path))
    }

    @Test func aTargetWithALineBreakIsRefused() throws {
        let project = try TestProject()
        let file = try XLIFFCommandTests.translatedFrench(project, targets: ["ant": "four&#10;mi"])
        let result = try Self.importFile(project, "from-translator/fr.xliff")
        #expect(result.status == 1)
        let xml = try String(contentsOf: file, encoding: .utf8)
        let line = try #require(Self.line(of: "four&#10;mi", in: xml))
        #expect(
            result.standardError.contains(
                "from-translator/fr.xliff:\(line):9: error: the target of the unit “ant” (list Animals) “four↵mi” holds "
                    + "a line break"),
            "\(result.standardError)")
    }

    @Test func aWorkbookColumnXLIFFCannotCarryStopsTheSwitchAndTheProblemIsSaidToBeInTheProject() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,speech,alternatives\nAnimals,ant,hormiga,,\nAnimals,bat,murciélago,murcielago,\n"
                + "Animals,cat,gato,,minino / michi\nFood,egg,huevo,,\nFood,fig,higo,,\n")
        let export = try WordpackBinary.run(["export-xliff", "--language", "es"], in: project.root)
        try #require(export.status == 0)
        #expect(
            export.standardError.contains(
                "inputs/languages/es/words.csv!D3: warning: the column “speech” holds a value here, which the XLIFF "
                    + "1.2 file of es cannot carry"),
            "\(export.standardError)")
        let exported = try String(contentsOf: project.folder.file("translations/es.xliff"), encoding: .utf8)
        #expect(exported.contains("<trans-unit id=\"cat:alternatives\" approved=\"yes\">"))

        let refused = try WordpackBinary.run(
            ["import-xliff", "translations/es.xliff", "--language", "es"], in: project.root)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "inputs/languages/es/words.csv!D3: error: the column “speech” holds a value here, and an XLIFF file "
                    + "cannot carry that column"),
            "\(refused.standardError)")
        #expect(!refused.standardError.contains("column “alternatives”"))
        #expect(
            refused.standardError.hasSuffix(
                "import-xliff: nothing was copied; the problems above are in the project, not in "
                    + "translations/es.xliff: correct them there, then import the file again.\n"),
            "\(refused.standardError)")

        // Saying in pipeline.json that es is read from XLIFF does not lose the column either.
        let pipeline = try String(contentsOf: project.folder.file("pipeline.json"), encoding: .utf8)
            .replacingOccurrences(
                of: #"{"version": 1,"#, with: #"{"version": 1, "translationSource": {"es": "xliff"},"#)
        try project.write("pipeline.json", pipeline)
        let still = try WordpackBinary.run(
            ["import-xliff", "translations/es.xliff", "--language", "es"], in: project.root)
        #expect(still.status == 1)
        #expect(still.standardError.contains("!D3: error: the column “speech”"), "\(still.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("inputs/languages/es/words.xliff").path))
        // Nor does putting the file in place by hand: the build says the column would be lost.
        try FileManager.default.copyItem(
            at: project.folder.file("translations/es.xliff"),
            to: project.folder.file("inputs/languages/es/words.xliff"))
        let check = try WordpackBinary.run(["check"], in: project.root)
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "inputs/languages/es/words.csv!D3: error: the column “speech” holds a value here, but pipeline.json has "
                    + "es read from words.xliff (translationSource \"xliff\"), which cannot carry that column"),
            "\(check.standardError)")
        try project.remove("inputs/languages/es/words.xliff")

        // Without it, the switch goes through, the alternatives carried.
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,alternatives\nAnimals,ant,hormiga,\nAnimals,bat,murciélago,\n"
                + "Animals,cat,gato,minino / michi\nFood,egg,huevo,\nFood,fig,higo,\n")
        let switched = try WordpackBinary.run(
            ["import-xliff", "translations/es.xliff", "--language", "es"], in: project.root)
        #expect(switched.status == 0, "\(switched.standardError)")
        try project.remove("inputs/languages/es/words.csv")
        try project.remove("inputs/languages/es/lists.csv")
        let ingest = try WordpackBinary.run(["ingest", "--json"], in: project.root)
        #expect(ingest.standardOutput.contains("\"alternatives\" : \"minino / michi\""), "\(ingest.standardOutput)")
    }
}
