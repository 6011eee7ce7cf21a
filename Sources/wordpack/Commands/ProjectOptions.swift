import ArgumentParser
import Foundation
import WordpackApps
import WordpackCore
import WordpackPipeline
import WordpackRecording

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

    /// The run's options for this project.
    func build(policy: PipelineConfiguration.Policy? = nil, explain: Bool = false, force: Bool = false) -> BuildOptions
    {
        BuildOptions(project: wordpackProject, policy: policy, explain: explain, force: force, wait: !noWait)
    }

    /// A progress line on standard error.
    func progress(_ line: String) {
        if !quiet { Console.standardError(line + "\n") }
    }

    func detail(_ line: String) {
        if verbose && !quiet { Console.standardError(line + "\n") }
    }
}

extension DiagnosticReport.Format: ExpressibleByArgument {}
extension PipelineConfiguration.Policy: ExpressibleByArgument {}
extension TakeRetakes: ExpressibleByArgument {}
