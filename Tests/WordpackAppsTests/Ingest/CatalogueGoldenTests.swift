import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// The ingest stage's output, compared byte for byte with committed golden files.
@Suite struct CatalogueGoldenTests {
    @Test func theTestProjectsCatalogue() throws {
        let project = try TestProject()
        try project.write(
            "inputs/lists/Food.csv", "key,background,sound,hint\negg,table,yum,Laid by a hen\nfig,table,yum,\n")
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word,sortkey,caseOverride,disabled,speech\nAnimals,ant,hormiga,,2,,\nAnimals,bat,murciélago,murcielago,,TRUE,\nAnimals,cat,gato,,,,gata\nFood,egg,huevo\nFood,fig,higo\n"
        )
        let data = try CatalogueStore.encode(project.ingest())
        try Golden.check(data, against: "test-project-catalogue.json")
        // The same inputs give the same bytes.
        #expect(try CatalogueStore.encode(project.ingest()) == data)
    }

    /// The committed sample in inputs/, whose sheets LibreOffice wrote (XLSX, ODS) and Excel-style CSV and TSV.
    @Test func theSampleCatalogue() throws {
        let catalogue = Ingest(project: Project(root: Fixtures.repository)).run()
        #expect(catalogue.findings == [])
        try Golden.check(try CatalogueStore.encode(catalogue), against: "sample-catalogue.json")
    }

    @Test func theCatalogueReadsBackAsWritten() throws {
        let project = try TestProject()
        let (catalogue, records) = Ingest(project: project.project, digests: RememberedDigests(url: nil)).read()
        let folder = try TemporaryFolder()
        try CatalogueStore.write(catalogue, records: records, to: folder.file("catalogue.sqlite"))
        #expect(try CatalogueStore.read(from: folder.file("catalogue.sqlite"), displayPath: "c") == catalogue)
    }
}
