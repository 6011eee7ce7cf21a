import Foundation
import Testing
import WordpackTestSupport

/// Nothing the studio made is lost or silently changed at the boundaries of `outputs/`, the manifest and the
/// releases, through the real binary: links in and around `outputs/`, a hand edit of an output, a manifest
/// edited to match, a failed stage, publishing with nothing changed, a damaged earlier release.
@Suite struct NothingLostTests {
    private func run(_ arguments: [String], _ project: TestProject) throws -> WordpackBinary.Result {
        try WordpackBinary.run(arguments, in: project.root, timeout: 300)
    }

    /// Spanish cat becomes “gata”: one word changed, so a build has something to make.
    private func changeOneSpanishWord(_ project: TestProject) throws {
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gata\nFood,egg,huevo\nFood,fig,higo\n"
        )
    }

    private func built() throws -> TestProject {
        let project = try TestProject()
        let build = try run(["build"], project)
        #expect(build.status == 0, "\(build.standardError)")
        return project
    }

    @Test func outputsAsALinkToAnOutsideFolderIsRefusedAndTheFolderKept() throws {
        let project = try TestProject()
        let outside = try TemporaryFolder()
        try outside.write("precious.txt", "a day's work")
        try FileManager.default.createSymbolicLink(at: project.folder.file("outputs"), withDestinationURL: outside.url)
        let build = try run(["build"], project)
        #expect(build.status != 0)
        #expect(build.standardError.contains("outputs: error: is a symbolic link (to \(outside.url.path))"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["precious.txt"])
        for command in [["stage", "ole"], ["manifest"], ["review"]] {
            let refused = try run(command, project)
            #expect(refused.status != 0 && refused.standardError.contains("outputs: error: is a symbolic link"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["precious.txt"])
    }

    @Test func aLinkInsideOutputsOrAsTheBuildFolderIsRefusedBeforeAnythingIsWritten() throws {
        let project = try built()
        let outside = try TemporaryFolder()
        try outside.write("words.json", "mine")
        let ole = project.folder.file("outputs/ole")
        try FileManager.default.removeItem(at: ole)
        try FileManager.default.createSymbolicLink(at: ole, withDestinationURL: outside.url)
        let manifestBefore = try Data(contentsOf: project.folder.file("outputs/manifest.json"))
        let build = try run(["build"], project)
        #expect(build.status != 0)
        #expect(
            build.standardError.contains(
                "outputs/ole: error: is a symbolic link (to \(outside.url.path)); nothing in outputs/ may be a link"))
        #expect(try String(contentsOf: outside.file("words.json"), encoding: .utf8) == "mine")
        #expect(try Data(contentsOf: project.folder.file("outputs/manifest.json")) == manifestBefore)

        let buildFolder = try TemporaryFolder()
        try FileManager.default.removeItem(at: ole)
        try FileManager.default.removeItem(at: project.folder.file(".wordpack"))
        try FileManager.default.createSymbolicLink(
            at: project.folder.file(".wordpack"), withDestinationURL: buildFolder.url)
        let check = try run(["check"], project)
        #expect(check.status != 0 && check.standardError.contains(".wordpack: error: is a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: buildFolder.url.path) == [])
    }

    @Test func aHandEditIsNeverBlessedAndPublishTakesOnlyWhatTheBuildMade() throws {
        let project = try built()
        let releases = try TemporaryFolder()
        let words = project.folder.file("outputs/ole/words.json")
        let manifestURL = project.folder.file("outputs/manifest.json")
        let manifestBefore = try Data(contentsOf: manifestURL)
        try Data("[]\n".utf8).write(to: words)

        // `wordpack manifest` only verifies: it names the file, fails, and leaves the manifest as it was.
        let verify = try run(["manifest"], project)
        #expect(verify.status != 0)
        #expect(verify.standardError.contains("outputs/ole/words.json: error: differs from the manifest"))
        #expect(try Data(contentsOf: manifestURL) == manifestBefore)
        let publish = try run(["publish", "--to", releases.url.path], project)
        #expect(publish.status != 0 && publish.standardError.contains("outputs/ole/words.json: error: differs"))

        // A manifest edited to match the edit is not the one the build wrote.
        let digest = try ExternalTool.run(
            try #require(ExternalTool.find("sha256sum"), "coreutils' sha256sum is missing"), [words.path]
        ).standardOutput.prefix(64)
        var manifest = try #require(JSONSerialization.jsonObject(with: manifestBefore) as? [String: Any])
        manifest["files"] = (manifest["files"] as? [[String: Any]] ?? []).map { file -> [String: Any] in
            guard file["path"] as? String == "ole/words.json" else { return file }
            var edited = file
            edited["sha256"] = String(digest)
            edited["size"] = 3
            return edited
        }
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: manifestURL)
        let forged = try run(["publish", "--to", releases.url.path], project)
        #expect(forged.status != 0)
        #expect(
            forged.standardError.contains(
                "outputs/manifest.json: error: is not the manifest a successful build of this project wrote"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: releases.url.path).filter {
                $0 != ".wordpack-publish.lock"
            } == [])

        // A build makes the file anew, and then all is as it made it.
        #expect(try run(["build"], project).status == 0)
        #expect(try run(["manifest"], project).status == 0)
        #expect(try Data(contentsOf: manifestURL) == manifestBefore)
    }

    @Test func aFailedStageLeavesNoManifestThatPublishTakes() throws {
        let project = try built()
        try changeOneSpanishWord(project)
        // A folder where Olé's file goes: its write fails.
        let words = project.folder.file("outputs/ole/words.json")
        try FileManager.default.removeItem(at: words)
        try FileManager.default.createDirectory(
            at: words.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
        let build = try run(["build"], project)
        #expect(build.status != 0, "\(build.standardError)")
        let releases = try TemporaryFolder()
        let publish = try run(["publish", "--to", releases.url.path], project)
        #expect(publish.status != 0)
        #expect(publish.standardError.contains("or the last build failed"))
    }

    @Test func publishWithNothingChangedMakesNoReleaseUnlessAsked() throws {
        let project = try built()
        let releases = try TemporaryFolder()
        #expect(try run(["publish", "--to", releases.url.path], project).status == 0)
        let again = try run(["publish", "--to", releases.url.path], project)
        #expect(again.status == 0)
        #expect(again.standardError.contains("publish: nothing changed since release 1"))
        #expect(again.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: releases.file("2").path))
        let forced = try run(["publish", "--to", releases.url.path, "--allow-unchanged"], project)
        #expect(forced.status == 0 && FileManager.default.fileExists(atPath: releases.file("2/manifest.json").path))
    }

    @Test func aDamagedEarlierReleaseIsOneSentenceAndIsNeverReadWhole() throws {
        let project = try built()
        let releases = try TemporaryFolder()
        #expect(try run(["publish", "--to", releases.url.path], project).status == 0)
        try changeOneSpanishWord(project)
        #expect(try run(["build"], project).status == 0)

        // Cut short: one sentence naming the file, for publish and for review --since.
        let manifest = releases.file("1/manifest.json")
        let whole = try Data(contentsOf: manifest)
        try whole.prefix(100).write(to: manifest)
        let publish = try run(["publish", "--to", releases.url.path], project)
        #expect(publish.status != 0)
        #expect(publish.standardError.contains("\(manifest.path): error: is damaged"))
        #expect(!FileManager.default.fileExists(atPath: releases.file("2").path))
        let review = try run(["review", "--since", releases.file("1").path], project)
        #expect(review.status != 0 && review.standardError.contains("\(manifest.path): error: is damaged"))
        #expect(!review.standardError.contains("DecodingError"))

        // 3 GB (a sparse file: no disk taken): refused by its size, at once.
        try whole.write(to: manifest)
        let content = releases.file("1/content.json")
        let handle = try FileHandle(forWritingTo: content)
        try handle.truncate(atOffset: 3_000_000_000)
        try handle.close()
        let large = try run(["publish", "--to", releases.url.path], project)
        #expect(large.status != 0)
        #expect(large.standardError.contains("\(content.path): error: holds 3 GB, more than the 500 MB"))
    }

    @Test func twoOutputsThatWouldBeOneFileOnAMacAreRefusedBeforeAnythingIsMade() throws {
        let project = try TestProject()
        // cat's picture is named “Bat”: FirstWords ships it as Bat.png beside bat's bat.png.
        try project.write(
            "inputs/lists/Animals.csv",
            "key,picture,background,free\r\nant,,grass,TRUE\r\nbat,,night,TRUE\r\ncat,Bat,grass,\r\n")
        try project.media("inputs/words/Animals/picture/Bat.png")
        let build = try run(["build"], project)
        #expect(build.status != 0)
        #expect(
            build.standardError.contains(
                "outputs/firstwords/deluxe/Words/Animals/picture/bat.png: error: and "
                    + "outputs/firstwords/deluxe/Words/Animals/picture/Bat.png differ only in case"),
            "\(build.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("outputs/manifest.json").path))
    }

    @Test func makeReleaseBuildsUnderTheReleasePolicy() throws {
        let make = try #require(ExternalTool.find("make"), "make is missing")
        let dryRun = try ExternalTool.run(
            make, ["-n", "-C", Fixtures.repository.path, "release", "RELEASE_DIR=/tmp/r"])
        let build = dryRun.standardOutput.split(separator: "\n").first { $0.contains("wordpack build") }
        #expect(build?.contains("--policy release") == true, "\(dryRun.standardOutput)")
    }
}
