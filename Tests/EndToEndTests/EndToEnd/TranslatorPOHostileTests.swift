import Foundation
import Testing
import WordpackTestSupport

/// A PO file that yields nothing says so (issue 68): old Mac line ends are read and the change is taken; a file
/// with no entry, or with no header to say its language, is refused, and `--remove-missing` never empties a
/// language with it; a temporary file a killed import left is removed by the next.
@Suite struct TranslatorPOHostileTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Language: es\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    static let cat = "\nmsgctxt \"Animals/cat\"\nmsgid \"cat\"\nmsgstr \"gatito\"\n"

    static func importing(_ text: String, _ extra: [String] = [], project: TestProject) throws -> ProcessRunner.Result {
        try project.write("es-new.po", text)
        return try WordpackBinary.run(["import-po", "es-new.po", "--language", "es"] + extra, in: project.root)
    }

    @Test(arguments: ["\r", "\r\n", "\n"])
    func everyLineEndIsReadAndTheChangeTaken(end: String) throws {
        let project = try TranslatorPOTests.project()
        let leftover = project.folder.file("inputs/languages/es/.words.po.6F1B0C56-0000-4000-8000-000000000000.tmp")
        try Data("half an import".utf8).write(to: leftover)
        let text = (Self.header + Self.cat).replacingOccurrences(of: "\n", with: end)
        let taken = try Self.importing(text, project: project)
        #expect(taken.status == 0, "\(taken.standardError)")
        let said = taken.standardOutput + taken.standardError
        #expect(said.contains("changed Animals/cat: gato → gatito"), "\(said)")
        #expect(said.contains("0 added, 1 changed, 0 removed"), "\(said)")
        let words = try String(contentsOf: project.folder.file("inputs/languages/es/words.po"), encoding: .utf8)
        #expect(words.contains("msgstr \"gatito\""))
        #expect(!FileManager.default.fileExists(atPath: leftover.path), "the killed import's file is still there")
    }

    @Test(arguments: [[], ["--remove-missing"]])
    func aFileWithNoEntryIsAnErrorAndEmptiesNothing(extra: [String]) throws {
        let project = try TranslatorPOTests.project()
        // A header alone, with a comment, with an obsolete entry (`#~`), which is not the file's any more.
        let obsolete = "\n#~ msgctxt \"Animals/cat\"\n#~ msgid \"cat\"\n#~ msgstr \"gato\"\n"
        for text in [Self.header, Self.header + "\n# Translated with care.\n", Self.header + obsolete] {
            let refused = try Self.importing(text, extra, project: project)
            #expect(refused.status == 1, "\(refused.standardOutput)")
            #expect(
                refused.standardError.contains(
                    "es-new.po: error: holds no entry wordpack can read, so it translates nothing"),
                "\(refused.standardError)")
            if !extra.isEmpty {
                #expect(
                    refused.standardError.contains("(and --remove-missing would remove every translation of es)"),
                    "\(refused.standardError)")
            }
            #expect(!refused.standardError.contains("removed"), "\(refused.standardError)")
            let files = try FileManager.default.contentsOfDirectory(
                atPath: project.folder.file("inputs/languages/es").path)
            #expect(!files.contains("words.po"), "\(files)")
        }
    }

    @Test(arguments: [
        ("", "has no header (the entry whose msgid is empty), so it does not say which language it translates into"),
        (
            "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n",
            "has no Language in its header, so it does not say which language it translates into"
        ),
    ])
    func aFileThatDoesNotSayItsLanguageIsTakenAsTheFoldersWithAWarning(header: String, says: String) throws {
        let project = try TranslatorPOTests.project()
        let imported = try Self.importing(header + Self.cat, project: project)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(
            imported.standardError.contains("es-new.po: warning: \(says); it is read as es's translations"),
            "\(imported.standardError)")
    }
}
