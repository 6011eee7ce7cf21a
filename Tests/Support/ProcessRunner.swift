import Foundation
import WordpackCore

/// Runs a program to its end and collects what it printed: the wordpack binary (`WordpackBinary`) and the
/// outside tools that read our outputs independently (`ExternalTool`: python3, xmllint, sox, ffprobe,
/// pngcheck…) alike.
package enum ProcessRunner {
    /// How a run ended and what it printed.
    package struct Result {
        package var status: Int32
        /// Standard output's bytes (some tools print raw audio there).
        package var output: Data
        /// Standard error's bytes.
        package var errorOutput: Data
        /// True when the run was stopped for taking longer than its `timeout`.
        package var timedOut = false

        package var standardOutput: String { String(decoding: output, as: UTF8.self) }
        package var standardError: String { String(decoding: errorOutput, as: UTF8.self) }
    }

    /// Runs `executable arguments…` (in `folder`, with `environment` added to this process's) and waits for
    /// it; after `timeout` seconds it is killed (and `timedOut` set), so that a test of something that could
    /// hang fails instead of hanging.
    package static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
        timeout: Double = 600
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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
            status: process.terminationStatus, output: outputData, errorOutput: errorData, timedOut: watchdog.fired)
    }

    /// Starts `executable arguments…` in `folder` without waiting for it, for a test that races or stops it:
    /// its standard output is dropped, and its standard error goes to `standardError` (else dropped too).
    package static func start(
        _ executable: URL, _ arguments: [String], in folder: URL, standardError: Pipe? = nil,
        environment: [String: String] = [:]
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// Reads a pipe to its end on another thread.
package final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    package init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    package func wait() -> Data {
        done.wait()
        return data
    }
}

/// Kills a process that is still running after a number of seconds.
package final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var didFire = false
    package var fired: Bool { lock.withLock { didFire } }

    package init(_ process: Process, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            guard process.isRunning else { return }
            lock.withLock { didFire = true }
            kill(process.processIdentifier, SIGKILL)
        }
    }
}
