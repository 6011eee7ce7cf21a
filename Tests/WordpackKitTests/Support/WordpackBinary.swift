import Foundation

/// Runs the real `wordpack` executable that `swift build` put beside the test bundle.
enum WordpackBinary {
    typealias Result = ProcessRunner.Result

    static var url: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("wordpack")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.repository.appendingPathComponent(".build/debug/wordpack")
    }

    /// Runs `wordpack arguments…` in `folder` and waits for it; after `timeout` seconds it is killed (and
    /// `timedOut` set), so that a test of something that could hang fails instead of hanging.
    static func run(_ arguments: [String], in folder: URL, timeout: Double = 600) throws -> Result {
        try ProcessRunner.run(url, arguments, in: folder, timeout: timeout)
    }

    /// Starts `wordpack arguments…` in `folder` without waiting for it (see `ProcessRunner.start`).
    static func start(_ arguments: [String], in folder: URL, standardError: Pipe? = nil) throws -> Process {
        try ProcessRunner.start(url, arguments, in: folder, standardError: standardError)
    }

    /// A copy of the repository's `pipeline.json` and `inputs/` in a fresh folder.
    static func copyOfSampleProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for item in ["pipeline.json", "inputs"] {
            try FileManager.default.copyItem(
                at: Fixtures.repository.appendingPathComponent(item), to: folder.file(item))
        }
        return folder
    }

    /// Saves a file again with the same bytes (a new inode and times, as an editor's save gives): the
    /// next build cannot take the no-change shortcut, and must find by the bytes that nothing changed.
    static func saveAgain(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        try data.write(to: url)
    }
}
