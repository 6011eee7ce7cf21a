import Foundation
import WordpackCore

/// Runs `git` (found on `PATH`) in a folder, for `git-setup` and `git-take`.
struct GitCommand {
    let folder: URL

    /// Thrown with a sentence for the content team.
    struct Failure: Error {
        var sentence: String
    }

    static var program: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/git" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// git's standard output, or a `Failure` quoting its error.
    @discardableResult
    func run(_ arguments: [String]) throws -> Data {
        guard let program = Self.program else {
            throw Failure(sentence: "git is not installed; install it (Debian: apt-get install git), then try again.")
        }
        let child = try LimitedChild.run(program, ["-C", folder.path] + arguments, seconds: 60)
        guard child.end == .exited(0) else {
            let message = String(decoding: child.errorOutput, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(sentence: "`git \(arguments.joined(separator: " "))` failed: \(message)")
        }
        return child.output
    }
}
