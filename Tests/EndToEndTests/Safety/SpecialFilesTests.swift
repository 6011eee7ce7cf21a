import Foundation
import Testing
import WordpackCore
import WordpackSheets
import WordpackTestSupport

/// Only regular files inside the project are read: a named pipe, a device, a folder where a file belongs and a
/// link out of the project are each an error naming them, found at once (each run under a time limit: before,
/// the pipe blocked and `/dev/zero` spun for ever).
@Suite struct SpecialFilesTests {
    @Test func specialFilesAreErrorsNamingThem() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let inputs = folder.file("inputs")
        let outside = try TemporaryFolder()
        func replace(_ path: String, _ make: (String) -> Void) throws {
            let full = inputs.appendingPathComponent(path).path
            try? FileManager.default.removeItem(atPath: full)
            make(full)
        }
        try replace("lists/Extra.csv") { #expect(mkfifo($0, 0o644) == 0) }
        try replace("languages/en/speech/Animals/cat.wav") { #expect(mkfifo($0, 0o644) == 0) }
        try replace("words/Animals/picture/ant.png") { #expect(symlink("/dev/zero", $0) == 0) }
        try FileManager.default.copyItem(
            at: inputs.appendingPathComponent("words/Animals/picture/bear.png"), to: outside.file("bear.png"))
        try replace("words/Animals/picture/bear.png") { #expect(symlink(outside.file("bear.png").path, $0) == 0) }
        try FileManager.default.copyItem(
            at: inputs.appendingPathComponent("words/Food/background"), to: outside.file("background"))
        try replace("words/Food/background") { #expect(symlink(outside.file("background").path, $0) == 0) }
        // A link inside the project is followed: cat's picture is dog's.
        try replace("words/Animals/picture/cat.png") { #expect(symlink("dog.png", $0) == 0) }

        let result = try WordpackBinary.run(["check"], in: folder.url, timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        let notAFile = "not a regular file; wordpack reads only regular files. Put the file itself here."
        let outsideLink =
            "outside the project folder; wordpack follows links only inside the project. Copy the "
            + "file itself here instead of linking to it."
        #expect(
            errors == [
                "inputs/languages/en/speech/Animals/cat.wav: error: is a named pipe (FIFO), \(notAFile)",
                "inputs/lists/Extra.csv: error: is a named pipe (FIFO), \(notAFile)",
                "inputs/words/Animals/picture/ant.png: error: is a link to /dev/zero, \(outsideLink)",
                "inputs/words/Animals/picture/bear.png: error: is a link to \(outside.file("bear.png").path), \(outsideLink)",
                "inputs/words/Food/background: error: is a link to \(outside.file("background").path), \(outsideLink)",
            ], "\(result.standardError)")

        // The build stops at the same errors, before writing anything.
        let build = try WordpackBinary.run(["build"], in: folder.url, timeout: 60)
        #expect(!build.timedOut && build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.file("outputs/manifest.json").path))
    }

    /// The rule for links holds high in inputs/ too: `inputs` itself, or its `lists`, `words` or `languages`,
    /// as a link to a folder outside the project is one error naming the link and its target, and nothing else.
    @Test(arguments: ["inputs", "inputs/lists", "inputs/words", "inputs/languages"])
    func aLinkHighInInputsLeadingOutsideIsOneErrorNamingIt(_ path: String) throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let outside = try TemporaryFolder()
        let target = outside.file("moved")
        try FileManager.default.moveItem(at: folder.file(path), to: target)
        #expect(symlink(target.path, folder.file(path).path) == 0)
        for command in ["check", "build"] {
            let result = try WordpackBinary.run([command], in: folder.url, timeout: 60)
            #expect(!result.timedOut && result.status == 1)
            let findings = result.standardError.split(separator: "\n").filter {
                $0.contains(": error: ") || $0.contains(": warning: ")
            }.map(String.init)
            let expected: [String] = [
                "\(path): error: is a link to \(target.path), outside the project folder; wordpack follows links only "
                    + "inside the project, so nothing in it was read. Move or copy the folder itself here instead of "
                    + "linking to it."
            ]
            #expect(findings == expected, "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("outputs/manifest.json").path))
    }

    @Test func aNamedPipeForPipelineJSONIsNamed() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        try FileManager.default.removeItem(at: folder.file("pipeline.json"))
        #expect(mkfifo(folder.file("pipeline.json").path, 0o644) == 0)
        let result = try WordpackBinary.run(["check"], in: folder.url, timeout: 60)
        #expect(!result.timedOut && result.status == 1)
        #expect(
            result.standardError.contains(
                "pipeline.json: error: is a named pipe (FIFO), not a regular file; wordpack reads only regular files."))
    }

    @Test func aRegularFileCheckRefusesEverythingElse() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.file("pipe.csv").path
        #expect(mkfifo(pipe, 0o644) == 0)
        for (path, kind) in [(pipe, "a named pipe (FIFO)"), ("/dev/zero", "a device"), (folder.url.path, "a folder")] {
            #expect(throws: FileProblem(file: "x", RegularFile.notAFile(kind))) {
                try RegularFile.check(path, displayPath: "x")
            }
        }
        // The readers take the same care when handed such a path directly.
        #expect(throws: FileProblem(file: "pipe.csv", RegularFile.notAFile("a named pipe (FIFO)"))) {
            _ = try SpreadsheetFile.open(URL(fileURLWithPath: pipe), displayPath: "pipe.csv")
        }
        #expect(throws: FileProblem.self) { _ = try FileDigest.sha256(of: URL(fileURLWithPath: "/dev/zero")) }
    }
}
