import Foundation

/// Runs the real `wordpack` executable that `swift build` put beside the test bundle.
package enum WordpackBinary {
    package typealias Result = ProcessRunner.Result

    package static var url: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("wordpack")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.repository.appendingPathComponent(".build/debug/wordpack")
    }

    /// Runs `wordpack arguments…` in `folder` and waits for it; after `timeout` seconds it is killed (and
    /// `timedOut` set), so that a test of something that could hang fails instead of hanging.
    /// Standard error comes without the plain progress lines (`audio: 120/800 files, 35.2/s, about 19 s left`),
    /// which a stage prints only when it takes more than a few seconds, so on a busy machine and not on
    /// another (`ProgressDisplayTests` and `TerminalProgressTests` test them).
    package static func run(_ arguments: [String], in folder: URL, timeout: Double = 600) throws -> Result {
        var result = try ProcessRunner.run(url, arguments, in: folder, environment: environment, timeout: timeout)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter {
            $0.range(of: #"^[a-z0-9-]+: [0-9]+/[0-9]+ files(, .* left)?$"#, options: .regularExpression) == nil
        }
        if kept.count != lines.count { result.errorOutput = Data(kept.joined(separator: "\n").utf8) }
        return result
    }

    /// Starts `wordpack arguments…` in `folder` without waiting for it (see `ProcessRunner.start`).
    package static func start(_ arguments: [String], in folder: URL, standardError: Pipe? = nil) throws -> Process {
        try ProcessRunner.start(url, arguments, in: folder, standardError: standardError, environment: environment)
    }

    /// What the binary's runs add to this process's environment: the day a review page is made for
    /// (`SOURCE_DATE_EPOCH`: 2026-11-25, before the sample's daily challenge starts), so that the pages the tests
    /// compare with their goldens do not change with the calendar.
    package static let environment = ["SOURCE_DATE_EPOCH": "1795564800"]

    /// A copy of the repository's `pipeline.json` and `inputs/` in a fresh folder.
    package static func copyOfSampleProject() throws -> TemporaryFolder {
        try TemporaryFolder.copy(of: Fixtures.repository)
    }

    /// The sample project after a clean `wordpack build`, and what that build printed.
    package struct BuiltSample: Sendable {
        /// `pipeline.json`, `inputs/`, and `outputs/` and `.wordpack/` as the clean build left them.
        package let folder: TemporaryFolder
        /// The clean build's standard error (without its progress lines).
        package let standardError: String
    }

    /// A copy of the sample project after a clean build, for a test that would otherwise start with one: the
    /// build is run once per test process (the first test to ask runs it, the others wait for it), and each test
    /// gets a copy of its folder of its own. Builds are deterministic, so the copy is what the test's own clean
    /// build would have made; the next build of the copy finds by the bytes that nothing changed.
    package static func builtSample() throws -> BuiltSample {
        let built = try sampleBuild.get()
        return BuiltSample(
            folder: try TemporaryFolder.copy(
                of: built.folder.url, ["pipeline.json", "inputs", "outputs", ".wordpack"]),
            standardError: built.standardError)
    }

    private struct SampleBuildFailed: Error, CustomStringConvertible {
        var description: String
    }

    private static let sampleBuild: Swift.Result<BuiltSample, any Error> = Swift.Result {
        let folder = try copyOfSampleProject()
        let result = try run(["build"], in: folder.url)
        guard result.status == 0 else {
            throw SampleBuildFailed(description: "the sample's clean build failed: \(result.standardError)")
        }
        // A static is never deinitialized: its folder goes when the test process ends.
        atexit {
            if case .success(let built) = WordpackBinary.sampleBuild {
                try? FileManager.default.removeItem(at: built.folder.url)
            }
        }
        return BuiltSample(folder: folder, standardError: result.standardError)
    }

    /// Saves a file again with the same bytes (a new inode and times, as an editor's save gives): the
    /// next build cannot take the no-change shortcut, and must find by the bytes that nothing changed.
    package static func saveAgain(_ url: URL, adding tail: String = "") throws {
        let data = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        try (data + Data(tail.utf8)).write(to: url)
    }
}
