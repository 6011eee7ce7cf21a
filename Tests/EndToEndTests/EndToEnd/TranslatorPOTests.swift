import Foundation
import Testing
import WordpackTestSupport

/// gettext PO, for the translators whose tools are built on it (Poedit, Weblate, Pootle, Transifex): `export-po`
/// writes what `msgfmt --check` and translate-toolkit's `pofilter` accept, with each entry's list and key as its
/// msgctxt and `#, fuzzy` only on an outdated translation; a file edited as Poedit edits it (translate-toolkit
/// saving it, wrapping its lines) comes back through `import-po` changing exactly the entries edited; and the
/// build reads `words.po` as a language's translations.
@Suite struct TranslatorPOTests {
    static let tool = Fixtures.url("po/tool.py").path

    /// The test project with es in a workbook where bat was translated from “bats” (outdated: the reference word
    /// is “bat” now) and fig not yet; pipeline.json reads es from its PO file once there is one.
    static func project() throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "translationSource": {"es": "po"}, "apps": {
              "deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all", "languages": ["en", "en-phonics", "es"],
                         "free": {"Animals": "sheet"}},
              "ole": {"kind": "ole"}}}
            """)
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,reference (en),word\nAnimals,ant,ant,hormiga\nAnimals,bat,bats,murciélago\nAnimals,cat,cat,gato\n"
                + "Food,egg,egg,huevo\nFood,fig,fig,\n")
        return project
    }

    static func entries(_ url: URL) throws -> [[String: Any]] {
        let read = try ExternalTool.run("/usr/bin/env", ["python3", tool, "po-read", url.path])
        #expect(read.status == 0, "translate-toolkit: \(read.standardError)")
        return try read.standardOutput.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    static func msgfmtCheck(_ url: URL) throws {
        let msgfmt = try #require(ExternalTool.find("msgfmt"), "gettext's msgfmt (make test-deps installs it)")
        let checked = try ExternalTool.run(msgfmt, ["--check", "--output-file=/dev/null", url.path])
        #expect(checked.status == 0 && checked.standardError.isEmpty, "msgfmt --check: \(checked.standardError)")
    }

    @Test func exportEditInPoeditsShapeAndImportChangesExactlyTheEditedEntries() throws {
        let project = try Self.project()
        let export = try WordpackBinary.run(["export-po", "--language", "es"], in: project.root)
        try #require(export.status == 0, "\(export.standardError)")
        let exported = project.folder.file("translations/es.po")
        try Self.msgfmtCheck(exported)
        let filtered = try ExternalTool.run(
            "/usr/bin/env", ["pofilter", "--progress=none", exported.path, project.folder.file("filtered.po").path])
        #expect(filtered.status == 0, "pofilter: \(filtered.standardError)")

        // translate-toolkit reads each entry with its list and key, its notes and its row; only bat is fuzzy,
        // with the word it was made for.
        let entries = try Self.entries(exported)
        let contexts = entries.map { $0["context"] as? String ?? "" }
        for context in ["Animals/:name", "Animals/ant", "Animals/bat", "Animals/cat", "Food/egg", "Food/fig"] {
            #expect(contexts.contains(context), "\(contexts)")
        }
        #expect(contexts.allSatisfy { $0.contains("/") } && Set(contexts).count == contexts.count)
        let fuzzy = entries.filter { $0["fuzzy"] as? Bool == true }.compactMap { $0["context"] as? String }
        #expect(fuzzy == ["Animals/bat"], "\(entries)")
        let bat = try #require(entries.first { $0["context"] as? String == "Animals/bat" })
        #expect(bat["previous"] as? String == "bats")
        let ant = try #require(entries.first { $0["context"] as? String == "Animals/ant" })
        #expect((ant["notes"] as? String)?.contains("Picture: es/pictures/Animals/ant.png") == true, "\(ant)")
        #expect(ant["locations"] as? [String] == ["inputs/lists/Animals.csv:2"])
        let fig = try #require(entries.first { $0["context"] as? String == "Food/fig" })
        #expect(fig["target"] as? String == "" && fig["fuzzy"] as? Bool == false)

        // The translator types fig and changes cat in Poedit; bat stays fuzzy, untouched.
        let returned = project.folder.file("es-back.po")
        let edit = try ExternalTool.run(
            "/usr/bin/env",
            ["python3", Self.tool, "po-edit", exported.path, returned.path, "Food/fig=higo", "Animals/cat=gatito"])
        try #require(edit.status == 0, "translate-toolkit: \(edit.standardError)")
        try Self.msgfmtCheck(returned)
        let imported = try WordpackBinary.run(["import-po", returned.path, "--language", "es"], in: project.root)
        #expect(imported.status == 0, "\(imported.standardError)")
        let changes = imported.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            changes == ["changed Animals/cat: gato → gatito", "added Food/fig: higo"], "\(imported.standardOutput)")
        #expect(
            imported.standardError.contains("import-po: inputs/languages/es/words.po: 1 added, 1 changed, 0 removed"),
            "\(imported.standardError)")

        // Nothing lost: exported again, bat is still to review (made for “bats”), cat and fig are current.
        let again = try WordpackBinary.run(["export-po", "--language", "es"], in: project.root)
        try #require(again.status == 0, "\(again.standardError)")
        let second = try String(contentsOf: exported, encoding: .utf8)
        #expect(
            second.contains(
                "#, fuzzy\n#| msgid \"bats\"\nmsgctxt \"Animals/bat\"\nmsgid \"bat\"\nmsgstr \"murciélago\""))
        #expect(second.contains("msgctxt \"Animals/cat\"\nmsgid \"cat\"\nmsgstr \"gatito\""))
        #expect(second.components(separatedBy: "#, fuzzy").count == 2, "\(second)")
        // The same file again changes nothing; the build reads words.po as the language's translations.
        let same = try WordpackBinary.run(["import-po", returned.path, "--language", "es"], in: project.root)
        #expect(same.standardOutput.isEmpty && same.standardError.contains("0 added, 0 changed, 0 removed"))
        let build = try WordpackBinary.run(["build"], in: project.root)
        #expect(build.status == 0, "\(build.standardError)")
        let ole = try String(contentsOf: project.folder.file("outputs/ole/words.json"), encoding: .utf8)
        #expect(ole.contains("gatito") && ole.contains("higo"), "\(ole)")
    }

    /// A file that leaves out the outdated translation keeps it (written back with the kept translations) and
    /// keeps it outdated: the kept unit's source is the word it was made for, which the build compares. Before,
    /// an XLIFF file written back so marked it for review, which read back as not made against anything known.
    @Test(arguments: ["po", "xliff"])
    func aKeptOutdatedTranslationStaysOutdated(format: String) throws {
        let project = try Self.project()
        try #require(try WordpackBinary.run(["export-\(format)", "--language", "es"], in: project.root).status == 0)
        let exported = try String(contentsOf: project.folder.file("translations/es.\(format)"), encoding: .utf8)
        let withoutBat =
            format == "po"
            ? exported.components(separatedBy: "\n\n").filter { !$0.contains("msgctxt \"Animals/bat\"\n") }
                .joined(separator: "\n\n")
            : exported.replacing(#/<trans-unit id="bat"[^>]*>.*?</trans-unit>\n/#.dotMatchesNewlines(), with: "")
        #expect(withoutBat.count < exported.count)
        try project.write("es-back.\(format)", withoutBat)
        let imported = try WordpackBinary.run(
            ["import-\(format)", "es-back.\(format)", "--language", "es"], in: project.root)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("0 added, 0 changed, 0 removed, 1 kept"), "\(imported.standardError)")
        try #require(try WordpackBinary.run(["export-\(format)", "--language", "es"], in: project.root).status == 0)
        let again = try String(contentsOf: project.folder.file("translations/es.\(format)"), encoding: .utf8)
        let outdated =
            format == "po"
            ? "#, fuzzy\n#| msgid \"bats\"\nmsgctxt \"Animals/bat\"\nmsgid \"bat\"\nmsgstr \"murciélago\""
            : "<target state=\"needs-review-translation\">murciélago</target>"
        #expect(again.contains(outdated), "\(again)")
    }

    @Test(arguments: [
        (
            "msgid \"cat\"\nmsgstr \"gato\"\n",
            "es-bad.po:4:1: error: all 1 entries of this file have no msgctxt and match no unit"
        ),
        (
            "msgctxt \"Animals/cat\"\nmsgid \"cat\"\nmsgid_plural \"cats\"\nmsgstr[0] \"gato\"\nmsgstr[1] \"gatos\"\n",
            "es-bad.po:4:1: error: the entry “Animals/cat” has plural forms"
        ),
        (
            "msgctxt \"Animals/cow\"\nmsgid \"cow\"\nmsgstr \"vaca\"\n",
            "es-bad.po:6:1: error: the list “Animals” has no word “cow” (the entry's id)"
        ),
        (
            "msgctxt \"Farm/cow\"\nmsgid \"cow\"\nmsgstr \"vaca\"\n",
            "es-bad.po:6:1: error: there is no list “Farm” (its msgctxt names it)"
        ),
        ("msgctxt \"Animals/cat\"\nmsgid \"cat\"\nmsgstr \"gato\\tmontés\"\n", "es-bad.po:6:1: error:"),
    ])
    func aBadEntryIsAnErrorAtItsLineAndNothingIsCopied(entry: String, says: String) throws {
        let project = try Self.project()
        try project.write(
            "es-bad.po",
            "msgid \"\"\nmsgstr \"Language: es\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n" + entry)
        let refused = try WordpackBinary.run(["import-po", "es-bad.po", "--language", "es"], in: project.root)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains(says), "\(refused.standardError)")
        #expect(refused.standardError.contains("import-po: nothing was copied"), "\(refused.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: project.folder.file("inputs/languages/es").path)
        #expect(!files.contains("words.po"), "\(files)")
    }

    @Test func aFileIntoAnotherLanguageIsRefusedNamingItsHeader() throws {
        let project = try Self.project()
        try project.write(
            "fr.po",
            "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: x\\n\"\n\"Language: fr\\n\"\n\nmsgctxt \"Animals/cat\"\nmsgid \"cat\"\n"
                + "msgstr \"chat\"\n")
        let refused = try WordpackBinary.run(["import-po", "fr.po", "--language", "es"], in: project.root)
        #expect(refused.status == 1)
        // At the header's line that names the language, where Poedit's catalogue properties set it.
        #expect(
            refused.standardError.contains(
                "fr.po:4:1: error: is a translation into fr (its header's Language), not into es; none of its units is "
                    + "used. It belongs in inputs/languages/fr/ (`wordpack import-po FILE --language fr`)"),
            "\(refused.standardError)")
    }
}
