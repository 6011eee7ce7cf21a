import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackLanguageTools
@testable import WordpackPipeline

/// A language's spelling check is remembered in the build folder (`inspections/spelling.json`) and taken from
/// there while its words, dictionary, Hunspell and `spelling.txt` are the same, so that an edit of another
/// language it reads (the reference language) does not load a dictionary and spell 100,000 cells again;
/// `check --full` spells everything afresh.
@Suite struct RememberedSpellingTests {
    static let misspelt = "“murcielago” is not in the es dictionary (es_ES)"

    static func project() throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            TranslationChecksTests.spanish.replacingOccurrences(of: "murciélago", with: "murcielago"))
        return project
    }

    static func check(_ project: TestProject, full: Bool = false) throws -> [String] {
        var options = BuildOptions(project: project.project)
        options.fullCheck = full
        return try Workflows.check(options).findings.map(\.description)
    }

    /// The languages whose check `spelling.json` holds.
    static func languages(in file: URL) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        return (object ?? [:]).keys.sorted()
    }

    static func rememberedFile(of project: TestProject) -> URL {
        BuildFolder.inspectionFolder(in: project.project).appendingPathComponent("spelling.json")
    }

    /// The remembered sentences are the ones printed: a sentence changed in the file comes back, until the
    /// language's words change or the check is run in full.
    @Test func theRememberedCheckIsUsedWhileTheWordsAreTheSame() throws {
        try #require(
            SpellingDictionary.files(language: "es") != nil, Comment(rawValue: TranslationChecksTests.hunspellNeeded))
        let project = try Self.project()
        let first = try Self.check(project)
        #expect(first.filter { $0.contains(Self.misspelt) }.count == 1, "\(first)")
        let file = Self.rememberedFile(of: project)
        let remembered = try String(contentsOf: file, encoding: .utf8)
        let spelled = try Self.languages(in: file)
        #expect(spelled.contains("es"), "\(spelled)")
        #expect(remembered.contains("murcielago"))
        try Data(remembered.replacingOccurrences(of: "murcielago", with: "REMEMBERED").utf8).write(to: file)
        // The reference language's sheet changes (a blank line), so es is checked again (its findings remembered
        // whole no longer hold), but its words are the same: its spelling is taken from spelling.json.
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\nFood,fig,fig\n\n")

        #expect(try Self.check(project).contains { $0.contains("“REMEMBERED” is not in the es dictionary") })
        #expect(try Self.check(project, full: true) == first)

        // Another word of the language changes: its check is made again, with the same finding at its cell.
        try project.write(
            "inputs/languages/es/words.csv",
            TranslationChecksTests.spanish.replacingOccurrences(of: "murciélago", with: "murcielago")
                .replacingOccurrences(of: "gato", with: "gata"))
        let again = try Self.check(project)
        #expect(again.contains { $0.contains(Self.misspelt) })
        #expect(!again.contains { $0.contains("REMEMBERED") })
        #expect(again == (try Self.check(project, full: true)))
        // One remembered check per language, whatever the number of edits: the new one replaced es's.
        #expect(try Self.languages(in: file) == spelled)
    }

    /// A word added to `spelling.txt` is a new key: the remembered finding about it is not shown again.
    @Test func anEditedSpellingTxtIsANewCheck() throws {
        try #require(
            SpellingDictionary.files(language: "es") != nil, Comment(rawValue: TranslationChecksTests.hunspellNeeded))
        let project = try Self.project()
        #expect(try Self.check(project).contains { $0.contains(Self.misspelt) })
        try project.write("inputs/languages/es/spelling.txt", "murcielago\n")
        #expect(try !Self.check(project).contains { $0.contains(Self.misspelt) })
    }

    /// The dictionary's identity changes with its files' size or time, and names the Hunspell library loaded.
    @Test func theDictionarysIdentityFollowsItsFiles() throws {
        let folder = try TemporaryFolder()
        let affix = folder.url.appendingPathComponent("xx_XX.aff").path
        let dictionary = folder.url.appendingPathComponent("xx_XX.dic").path
        try Data("SET UTF-8\n".utf8).write(to: URL(fileURLWithPath: affix))
        try Data("1\nword\n".utf8).write(to: URL(fileURLWithPath: dictionary))
        let before = SpellingDictionary.identity(affix: affix, dictionary: dictionary)
        #expect(before.contains("libhunspell"), "\(before)")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: dictionary)
        #expect(SpellingDictionary.identity(affix: affix, dictionary: dictionary) != before)
    }
}
