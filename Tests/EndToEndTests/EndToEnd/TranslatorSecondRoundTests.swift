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
}
