import ArgumentParser
import WordpackKit

/// `wordpack build`: every stage in order.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every stage in order: ingest, check, then the stages that write outputs/.",
        discussion: "Stops before writing anything when check finds an error.")

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
        var (configuration, _) = Pipeline.configuration(project)
        if let policy { configuration.policy = policy }
        let context = StageContext(project: project, catalogue: catalogue, configuration: configuration)
        var failed = false
        for stage in OutputStages.all {
            do {
                try Pipeline.finish(stage.name, stage.run(context), options: options)
            } catch {
                failed = true  // the other stages still run, so that one build reports every problem
            }
        }
        if failed { throw ExitCode.failure }
    }
}
