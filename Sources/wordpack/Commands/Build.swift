import ArgumentParser
import WordpackKit

/// `wordpack build`: every stage in order, redoing only what changed.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every stage in order: ingest, check, then the stages that write outputs/.",
        discussion: """
            Stops before writing anything when check finds an error. Each output is made again only when
            the bytes of its inputs, its settings or wordpack's version changed; files that nothing calls
            for any more are removed, and outputs/manifest.json is written.
            """)

    @OptionGroup var options: ProjectOptions

    @Option(help: "Override pipeline.json's policy: development or release.")
    var policy: PipelineConfiguration.Policy?

    @Flag(help: "Say for each output why it was made again or skipped.")
    var explain = false

    @Flag(help: "Make every output again, whatever the build cache says.")
    var force = false

    func run() throws {
        let project = options.wordpackProject
        let catalogue = try Pipeline.ingest(project, options: options)
        var (configuration, problems) = Pipeline.configuration(project)
        if let policy { configuration.policy = policy }
        // The caches of the build folder, loaded once for check and build.
        let digests = DigestCache(url: project.buildFolder.appendingPathComponent("digests.json"))
        let inspections = InspectionCache(url: project.buildFolder.appendingPathComponent("inspections.json"))
        let layouts = configuration.firstWordsLayouts(catalogue)
        let findings = Pipeline.check(
            catalogue, project: project, policy: policy, digests: digests, inspections: inspections, layouts: layouts)
        let report = DiagnosticReport(findings)
        Console.report(findings)
        options.progress("check: \(report.summary)")
        if report.errorCount > 0 || !problems.isEmpty {
            Console.standardError("build stopped: correct the errors above, then run `make build` again.\n")
            throw ExitCode.failure
        }
        let build = IncrementalBuild(project: project, catalogue: catalogue, configuration: configuration)
        let result = build.run(
            stages: OutputStages.all, force: force, digests: digests, inspections: inspections, layouts: layouts
        ) { options.progress($0) }
        var failed = false
        let reported = Set(findings)
        for (_, stageReport) in result.reports {
            // A stage may find again what check already said (an enlarged picture): say it once.
            Console.report(WordpackKit.Check.sorted(stageReport.findings.filter { !reported.contains($0) }))
            failed = failed || stageReport.hasErrors
        }
        Console.report(result.findings)
        if explain {
            for decision in result.plan.decisions.values.sorted(by: { $0.path < $1.path }) {
                Console.standardOutput(
                    "\(decision.rebuild ? "made   " : "skipped") outputs/\(decision.path): \(decision.reason)\n")
            }
            for path in result.removed { Console.standardOutput("removed outputs/\(path): nothing calls for it\n") }
        }
        let rebuilt = result.plan.decisions.values.filter(\.rebuild).count
        options.progress(
            "build: \(rebuilt) of \(result.plan.decisions.count) outputs made, \(result.removed.count) removed"
                + (result.manifest == nil ? ", outputs/\(Manifest.fileName) unchanged" : " → outputs/\(Manifest.fileName)"))
        if failed || !result.findings.isEmpty { throw ExitCode.failure }
    }
}
