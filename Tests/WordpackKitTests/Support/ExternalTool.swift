import Foundation
import Testing

/// Runs a tool from the machine (python3, xmllint, …) that reads our outputs independently of our code.
enum ExternalTool {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The tool's path, or nil (and a recorded issue in CI, where `make test` must have installed it).
    static func find(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(name) is not installed; `make test` installs it", sourceLocation: sourceLocation)
        }
        return nil
    }

    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = PipeReader(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errorData.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorText, as: UTF8.self))
    }
}
