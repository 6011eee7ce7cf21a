import Foundation

/// `wordpack review --watch` (the real binary) running on a project, on a free loopback port, until `stop()`,
/// which a test's `defer` calls: SIGTERM, then SIGKILL if it has not ended within 30 seconds. Its standard
/// error is collected as it comes, so a test can wait for a line.
package final class WatchedReview: @unchecked Sendable {
    package let process = Process()
    /// The site's address, as the binary printed it (`http://127.0.0.1:PORT/`).
    package private(set) var url = ""
    private let lock = NSLock()
    private var errorText = ""
    private var outputText = ""

    /// Starts it, and waits (at most `timeout` seconds) for its address and for its first build to end.
    package init(project: URL, arguments: [String] = [], timeout: Double = 600) throws {
        process.executableURL = WordpackBinary.url
        process.arguments = ["review", "--watch", "--project", project.path] + arguments
        process.currentDirectoryURL = project
        process.environment = ProcessInfo.processInfo.environment.merging(WordpackBinary.environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        output.fileHandleForReading.readabilityHandler = { [self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            lock.withLock { outputText += text }
        }
        error.fileHandleForReading.readabilityHandler = { [self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            lock.withLock { errorText += text }
        }
        try process.run()
        guard waitFor({ $0.contains("watch: build 1 done") || $0.contains("watch: build 1 stopped") }, timeout: timeout)
        else {
            stop()
            throw Failure(description: "no first build within \(timeout) s: \(standardError)")
        }
        url = lock.withLock { outputText }.split(separator: "\n").first.map(String.init) ?? ""
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package var standardError: String { lock.withLock { errorText } }

    /// Waits until standard error satisfies `condition`; false after `timeout` seconds, or when the process ended.
    package func waitFor(_ condition: (String) -> Bool, timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition(standardError) { return true }
            guard process.isRunning else { return condition(standardError) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Stops it as Ctrl-C would (SIGTERM), and returns its exit status (nil if it had to be killed).
    @discardableResult
    package func stop() -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGTERM)
        let end = Date().addingTimeInterval(30)
        while process.isRunning, Date() < end { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { stop() }
}
