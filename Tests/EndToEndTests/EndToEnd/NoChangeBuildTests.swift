import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

/// The no-change shortcut of `wordpack build`: a build that finds the project exactly as the last successful
/// build left it says so (with that build's warnings) and does nothing; anything else runs the whole build.
@Suite struct NoChangeBuildTests {
    static let shortcut = "build: nothing changed since the last build"

    /// The test project with one warning: a word typed with a space after it.
    static func projectWithAWarning() throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant \nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\nFood,fig,fig\n")
        return project
    }

    static func build(_ project: TestProject, _ arguments: [String] = []) throws -> WordpackBinary.Result {
        try WordpackBinary.run(["build"] + arguments, in: project.root)
    }

    @Test func aBuildWithNothingChangedSaysSoAndTheWarningsAgain() throws {
        let project = try Self.projectWithAWarning()
        let first = try Self.build(project)
        #expect(first.status == 0, "\(first.standardError)")
        let warning = "inputs/languages/en/words.csv!C2: warning: the word “ant” has spaces"
        #expect(first.standardError.contains(warning), "\(first.standardError)")
        #expect(!first.standardError.contains(Self.shortcut))
        let before = try ProjectBuilds.snapshot(project)

        let second = try Self.build(project)
        #expect(second.status == 0)
        #expect(second.standardError.contains(Self.shortcut), "\(second.standardError)")
        #expect(second.standardError.contains(warning), "\(second.standardError)")
        #expect(!second.standardError.contains("check:"), "no stage ran: \(second.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == before)
    }

    /// The stamp is a line of JSON, then the findings packed as they are (`.wordpack/build-stamp`): a stamp of
    /// the form an earlier version wrote (all JSON, `build-stamp.json`) is never taken, and the next build
    /// removes it; a stamp cut short is not taken either.
    @Test func aStampOfAnotherFormIsNeverTaken() throws {
        let project = try Self.projectWithAWarning()
        #expect(try Self.build(project).status == 0)
        let folder = project.folder.url.appendingPathComponent(".wordpack")
        let stamp = folder.appendingPathComponent("build-stamp")
        let text = try String(contentsOf: stamp, encoding: .utf8)
        let header = try #require(text.split(separator: "\n", maxSplits: 1).first)
        #expect(header.hasPrefix("{\"digest\":"), "\(header)")
        #expect(text.contains("the word “ant” has spaces"))

        // All JSON on one line, as before: not a stamp.
        try FileManager.default.moveItem(at: stamp, to: folder.appendingPathComponent("build-stamp.json"))
        try Data((header.dropLast() + ",\"findings\":\"\"}").utf8).write(to: stamp)
        let former = try Self.build(project)
        #expect(former.status == 0)
        #expect(!former.standardError.contains(Self.shortcut), "\(former.standardError)")
        #expect(former.standardError.contains("the word “ant” has spaces"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("build-stamp.json").path))

        // Cut inside its findings: the build runs, and says the warning.
        let whole = try Data(contentsOf: stamp)
        try whole.prefix(whole.count - 5).write(to: stamp)
        let cut = try Self.build(project)
        #expect(cut.status == 0)
        #expect(!cut.standardError.contains(Self.shortcut), "\(cut.standardError)")
        #expect(cut.standardError.contains("the word “ant” has spaces"))
        #expect(try Self.build(project).standardError.contains(Self.shortcut))
    }

    /// A build holds no copy of its check's findings once they are packed for the stamp on another core: when
    /// that file cannot be written (here a folder stands where it goes), no stamp is saved, and the next build
    /// runs and says the warning again rather than vouching for a state whose findings it lost.
    @Test func aBuildWhoseFindingsCouldNotBePackedSavesNoStamp() throws {
        let project = try Self.projectWithAWarning()
        let folder = project.folder.url.appendingPathComponent(".wordpack")
        let packed = folder.appendingPathComponent("build-stamp-findings")
        try FileManager.default.createDirectory(at: packed, withIntermediateDirectories: true)
        try Data("in the way\n".utf8).write(to: packed.appendingPathComponent("file"))
        let warning = "inputs/languages/en/words.csv!C2: warning: the word “ant” has spaces"

        let first = try Self.build(project)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains(warning), "\(first.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("build-stamp").path))
        let second = try Self.build(project)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(!second.standardError.contains(Self.shortcut), "\(second.standardError)")
        #expect(second.standardError.contains(warning), "\(second.standardError)")

        // Once the file can be written, the stamp is saved with the warning, and the next build takes it.
        try FileManager.default.removeItem(at: packed)
        #expect(try Self.build(project).status == 0)
        let fourth = try Self.build(project)
        #expect(fourth.standardError.contains(Self.shortcut), "\(fourth.standardError)")
        #expect(fourth.standardError.contains(warning), "\(fourth.standardError)")
    }

    @Test(.tags(.slow)) func anyChangeRunsTheWholeBuild() throws {
        let project = try TestProject()
        #expect(try Self.build(project).status == 0)
        #expect(try Self.build(project).standardError.contains(Self.shortcut))

        // A sheet with other bytes: the whole build runs.
        let sheet = project.folder.file("inputs/lists/Animals.csv")
        let bytes = try Data(contentsOf: sheet)
        try (bytes + Data("\n".utf8)).write(to: sheet)
        let edited = try Self.build(project)
        #expect(!edited.standardError.contains(Self.shortcut))
        #expect(edited.standardError.contains("check:"), "\(edited.standardError)")
        #expect(try Self.build(project).standardError.contains(Self.shortcut))

        // An output changed or removed by hand is made again.
        let plist = "outputs/firstwords/deluxe/Localization/Animals_en/words.plist"
        let made = try Data(contentsOf: project.folder.file(plist))
        try project.write(plist, "edited by hand")
        let changed = try Self.build(project)
        #expect(changed.standardError.contains("build: 1 of "), "\(changed.standardError)")
        #expect(try Data(contentsOf: project.folder.file(plist)) == made)
        try project.remove(plist)
        #expect(try Self.build(project).standardError.contains("build: 1 of "))
        #expect(FileManager.default.fileExists(atPath: project.folder.file(plist).path))

        // Another policy, --explain and --force all run the whole build.
        #expect(try !Self.build(project, ["--policy", "release"]).standardError.contains(Self.shortcut))
        let explained = try Self.build(project, ["--explain"])
        #expect(explained.standardOutput.contains("skipped \(plist): up to date"), "\(explained.standardOutput)")
        let forced = try Self.build(project, ["--force"])
        #expect(!forced.standardError.contains(Self.shortcut) && !forced.standardError.contains("build: 0 of "))

        // The catalogue of the build folder, removed, is written again.
        #expect(try Self.build(project).standardError.contains(Self.shortcut))
        try project.remove(".wordpack/catalogue.sqlite")
        #expect(try !Self.build(project).standardError.contains(Self.shortcut))
        #expect(FileManager.default.fileExists(atPath: project.folder.file(".wordpack/catalogue.sqlite").path))
    }

    /// Files saved again with the same bytes (new inode and times): the build compares their bytes with those
    /// the last build recorded, says nothing changed and reads no sheet; the next build is a plain no-op.
    @Test func filesSavedAgainUnchangedChangeNothing() throws {
        let project = try Self.projectWithAWarning()
        #expect(try Self.build(project).status == 0)
        let before = try ProjectBuilds.snapshot(project)
        let plist = "outputs/firstwords/deluxe/Localization/Animals_en/words.plist"
        for path in ["inputs/languages/en/words.csv", "inputs/lists/Animals.csv", "pipeline.json", plist] {
            usleep(10_000)
            try WordpackBinary.saveAgain(project.folder.file(path))
        }
        let resaved = try Self.build(project, ["--verbose"])
        #expect(resaved.status == 0)
        #expect(resaved.standardError.contains(Self.shortcut), "\(resaved.standardError)")
        #expect(resaved.standardError.contains("“ant” has spaces"), "the warning again: \(resaved.standardError)")
        #expect(
            !resaved.standardError.contains("ingest:") && !resaved.standardError.contains("check:"),
            "no sheet read: \(resaved.standardError)")
        #expect(try ProjectBuilds.snapshot(project) == before)
        #expect(try Self.build(project).standardError.contains(Self.shortcut))

        // The same size, other bytes: the whole build runs and makes the plist again.
        let sheet = project.folder.file("inputs/languages/en/words.csv")
        let text = try String(contentsOf: sheet, encoding: .utf8)
        try text.replacingOccurrences(of: "bat,bat", with: "bat,tab").write(
            to: sheet, atomically: true, encoding: .utf8)
        let edited = try Self.build(project)
        #expect(!edited.standardError.contains(Self.shortcut))
        #expect(!edited.standardError.contains("build: 0 of "), "\(edited.standardError)")
        #expect(try String(contentsOf: project.folder.file(plist), encoding: .utf8).contains("tab"))

        // pipeline.json with other bytes runs the whole build too.
        #expect(try Self.build(project).standardError.contains(Self.shortcut))
        let pipeline = project.folder.file("pipeline.json")
        try (try Data(contentsOf: pipeline) + Data(" ".utf8)).write(to: pipeline)
        #expect(try !Self.build(project).standardError.contains(Self.shortcut))
    }

    @Test func aFailedBuildIsNeverSkipped() throws {
        let project = try TestProject()
        #expect(try Self.build(project).status == 0)
        try project.remove("inputs/languages/es/speech/Animals/bat.wav")
        for _ in 0..<2 {
            let failed = try Self.build(project)
            #expect(failed.status == 1)
            #expect(failed.standardError.contains("bat"), "\(failed.standardError)")
            #expect(!failed.standardError.contains(Self.shortcut))
        }
    }

    @Test func theStateChangesWithEveryFileAndNotOtherwise() throws {
        let project = try TestProject()
        func digest() -> String? {
            ProjectState(project: project.project, options: "").digest(project: project.project)
        }
        try project.write(".wordpack/catalogue.sqlite", "{}")
        try project.write("outputs/README.md", "outputs")
        let first = try #require(digest())
        #expect(digest() == first)
        #expect(
            ProjectState(project: project.project, options: "policy release").digest(project: project.project) != first)

        try project.write("inputs/languages/en/other.txt", "Other")
        let added = try #require(digest())
        #expect(added != first)
        try project.write("outputs/README.md", "outputs!")
        #expect(digest() != added)

        // A symbolic link could point anywhere: such a project gets no stamp.
        try FileManager.default.createSymbolicLink(
            at: project.folder.file("inputs/words/Food/picture/link.png"),
            withDestinationURL: project.folder.file("inputs/words/Food/picture/egg.png"))
        #expect(digest() == nil)
    }
}
