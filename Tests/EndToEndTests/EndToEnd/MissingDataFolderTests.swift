import Foundation
import Testing
import WordpackTestSupport

/// A binary copied alone, without its data folders (issue 68), says so in one sentence, with where it looked
/// and how to install it, on every command that reads a project; its help and version still work.
@Suite struct MissingDataFolderTests {
    @Test(arguments: ["check", "build", "ingest"])
    func aBinaryWithoutItsDataSaysSoInOneSentence(command: String) throws {
        let bin = try TemporaryFolder()
        let copy = bin.file("wordpack")
        try FileManager.default.copyItem(at: WordpackBinary.url, to: copy)
        let project = try WordpackBinary.copyOfSampleProject()
        let run = try ProcessRunner.run(copy, [command], in: project.url, timeout: 120)
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        let folder = bin.url.resolvingSymlinksInPath().path
        let share = bin.url.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
            "share/wordpack"
        ).path
        let expected: String =
            "error: wordpack's data folders wordpack_WordpackCore.resources, "
            + "wordpack_WordpackVocabulary.resources are missing (looked for in \(folder) or \(share)): the binary "
            + "was copied without its data. Install wordpack with `make install` or its Debian package "
            + "(`make deb`), or copy the wordpack_*.resources folders of the build (.build/release/) beside the "
            + "binary."
        #expect(lines.first.map(String.init) == expected, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.file("outputs/manifest.json").path))
    }

    @Test func itsHelpAndVersionStillWork() throws {
        let bin = try TemporaryFolder()
        let copy = bin.file("wordpack")
        try FileManager.default.copyItem(at: WordpackBinary.url, to: copy)
        #expect(try ProcessRunner.run(copy, ["--help"], timeout: 60).status == 0)
        #expect(try ProcessRunner.run(copy, ["--version"], timeout: 60).status == 0)
    }
}
