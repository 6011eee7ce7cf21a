import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCatalogueTestSupport
import WordpackCore
import WordpackPipeline
import WordpackSheets
import WordpackTestSupport

@testable import WordpackTranslation

/// `export-xliff`'s files: their bytes, their validity against the OASIS schema, and what they read back as.
@Suite struct XLIFFExportTests {
    static func export(
        _ project: TestProject, language: LanguageCode, untranslatedOnly: Bool = false
    ) throws -> XLIFFExport {
        let catalogue = Ingest(project: project.project).run()
        let configuration = try project.project.loadConfiguration()
        return XLIFFExporter(catalogue: catalogue, configuration: configuration, kinds: AppKinds.standard)
            .export(language: language, untranslatedOnly: untranslatedOnly)
    }

    /// `xmllint --schema` with the OASIS XLIFF 1.2 strict schema, offline (Tests/Fixtures/xliff/README.md).
    static func validate(_ url: URL) throws -> ExternalTool.Output {
        let xmllint = try #require(ExternalTool.find("xmllint"))
        let schema = Fixtures.url("xliff/schema")
        return try ExternalTool.run(
            xmllint,
            [
                "--nonet", "--noout", "--schema", schema.appendingPathComponent("xliff-core-1.2-strict.xsd").path,
                url.path,
            ],
            environment: ["XML_CATALOG_FILES": schema.appendingPathComponent("catalog.xml").path])
    }

    @Test func theTestProjectsSpanishAsGolden() throws {
        let project = try TestProject()
        try project.write(
            "inputs/lists/Animals.csv",
            "key,picture,background,free,hint\r\nant,,grass,TRUE,A tiny insect\r\nbat,,night,TRUE,\r\ncat,,grass,,\r\n")
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,sortkey,caseoverride\nAnimals,ant,hormiga,,\nAnimals,bat,murciélago,murcielago,\n"
                + "Animals,cat,gato,,1\nFood,egg,huevo,,\nFood,fig,higo,,\n")
        let export = try Self.export(project, language: "es")
        try Golden.check(Data(export.data(version: .v12)), against: "xliff/test-project-es.xliff")
        try Golden.check(Data(export.data(version: .v20)), against: "xliff/test-project-es-2.0.xliff")
    }

    @Test(arguments: [("es", false), ("es", true), ("fr", false)] as [(LanguageCode, Bool)])
    func validatesAgainstTheStrictSchema(language: LanguageCode, untranslatedOnly: Bool) throws {
        let project = try TestProject()
        let export = try Self.export(project, language: language, untranslatedOnly: untranslatedOnly)
        let url = try project.folder.write("translations/\(language).xliff", Data(export.data(version: .v12)))
        let result = try Self.validate(url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("validates"))
    }

    @Test(arguments: XLIFFVersion.allCases)
    func readsBackAsTheSameTranslations(version: XLIFFVersion) throws {
        let project = try TestProject()
        let catalogue = Ingest(project: project.project).run()
        let export = try Self.export(project, language: "es")
        let url = try project.folder.write("words.xliff", Data(export.data(version: version)))
        let (tables, findings) = XLIFFFile.read(url, language: "es")
        #expect(findings.isEmpty)
        let expected = try #require(catalogue.language("es")).translations.map {
            "\($0.list)/\($0.key)=\($0.word ?? "-")"
        }
        #expect(XLIFFFile.words(tables) == expected)
        #expect(tables.listNames.map { "\($0.list)=\($0.name)" } == ["Animals=Animales", "Food=Comida"])
    }

    @Test func aTranslationMadeAgainstAnOlderReferenceWordIsMarkedForReview() throws {
        let project = try TestProject()
        // The workbook add-language made, where the reference word of bat was “bats” then.
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,reference (en),word\nAnimals,ant,ant,hormiga\nAnimals,bat,bats,murciélago\nAnimals,cat,,gato\n"
                + "Food,egg,egg,huevo\nFood,fig,fig,\n")
        let export = try Self.export(project, language: "es")
        let units = export.files.flatMap(\.units).filter { !$0.id.hasPrefix(":") }
        #expect(
            units.map { "\($0.id) \($0.target ?? "-") \($0.needsReview)" } == [
                "ant hormiga false", "bat murciélago true", "cat gato false", "egg huevo false", "fig - false",
            ])
        let xml = String(decoding: export.data(version: .v12), as: UTF8.self)
        #expect(xml.contains("<target state=\"needs-review-translation\">murciélago</target>"))
        #expect(xml.contains("<target state=\"translated\">hormiga</target>"))
    }

    @Test func untranslatedOnlyKeepsTheUnitsWithoutATarget() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv", "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,\nFood,egg,huevo\n")
        let export = try Self.export(project, language: "es", untranslatedOnly: true)
        #expect(
            export.files.map { "\($0.list): \($0.units.map(\.id))" } == [
                "Animals: [\"bat\", \"cat\"]", "Food: [\"fig\"]",
            ])
    }

    @Test func olesLengthLimitIsAnAttributeAndANote() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"ole": {"kind": "ole", "lists": ["Food"], "english": "en", "spanish": "es"}}}
            """)
        let export = try Self.export(project, language: "es")
        let egg = try #require(export.files.first { $0.list == "Food" }?.units.first { $0.id == "egg" })
        #expect(egg.maximumLength == 60)
        #expect(egg.notes.contains("At most 60 characters: Olé (ole) shows it on one answer button."))
        #expect(export.files.first { $0.list == "Animals" }?.units.allSatisfy { $0.maximumLength == nil } == true)
        let xml = String(decoding: export.data(version: .v12), as: UTF8.self)
        #expect(xml.contains("<trans-unit id=\"egg\" maxwidth=\"60\" size-unit=\"char\" approved=\"yes\">"))
    }
}
