import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackSheets

@Suite struct LanguageScaffoldTests {
    private func rows(of workbook: Workbook, sheet: Int) throws -> [[String]] {
        var rows: [[String]] = []
        try workbook.forEachRow(inSheet: sheet) { row in
            var texts = Array(repeating: "", count: (row.cells.map(\.column).max() ?? 0) + 1)
            for cell in row.cells { texts[cell.column] = cell.text }
            rows.append(texts)
        }
        return rows
    }

    @Test func theWorkbookListsEveryKeyBesideTheReferenceWord() throws {
        let project = try TestProject()
        let scaffold = LanguageScaffold(project: project.project, catalogue: project.ingest(), referenceLanguage: "es")
        let created = try scaffold.create(code: "fr")
        #expect(
            created == [
                "inputs/languages/fr/words.xlsx", "inputs/languages/fr/letters/",
                "inputs/languages/fr/speech/Animals/", "inputs/languages/fr/speech/Food/",
            ])
        let workbook = try XLSXWorkbook(url: project.folder.file("inputs/languages/fr/words.xlsx"), displayPath: "w")
        #expect(workbook.sheets.map(\.name) == ["Words", "Lists"])
        #expect(
            try rows(of: workbook, sheet: 0) == [
                ["list", "key", "reference (es)", "word"],
                ["Animals", "ant", "hormiga"], ["Animals", "bat", "murciélago"], ["Animals", "cat", "gato"],
                ["Food", "egg", "huevo"], ["Food", "fig", "higo"],
            ])
        #expect(
            try rows(of: workbook, sheet: 1) == [
                ["list", "reference (es)", "name"], ["Animals", "Animales"], ["Food", "Comida"],
            ])
        // Nothing is left beside it, and the new language is read as untranslated, not as broken.
        let names = try FileManager.default.contentsOfDirectory(atPath: project.folder.file("inputs/languages").path)
        #expect(names.sorted() == ["en", "en-phonics", "es", "fr"])
        let catalogue = project.ingest()
        #expect(catalogue.findings == [])
        #expect(catalogue.language("fr")?.translations.count == 5)
        #expect(catalogue.language("fr")?.translations.allSatisfy { $0.word == nil } == true)
    }

    @Test func anExistingFolderIsNeverTouched() throws {
        let project = try TestProject()
        let scaffold = LanguageScaffold(project: project.project, catalogue: project.ingest(), referenceLanguage: "en")
        let before = try Data(contentsOf: project.folder.file("inputs/languages/es/words.csv"))
        #expect(throws: FileProblem.self) { try scaffold.create(code: "es") }
        do {
            try scaffold.create(code: "es")
        } catch let problem as FileProblem {
            #expect(
                problem.description
                    == "inputs/languages/es: error: already exists, and add-language never overwrites; run `wordpack check --language es` to see what it still needs."
            )
        }
        #expect(try Data(contentsOf: project.folder.file("inputs/languages/es/words.csv")) == before)
    }

    @Test func anInvalidCodeIsRefusedWithASuggestion() throws {
        let project = try TestProject()
        let scaffold = LanguageScaffold(project: project.project, catalogue: project.ingest(), referenceLanguage: "en")
        do {
            try scaffold.create(code: "pt_BR")
            Issue.record("pt_BR was accepted")
        } catch let problem as FileProblem {
            #expect(
                problem.description
                    == "inputs/languages/pt_BR: error: the folder name “pt_BR” is not a language code: name a language folder with its ISO 639 code, then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam); did you mean “pt-BR”?"
            )
        }
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("inputs/languages/pt_BR").path))
    }
}
