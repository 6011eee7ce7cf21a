import Foundation
import WordpackCore
import WordpackSheets

/// The localizer's starting point: `inputs/languages/<code>/` with a translation workbook listing every
/// list and key beside the reference language's word, an empty `word` column to fill, and the empty
/// folders for letter sounds and recordings.
package struct LanguageScaffold {
    package let project: Project
    package let catalogue: Catalogue
    package let referenceLanguage: LanguageCode

    package init(project: Project, catalogue: Catalogue, referenceLanguage: LanguageCode) {
        self.project = project
        self.catalogue = catalogue
        self.referenceLanguage = referenceLanguage
    }

    /// The workbook's name inside the new folder.
    package static let workbookName = "words.xlsx"

    /// The workbook for `code`: a Words sheet and a Lists sheet.
    func workbook() -> XLSXWriter {
        let reference = "reference (\(referenceLanguage))"
        var words: [[String?]] = [["list", "key", reference, "word"]]
        var names: [[String?]] = [["list", reference, "name"]]
        for list in catalogue.lists {
            // A vocabulary list has a row per sense: a word is translated once.
            var keys: Set<String> = []
            for word in list.words where keys.insert(word.key).inserted {
                let known = catalogue.resolvedTranslation(language: referenceLanguage, list: list.name, key: word.key)
                words.append([list.name, word.key, known?.word, nil])
            }
            names.append([
                list.name, catalogue.resolvedListName(language: referenceLanguage, list: list.name)?.name, nil,
            ])
        }
        return XLSXWriter(sheets: [
            .init(name: "Words", rows: words, columnWidths: [14, 18, 24, 24]),
            .init(name: "Lists", rows: names, columnWidths: [14, 24, 24]),
        ])
    }

    /// Creates the folder; never touches an existing one. Returns the paths created, for the localizer.
    @discardableResult
    package func create(code: String) throws -> [String] {
        if case .failure(let error) = LanguageCode.parse(code) {
            throw FileProblem(file: Project.languageFolderPath(named: code), error.message)
        }
        let languages = project.inputs.appendingPathComponent("languages")
        let target = languages.appendingPathComponent(code)
        let display = project.displayPath(of: target)
        if FileManager.default.fileExists(atPath: target.path) {
            throw FileProblem(
                file: display,
                "already exists, and add-language never overwrites; run `wordpack check --language \(code)` to see "
                    + "what it still needs.")
        }
        // Built beside its final place and renamed, so that a failure leaves no half-made language behind.
        let staging = languages.appendingPathComponent(".\(code).\(UUID().uuidString).tmp")
        var created = [Self.workbookName, "letters/"] + catalogue.lists.map { "speech/\($0.name)/" }
        do {
            let manager = FileManager.default
            try manager.createDirectory(
                at: staging.appendingPathComponent("letters"), withIntermediateDirectories: true)
            for list in catalogue.lists {
                try manager.createDirectory(
                    at: staging.appendingPathComponent("speech").appendingPathComponent(list.name),
                    withIntermediateDirectories: true)
            }
            try FileWriter.write(try workbook().data(), to: staging.appendingPathComponent(Self.workbookName))
            guard rename(staging.path, target.path) == 0 else {
                throw FileProblem(file: display, "could not be created (\(String(cString: strerror(errno)))).")
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if let problem = error as? FileProblem { throw problem }
            if let problem = error as? XLSXWriter.Problem { throw problem.fileProblem(file: display) }
            throw FileProblem(file: display, "could not be created (\(error.localizedDescription)).")
        }
        created = created.map { "\(display)/\($0)" }
        return created
    }
}
