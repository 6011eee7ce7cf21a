import Dispatch
import Foundation

/// A program run to its end or for `seconds` of wall-clock time, whichever comes first (then killed), with
/// its standard output and error read whole.
package struct LimitedChild: Sendable {
    /// How it ended.
    package enum End: Equatable, Sendable {
        case exited(Int32)
        /// Ended by a signal it did not handle (SIGXCPU for its processor-time limit, SIGABRT for an
        /// allocation that failed, …).
        case signal(Int32)
        /// Killed here when its time was up.
        case timedOut
    }

    package var end: End
    package var output: Data
    package var errorOutput: Data

    /// Runs `program arguments…` with standard input empty, and `environment` instead of this process's when
    /// given.
    package static func run(
        _ program: String, _ arguments: [String], seconds: Int, environment: [String: String]? = nil
    ) throws -> LimitedChild {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let timedOut = Flag()
        let deadline = DispatchWorkItem { [pid = process.processIdentifier] in
            timedOut.set()
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: deadline)
        // Both pipes at once: a child that fills one while the other is read would never end.
        let errorText = Collected()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        deadline.cancel()
        let end: End
        if timedOut.isSet {
            end = .timedOut
        } else if process.terminationReason == .uncaughtSignal {
            end = .signal(process.terminationStatus)
        } else {
            end = .exited(process.terminationStatus)
        }
        return LimitedChild(end: end, output: data, errorOutput: errorText.value)
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        func set() { lock.withLock { raised = true } }
        var isSet: Bool { lock.withLock { raised } }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        var value: Data { lock.withLock { data } }
    }
}
