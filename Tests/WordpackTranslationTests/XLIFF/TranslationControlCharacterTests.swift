import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackPipeline
import WordpackSheets
import WordpackTestSupport

/// A translation holding a line break, a tab or another control character is an error at its cell or target,
/// whatever file it came in: XLSX, ODS, CSV, TSV or XLIFF (`check` reports it; `import-xliff` refuses the file).
@Suite struct TranslationControlCharacterTests {
    static let sentence =
        "holds a line break, a tab or another control character (shown here as ↵, ⇥ or \\u{…}), which the apps cannot show in a word; write it on one line, without it."

    /// The errors about control characters among the project's findings.
    static func errors(_ project: TestProject) throws -> [String] {
        try project.findings().filter { $0.contains("control character") }
    }

    static func useOnly(_ project: TestProject, _ name: String, _ data: Data) throws {
        try project.remove("inputs/languages/es/words.csv")
        try project.remove("inputs/languages/es/lists.csv")
        try project.folder.write("inputs/languages/es/\(name)", data)
    }

    @Test func aCSVCellWithALineBreak() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,\"ga\nto\"\nFood,egg,huevo\n")
        #expect(
            try Self.errors(project) == ["inputs/languages/es/words.csv!C4: error: the word “ga↵to” \(Self.sentence)"])
    }

    @Test func aTSVCellWithATab() throws {
        let project = try TestProject()
        try Self.useOnly(
            project, "words.tsv",
            Data("list\tkey\tword\nAnimals\tant\thormiga\nAnimals\tcat\t\"ga\tto\"\nFood\tegg\thuevo\n".utf8))
        #expect(
            try Self.errors(project) == ["inputs/languages/es/words.tsv!C3: error: the word “ga⇥to” \(Self.sentence)"])
    }

    @Test func anXLSXCellWithALineBreakAndAListNameWithATab() throws {
        let project = try TestProject()
        let workbook = XLSXWriter(sheets: [
            .init(
                name: "words",
                rows: [["list", "key", "word"], ["Animals", "ant", "hor\nmiga"], ["Food", "egg", "huevo"]]),
            .init(name: "lists", rows: [["list", "name"], ["Animals", "Ani\tmales"]]),
        ])
        try Self.useOnly(project, "words.xlsx", try workbook.data())
        #expect(
            try Self.errors(project) == [
                "inputs/languages/es/words.xlsx:lists!B2: error: the name “Ani⇥males” \(Self.sentence)",
                "inputs/languages/es/words.xlsx:words!C2: error: the word “hor↵miga” \(Self.sentence)",
            ])
    }

    @Test func anODSCellOfTwoParagraphs() throws {
        let project = try TestProject()
        // The sample's Spanish workbook (LibreOffice's), its “oso” cell given a second paragraph.
        let copy = project.folder.file("words.ods")
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("inputs/languages/es/words.ods"), to: copy)
        let python = try #require(ExternalTool.find("python3"), "python3 is a test package: make test installs it")
        let script = """
            import sys, zipfile
            path = sys.argv[1]
            with zipfile.ZipFile(path) as old:
                entries = [(info, old.read(info.filename)) for info in old.infolist()]
            with zipfile.ZipFile(path, "w") as new:
                for info, data in entries:
                    if info.filename == "content.xml":
                        data = data.replace(b"<text:p>oso</text:p>", b"<text:p>oso</text:p><text:p>pardo</text:p>", 1)
                    new.writestr(info, data)
            """
        let rewrite = try ExternalTool.run(python, ["-c", script, copy.path])
        try #require(rewrite.status == 0, "\(rewrite.standardError)")
        try Self.useOnly(project, "words.ods", try Data(contentsOf: copy))
        let errors = try Self.errors(project)
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("error: the word “oso↵pardo” \(Self.sentence)") == true, "\(errors)")
        #expect(errors.first?.hasPrefix("inputs/languages/es/words.ods:") == true, "\(errors)")
    }

    @Test func anXLIFFTargetWithALineBreakOrATab() throws {
        let project = try TestProject()
        let export = try XLIFFExportTests.export(project, language: "es")
        var xml = String(decoding: export.data(version: .v12), as: UTF8.self)
        xml = xml.replacingOccurrences(of: ">gato<", with: ">ga&#10;to<")
            .replacingOccurrences(of: ">huevo<", with: ">hue&#9;vo<")
        try Self.useOnly(project, "words.xliff", Data(xml.utf8))
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        let cat = try #require(lines.firstIndex { $0.contains("ga&#10;to") }) + 1
        let egg = try #require(lines.firstIndex { $0.contains("hue&#9;vo") }) + 1
        #expect(
            try Self.errors(project) == [
                "inputs/languages/es/words.xliff:\(cat):9: error: the target of the unit “cat” (list Animals) “ga↵to” "
                    + Self.sentence,
                "inputs/languages/es/words.xliff:\(egg):9: error: the target of the unit “egg” (list Food) “hue⇥vo” "
                    + Self.sentence,
            ])
    }
}
