import Foundation
import Testing
import WordpackTestSupport

/// `wordpack publish` through the real binary, as a careless user and a crashing machine would use it: every
/// failure a sentence naming the path or the value, a publish killed at any moment leaving nothing the next
/// one does not remove, and two projects publishing into one folder at once getting two numbers.
@Suite(.serialized) struct PublishHardeningTests {
    /// The test project, built.
    static func builtProject() throws -> TestProject {
        let project = try TestProject()
        let build = try WordpackBinary.run(["build", "--quiet"], in: project.root)
        #expect(build.status == 0, "\(build.standardError)")
        return project
    }

    @Test func eachRefusalIsASentenceNamingThePathOrTheValue() throws {
        let project = try Self.builtProject()
        let folder = try TemporaryFolder()
        let file = try folder.write("releases", "not a folder")
        let long = String(repeating: "a", count: 300)
        let cases: [([String], String)] = [
            (["--to", file.path], "\(file.path): error: is a file, not a folder; give --to the folder"),
            (
                ["--to", folder.file("r").path, "--version", long],
                "the version “\(String(repeating: "a", count: 40))…” is 300 bytes long; a release's folder name can have at most 100."
            ),
            (
                ["--to", folder.file("r").path, "--version", "2.1\nrm -rf /"],
                "the version “2.1↵rm -rf /” holds a line break or another control character; type it on one line."
            ),
            (
                ["--to", folder.file("r").path, "--version", "../2"],
                "the version “../2” cannot name a release's folder"
            ),
            // A folder nobody may make anything in, root included: /proc's own.
            (["--to", "/proc/self"], "/proc/self: error: could not be written into: "),
        ]
        for (arguments, says) in cases {
            let result = try WordpackBinary.run(["publish"] + arguments, in: project.root)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.standardError.contains(says), "\(result.standardError)")
            #expect(
                !result.standardError.contains("NSCocoaErrorDomain") && !result.standardError.contains("\nrm -rf"),
                "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("r/2.1").path))
    }

    /// A folder the user may not write in, for a user permissions apply to (not root, for whom they do not).
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyFolderIsASentence() throws {
        let project = try Self.builtProject()
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("r"), withIntermediateDirectories: true)
        chmod(folder.file("r").path, 0o555)
        defer { chmod(folder.file("r").path, 0o755) }
        let result = try WordpackBinary.run(["publish", "--to", folder.file("r").path], in: project.root)
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(
                "\(folder.file("r").path): error: could not be written into: Permission denied"),
            "\(result.standardError)")
    }

    /// Every release folder holds what a release holds: it was renamed into place whole.
    static func releasesAreWhole(_ folder: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for name in names where !name.hasPrefix(".") {
            let files = Set(
                try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path))
            #expect(
                files.isSuperset(of: ["manifest.json", "content.json", "changes.json", "changes.md", "deluxe.zip"]),
                "release \(name): \(files.sorted())")
        }
        return names.sorted()
    }

    /// 20 publishes killed with SIGKILL at random moments (the first one timed to spread them over a whole
    /// publish): every release there is whole, and the next publish removes every leftover `.tmp`.
    @Test(.tags(.slow)) func aPublishKilledAtAnyMomentLeavesNothingTheNextOneKeeps() throws {
        let project = try Self.builtProject()
        let folder = try TemporaryFolder()
        let releases = folder.file("releases")
        let started = Date()
        #expect(try WordpackBinary.run(["publish", "--to", releases.path, "--quiet"], in: project.root).status == 0)
        let duration = Date().timeIntervalSince(started)
        var generator = SystemRandomNumberGenerator()
        var leftovers = 0
        for _ in 0..<20 {
            let process = try WordpackBinary.start(
                ["publish", "--to", releases.path, "--quiet", "--allow-unchanged"], in: project.root)
            Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.2), using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            leftovers += try FileManager.default.contentsOfDirectory(atPath: releases.path)
                .filter { $0.hasSuffix(".tmp") }.count
            _ = try Self.releasesAreWhole(releases)
        }
        // And one left for certain, as a publish killed while writing leaves it.
        _ = try folder.write("releases/.9.4C1D3E6A-0000-4000-8000-000000000000.tmp/deluxe.zip", "half")
        let last = try WordpackBinary.run(["publish", "--to", releases.path, "--allow-unchanged"], in: project.root)
        #expect(last.status == 0, "\(last.standardError)")
        let names = try Self.releasesAreWhole(releases)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names) (\(leftovers) leftovers seen between kills)")
    }

    /// Two projects publishing into one folder at the same moment, three times: six releases, six numbers.
    @Test func twoProjectsPublishingAtOnceGetTwoNumbers() throws {
        let first = try Self.builtProject()
        let second = try Self.builtProject()
        let folder = try TemporaryFolder()
        let releases = folder.file("releases")
        for _ in 0..<3 {
            let processes = try [first, second].map {
                try WordpackBinary.start(
                    ["publish", "--to", releases.path, "--quiet", "--allow-unchanged"], in: $0.root)
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
        }
        let names = try Self.releasesAreWhole(releases).filter { !$0.hasPrefix(".") }
        #expect(names == ["1", "2", "3", "4", "5", "6"], "\(names)")
    }
}
