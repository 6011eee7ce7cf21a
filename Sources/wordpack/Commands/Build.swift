import ArgumentParser
import WordpackKit

/// `wordpack build`: every stage in order.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every stage in order: ingest, then check (stops on any error).")

    @OptionGroup var options: ProjectOptions

    @Option(help: "Override pipeline.json's policy: development or release.")
    var policy: PipelineConfiguration.Policy?

    func run() throws {
        let project = options.wordpackProject
        let catalogue = try Pipeline.ingest(project, options: options)
        let findings = Pipeline.check(catalogue, project: project, policy: policy)
        let report = DiagnosticReport(findings)
        Console.report(findings)
        options.progress("check: \(report.summary)")
        if report.errorCount > 0 {
            Console.standardError("build stopped: correct the errors above, then run `make build` again.\n")
            throw ExitCode.failure
        }
    }
}
