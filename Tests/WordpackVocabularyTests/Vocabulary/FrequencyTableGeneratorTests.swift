import Foundation
import Testing
import WordpackTestSupport

/// The committed frequency tables are exactly what `tools/generate-frequencies.py` writes from wordfreq 3.1.1
/// (which `make test` installs with pip): nobody edited them by hand, and the generator still makes them.
@Suite struct FrequencyTableGeneratorTests {
    @Test func theCommittedTablesAreTheGeneratorsOutput() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let folder = try TemporaryFolder()
        let script = Fixtures.repository.appendingPathComponent("tools/generate-frequencies.py").path
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: python), [script, "--to", folder.url.path, "en", "es"], in: Fixtures.repository)
        #expect(result.status == 0, "\(result.standardError) (make test installs wordfreq 3.1.1 with pip)")
        for language in ["en", "es"] {
            let committed = try Data(
                contentsOf: Fixtures.repository.appendingPathComponent(
                    "Sources/WordpackVocabulary/Resources/frequencies/\(language).tsv"))
            let made = try Data(contentsOf: folder.file("\(language).tsv"))
            #expect(made.count > 300_000, "\(language).tsv holds \(made.count) bytes")
            #expect(
                made == committed, "\(language).tsv differs from the generator's; run tools/generate-frequencies.py")
        }
    }
}
