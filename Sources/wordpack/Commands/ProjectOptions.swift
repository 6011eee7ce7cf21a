import ArgumentParser
import Foundation
import WordpackKit

/// Options every subcommand shares.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder (holding pipeline.json and inputs/). Default: the current folder.")
    var project: String = "."

    @Flag(name: .shortAndLong, help: "Print only problems, no progress.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print more detail about each stage.")
    var verbose = false

    @Flag(help: "When another wordpack command is using the project, stop at once instead of waiting for it.")
    var noWait = false

    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: project, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("the project folder “\(project)” does not exist.")
        }
    }

    var wordpackProject: Project {
        Project(root: URL(fileURLWithPath: project, isDirectory: true))
    }

    /// Takes the project for `command` until the returned lock is released: one command at a time writes the
    /// build folder and outputs/. Says once on standard error when it waits for another.
    func lock(_ command: String) throws -> ProjectLock {
        do {
            return try ProjectLock(project: wordpackProject, command: command, wait: !noWait) {
                Console.standardError("wordpack \(command): \($0)\n")
            }
        } catch let busy as ProjectLock.Busy {
            Console.standardError("error: \(busy)\n")
            throw ExitCode.failure
        } catch let problem as DiagnosticConvertible {
            Console.report([problem.diagnostic])
            throw ExitCode.failure
        }
    }

    /// A progress line on standard error.
    func progress(_ line: String) {
        if !quiet { Console.standardError(line + "\n") }
    }

    func detail(_ line: String) {
        if verbose && !quiet { Console.standardError(line + "\n") }
    }
}

enum Console {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Prints findings on standard error, coloured on a terminal.
    static func report(_ diagnostics: [Diagnostic]) {
        standardError(DiagnosticReport(diagnostics).text(colour: standardErrorIsTerminal))
    }
}

extension DiagnosticReport.Format: ExpressibleByArgument {}
extension PipelineConfiguration.Policy: ExpressibleByArgument {}
