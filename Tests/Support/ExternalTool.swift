import Foundation

/// Runs a tool from the machine (python3, xmllint, sox, ffprobe, pngcheck…) that reads our outputs
/// independently of our code. `make test` installs them all (the Makefile's `test-deps`), so a test that needs
/// one fails when it is missing (`try #require(ExternalTool.find(…))`) rather than skipping its check.
package enum ExternalTool {
    package typealias Output = ProcessRunner.Result

    /// The tool's path on `PATH` (or in the usual folders), or nil when it is not installed.
    package static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the tool at `path` to its end.
    package static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Output
    {
        try ProcessRunner.run(URL(fileURLWithPath: path), arguments, environment: environment)
    }
}
