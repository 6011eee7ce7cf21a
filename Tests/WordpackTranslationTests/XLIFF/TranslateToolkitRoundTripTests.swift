import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCatalogueTestSupport
import WordpackPipeline
import WordpackSheets
import WordpackTestSupport

/// translate-toolkit, an independent XLIFF implementation that translation tools are built on, reads every
/// file `export-xliff` writes, and what it writes back (targets changed through its API) reads in wordpack as
/// the same translations.
@Suite struct TranslateToolkitRoundTripTests {
    static func toolkit(_ arguments: [String]) throws -> ExternalTool.Output {
        // The python3 on the PATH: the one `make test-deps` installed translate-toolkit for.
        try ExternalTool.run("/usr/bin/env", ["python3", Fixtures.url("xliff/roundtrip.py").path] + arguments)
    }

    struct ToolkitUnit: Decodable, Equatable {
        var id: String
        var source: String
        var target: String?
    }

    @Test(arguments: XLIFFVersion.allCases)
    func theToolkitReadsTheExportAndWordpackReadsItsFile(version: XLIFFVersion) throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,sortkey,caseoverride\nAnimals,ant,hormiga,,\nAnimals,bat,murciélago,murcielago,\n"
                + "Animals,cat,gato,,1\nFood,egg,huevo,,\n")
        let export = try XLIFFExportTests.export(project, language: "es")
        let exported = try project.folder.write("translations/es.xliff", Data(export.data(version: version)))

        let read = try Self.toolkit(["read", exported.path])
        try #require(read.status == 0, "\(read.standardError)")
        let units = try read.standardOutput.split(separator: "\n").map {
            try JSONDecoder().decode(ToolkitUnit.self, from: Data($0.utf8))
        }
        // XLIFF 1.2 ids carry their <file>'s original before U+0004; XLIFF 2's are the unit's own.
        let expected = export.files.flatMap { file in
            file.units.map {
                ToolkitUnit(
                    id: version == .v12 ? "\(file.list)\u{4}\($0.id)" : $0.id, source: $0.source, target: $0.target)
            }
        }
        #expect(units == expected)

        let translated = project.folder.file("translated.xliff")
        let write = try Self.toolkit(["translate", exported.path, translated.path])
        try #require(write.status == 0, "\(write.standardError)")
        let (tables, findings) = XLIFFFile.read(translated, language: "es")
        #expect(findings.isEmpty)
        #expect(
            tables.translations.map {
                "\($0.list)/\($0.key)=\($0.word ?? "-") \($0.sortkey ?? "-") \($0.caseOverride.map { "\($0.rawValue)" } ?? "-")"
            } == [
                "Animals/ant=tt ant - -", "Animals/bat=tt bat tt bat -", "Animals/cat=tt cat - 1",
                "Food/egg=tt egg - -",
                "Food/fig=tt fig - -",
            ])
        #expect(tables.listNames.map { "\($0.list)=\($0.name)" } == ["Animals=tt Animals", "Food=tt Food"])
    }

    /// The columns a kind reads as translated text (Olé's alternatives, Glyph's vocalization) are units of their
    /// own that the toolkit reads and translates like any other, and wordpack reads back into their columns.
    @Test(arguments: XLIFFVersion.allCases)
    func theKindsTranslatedColumnsGoThroughTheToolkit(version: XLIFFVersion) throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word,vocalization\nAnimals,ant,ant,\nAnimals,bat,bat,a bat flies\nAnimals,cat,cat,\n"
                + "Food,egg,egg,\nFood,fig,fig,\n")
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,alternatives,vocalization\nAnimals,ant,hormiga,,\nAnimals,bat,murciélago,,vuela\n"
                + "Animals,cat,gato,minino / michi,\nFood,egg,huevo,,\nFood,fig,higo,,\n")
        let export = try XLIFFExportTests.export(project, language: "es")
        let exported = try project.folder.write("translations/es.xliff", Data(export.data(version: version)))
        let read = try Self.toolkit(["read", exported.path])
        try #require(read.status == 0, "\(read.standardError)")
        let units = try read.standardOutput.split(separator: "\n").map {
            try JSONDecoder().decode(ToolkitUnit.self, from: Data($0.utf8))
        }
        let prefix = version == .v12 ? "Animals\u{4}" : ""
        #expect(units.contains(ToolkitUnit(id: prefix + "cat:alternatives", source: "cat", target: "minino / michi")))
        #expect(units.contains(ToolkitUnit(id: prefix + "bat:vocalization", source: "a bat flies", target: "vuela")))

        let translated = project.folder.file("translated.xliff")
        let write = try Self.toolkit(["translate", exported.path, translated.path])
        try #require(write.status == 0, "\(write.standardError)")
        var cleaner = TextCleaner()
        var tables = XLIFFTranslations(
            language: "es", translatedColumns: AppKinds.standard.translatedColumns)
        try tables.read(path: translated.path, displayPath: "translated.xliff", cleaner: &cleaner)
        #expect(cleaner.findings.isEmpty)
        let columns = tables.translations.map {
            "\($0.key) \($0.extras["alternatives"] ?? "-") \($0.extras["vocalization"] ?? "-")"
        }
        #expect(columns == ["ant - -", "bat - tt a bat flies", "cat tt cat -", "egg - -", "fig - -"])
    }
}
