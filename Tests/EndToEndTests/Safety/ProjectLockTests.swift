import Foundation
import Testing
import WordpackCore
import WordpackPipeline
import WordpackTestSupport

/// One command at a time per project: two overlapping builds give what one clean build gives, byte for byte;
/// a second command waits (saying once which process it waits for) or, with `--no-wait`, stops at once; and
/// the lock dies with its process.
@Suite(.serialized) struct ProjectLockTests {
    /// Every file below `folder` by relative path, with its bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            let full = root + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }

    /// Starts `wordpack arguments…` in `folder` without waiting for it.
    static func start(_ arguments: [String], in folder: URL) throws -> (Process, Pipe) {
        let error = Pipe()
        return (try WordpackBinary.start(arguments, in: folder, standardError: error), error)
    }

    @Test(.tags(.slow)) func overlappingBuildsGiveWhatOneCleanBuildGives() throws {
        let reference = try WordpackBinary.builtSample().folder
        let expected = try Self.contents(of: reference.file("outputs"))
        #expect(expected.count > 400)

        for stagger in [20, 110] {
            let folder = try WordpackBinary.copyOfSampleProject()
            let (first, firstError) = try Self.start(["build", "--force"], in: folder.url)
            usleep(useconds_t(stagger * 1000))
            let second = try WordpackBinary.run(["build", "--force"], in: folder.url)
            let firstText = String(decoding: firstError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            first.waitUntilExit()
            #expect(first.terminationStatus == 0, "\(firstText)")
            #expect(second.status == 0, "\(second.standardError)")
            let waited = (firstText + second.standardError).components(separatedBy: "waiting for another").count - 1
            #expect(waited == 1, "\(firstText)\n\(second.standardError)")
            #expect(try Self.contents(of: folder.file("outputs")) == expected, "stagger \(stagger) ms")
            // The next build finds everything in order, whether by its stamp or by the bytes.
            let next = try WordpackBinary.run(["build"], in: folder.url)
            #expect(next.status == 0)
            #expect(try Self.contents(of: folder.file("outputs")) == expected)
        }
    }

    @Test func aSecondCommandWaitsOrStopsAtOnce() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let project = Project(root: folder.url)
        var lock: ProjectLock? = try ProjectLock(project: project, command: "test")

        let refused = try WordpackBinary.run(["check", "--no-wait"], in: folder.url, timeout: 60)
        #expect(refused.status == 1)
        #expect(
            refused.standardError == "error: another wordpack command is using this project (process "
                + "\(getpid()): wordpack test); try again when it has finished.\n")

        let (waiting, error) = try Self.start(["check"], in: folder.url)
        usleep(1_500_000)
        #expect(waiting.isRunning)
        #expect(lock != nil)
        lock = nil
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        waiting.waitUntilExit()
        #expect(waiting.terminationStatus == 0, "\(text)")
        #expect(
            text.hasPrefix(
                "wordpack check: waiting for another wordpack command to finish with this project "
                    + "(process \(getpid()): wordpack test)…\n"), "\(text)")
        #expect(text.components(separatedBy: "waiting").count == 2)
    }

    @Test(.tags(.slow)) func aKilledBuildLeavesNoLock() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let (build, _) = try Self.start(["build"], in: folder.url)
        let lockFile = folder.file(".wordpack/\(ProjectLock.fileName)")
        for _ in 0..<200
        where (try? String(contentsOf: lockFile, encoding: .utf8))?.contains("\(build.processIdentifier)") != true {
            usleep(10_000)
        }
        kill(build.processIdentifier, SIGKILL)
        build.waitUntilExit()
        #expect(build.terminationReason == .uncaughtSignal)
        let next = try WordpackBinary.run(["build", "--no-wait"], in: folder.url, timeout: 300)
        #expect(next.status == 0, "\(next.standardError)")
    }

    /// A stamp vouches only for outputs the build saw whole and that are still as it saw them.
    @Test func aStampVouchesOnlyForOutputsTheBuildSaw() throws {
        let folder = try TemporaryFolder()
        let project = Project(root: folder.url)
        try folder.write("pipeline.json", "{}")
        try folder.write(".wordpack/catalogue.sqlite", "{}")
        try folder.write("outputs/a.txt", "one")
        try folder.write("outputs/README.md", "not the build's")
        let state = ProjectState(project: project, options: "")
        let digests = RememberedDigests(url: nil)
        #expect(state.digest(project: project) != nil)
        #expect(state.digest(project: project, vouchedBy: digests) == nil)  // never seen by this build
        _ = try digests.sha256(atPath: project.outputPath(of: "a.txt"))
        #expect(state.digest(project: project, vouchedBy: digests) != nil)
        usleep(10_000)
        try folder.write("outputs/a.txt", "two")  // another program, after the build saw it
        #expect(state.digest(project: project, vouchedBy: digests) == nil)
    }
}
