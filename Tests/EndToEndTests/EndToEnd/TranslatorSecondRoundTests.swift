import Foundation
import Testing
import WordpackTestSupport

/// The translator's second round: the files wordpack writes into a language folder (`recorded.tsv`,
/// `translated.tsv`) are never taken for a translations workbook, so an import into a language whose recordings
/// are noted works as the first did.
@Suite struct TranslatorSecondRoundTests {
    @Test(arguments: ["xliff", "po"]) func anImportBesideTheFilesWordpackWritesIsTaken(format: String) throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let folder = project.file("inputs/languages/fr")
        try "path\tsha256\ttext\n".write(
            to: folder.appendingPathComponent("recorded.tsv"), atomically: true, encoding: .utf8)
        try "list\tkey\ttranslation\tmade against\n".write(
            to: folder.appendingPathComponent("translated.tsv"), atomically: true, encoding: .utf8)
        let export = try WordpackBinary.run(["export-\(format)", "--language", "fr"], in: project.url)
        #expect(export.status == 0, "\(export.standardError)")
        let imported = try WordpackBinary.run(
            ["import-\(format)", "translations/fr.\(format)", "--language", "fr"], in: project.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("0 added, 0 changed, 0 removed"), "\(imported.standardError)")
        #expect(!imported.standardError.contains("recorded.tsv"), "\(imported.standardError)")
        #expect(!imported.standardError.contains("translated.tsv"), "\(imported.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recorded.tsv").path))
    }

    /// A code that is also a country's, more often the name of that country's language, is said at once by
    /// add-language, not at the next check; the folder is still made (Northern Sami is a language).
    @Test func addLanguageWarnsAtOnceAboutACountrysCode() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let added = try WordpackBinary.run(["add-language", "se"], in: project.url)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(
            added.standardError.hasPrefix(
                "inputs/languages/se: warning: “se” is the code of Northern Sami, and also the country code of Sweden: "
                    + "if this folder holds Swedish, rename it “sv”."),
            "\(added.standardError)")
        #expect(FileManager.default.fileExists(atPath: project.file("inputs/languages/se").path))
        let plain = try WordpackBinary.run(["add-language", "sv"], in: project.url)
        #expect(plain.status == 0 && !plain.standardError.contains("warning:"), "\(plain.standardError)")
    }

    /// A language not translated yet counts the recordings to come, of the lists an app plays in it, rather than
    /// "0 of the 0" (issue 67): de is played by the animals app only, whose list has 10 words.
    @Test func completenessCountsTheRecordingsStillToCome() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        try #require(try WordpackBinary.run(["add-language", "de"], in: project.url).status == 0)
        let checked = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(
            checked.standardOutput.contains(
                "  recordings:        0 of the 0 translated words the apps play, and 10 more to make once translated\n"),
            "\(checked.standardOutput)")
    }
}
