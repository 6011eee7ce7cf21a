import Foundation

/// Runs the real `wordpack` executable that `swift build` put beside the test bundle.
enum WordpackBinary {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// True when the run was stopped for taking longer than its `timeout`.
        var timedOut = false
    }

    static var url: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("wordpack")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.repository.appendingPathComponent(".build/debug/wordpack")
    }

    /// Runs `wordpack arguments…` in `folder` and waits for it; after `timeout` seconds it is killed (and
    /// `timedOut` set), so that a test of something that could hang fails instead of hanging.
    static func run(_ arguments: [String], in folder: URL, timeout: Double = 600) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let watchdog = Watchdog(process, after: timeout)
        // Read both pipes to the end before waiting, so a long report cannot fill a pipe and block.
        let errorReader = PipeReader(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            timedOut: watchdog.fired)
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

/// Reads a pipe to its end on another thread.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Kills a process that is still running after a number of seconds.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var didFire = false
    var fired: Bool { lock.withLock { didFire } }

    init(_ process: Process, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            guard process.isRunning else { return }
            lock.withLock { didFire = true }
            kill(process.processIdentifier, SIGKILL)
        }
    }
}
