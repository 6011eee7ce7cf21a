import Foundation
import Testing
import WordpackTestSupport

/// Nothing is written outside `outputs/`, a release folder or a package folder (issue 68): an app id that is a
/// path is refused by `check` and `build` before anything is written, and a release or package folder inside
/// `outputs/` (which the next build empties), directly or through a link, is refused, as is a package folder
/// holding files added by hand that replacing it would lose.
@Suite struct HostilePathsTests {
    @Test(arguments: ["check", "build"])
    func anAppIdThatIsAPathIsRefusedAndNothingIsWrittenOutside(command: String) throws {
        let root = try TemporaryFolder()
        let project = root.file("a/b/project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let sample = try WordpackBinary.copyOfSampleProject()
        for name in ["pipeline.json", "inputs"] {
            try FileManager.default.copyItem(at: sample.file(name), to: project.appendingPathComponent(name))
        }
        let pipeline = project.appendingPathComponent("pipeline.json")
        let text = try String(contentsOf: pipeline, encoding: .utf8)
        #expect(text.contains("\"ole\": {"))
        try Data(text.replacingOccurrences(of: "\"ole\": {", with: "\"../../../victim\": {").utf8).write(to: pipeline)
        let run = try WordpackBinary.run([command], in: project)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "pipeline.json: error: `apps.../../../victim`: the app id “../../../victim” holds “/” or “\\”, so its "
                    + "files would be written in another folder; an app id names its folder outputs/<id>/ and its "
                    + "files, so it is one file name; rename the app."), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.file("a").path) == ["b"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.file("a/b").path) == ["project"])
    }

    @Test(.tags(.slow)) func aReleaseOrPackageFolderInsideOutputsIsRefusedDirectlyOrThroughALink() throws {
        let sample = try WordpackBinary.builtSample().folder
        let outputs = sample.file("outputs")
        try FileManager.default.createSymbolicLink(
            at: sample.file("to-outputs"), withDestinationURL: outputs.appendingPathComponent("ole"))
        for (arguments, folder) in [
            (["--to", outputs.appendingPathComponent("releases").path], "outputs/releases"),
            (["--to", sample.file("to-outputs/releases").path], "to-outputs/releases"),
            (["--to", sample.file("releases").path, "--swift-package", sample.file("to-outputs").path], "to-outputs"),
        ] {
            let refused = try WordpackBinary.run(["publish"] + arguments, in: sample.url)
            #expect(refused.status == 1, "\(folder)")
            #expect(
                refused.standardError.contains("\(sample.file(folder).path): error: is inside outputs/"),
                "\(refused.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: outputs.appendingPathComponent("releases").path))
        #expect(!FileManager.default.fileExists(atPath: outputs.appendingPathComponent("ole/releases").path))
        #expect(!FileManager.default.fileExists(atPath: sample.file("releases").path))
        // The next build finds outputs/ as it left it.
        let check = try WordpackBinary.run(["manifest"], in: sample.url)
        #expect(check.status == 0, "\(check.standardError)")
    }

    @Test(.tags(.slow)) func aPackageFolderWithFilesAddedByHandIsRefusedWithoutGit() throws {
        let sample = try WordpackBinary.builtSample().folder
        let releases = sample.file("releases")
        let packages = sample.file("packages")
        let first = try WordpackBinary.run(
            ["publish", "--to", releases.path, "--swift-package", packages.path], in: sample.url)
        #expect(first.status == 0, "\(first.standardError)")
        let readme = packages.appendingPathComponent("ole/README.md")
        try Data("How to use the Ole content.\n".utf8).write(to: readme)
        let again = try WordpackBinary.run(
            ["publish", "--to", releases.path, "--swift-package", packages.path, "--allow-unchanged"], in: sample.url)
        #expect(again.status == 1)
        #expect(
            again.standardError.contains(
                "\(packages.path)/ole: error: holds files publish did not write (README.md), which replacing the "
                    + "package would lose"), "\(again.standardError)")
        #expect(FileManager.default.fileExists(atPath: readme.path))
    }
}
