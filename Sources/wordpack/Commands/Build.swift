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
        let lock = try options.lock("build")
        defer { withExtendedLifetime(lock) {} }
        let project = options.wordpackProject
        // Taken before anything is read: a sheet saved during this build leaves a state it did not see.
        let state = ProjectState(project: project, options: "policy \(policy?.rawValue ?? "from pipeline.json")")
        if !force, !explain, let stamp = BuildStamp.load(from: project),
            state.digest(project: project) == stamp.digest
        {
            Console.report(stamp.findings)
            options.progress(
                "build: nothing changed since the last build; its \(stamp.outputCount) outputs are up to date")
            return
        }
        BuildStamp.remove(from: project)
        IncrementalBuild.removeTemporaryFiles(of: project)
        // The build folder's caches load on the other core while ingest reads the sheets.
        let (catalogue, caches) = concurrently(
            { Pipeline.read(project, options: options) },
            {
                (
                    digests: DigestCache(url: IncrementalBuild.digestFile(in: project)),
                    inspections: InspectionCache(folder: IncrementalBuild.inspectionFolder(in: project)),
                    build: force ? BuildCache() : BuildCache.load(from: IncrementalBuild.cacheFile(in: project))
                )
            })
        // The catalogue is written for the stages run alone while this build goes on.
        let storing = BackgroundWork { try CatalogueStore.write(catalogue, to: project.catalogueFile) }
        let outcome = Result { try build(catalogue, project: project, caches: caches) }
        try Pipeline.store(project) { try storing.wait() }
        let (printed, outputCount) = try outcome.get()
        // Everything is in place: a next build that finds all of it as it is now has nothing to do.
        if let digest = state.digest(project: project, vouchedBy: caches.digests) {
            try? BuildStamp(digest: digest, findings: printed, outputCount: outputCount).save(in: project)
        }
    }

    /// Check, then the output stages; returns what it printed and how many outputs there are.
    private func build(
        _ catalogue: Catalogue, project: Project,
        caches: (digests: DigestCache, inspections: InspectionCache, build: BuildCache)
    ) throws -> (printed: [Diagnostic], outputCount: Int) {
        var (configuration, problems) = Pipeline.configuration(project)
        if let policy { configuration.policy = policy }
        let (digests, inspections) = (caches.digests, caches.inspections)
        let layouts = configuration.firstWordsLayouts(catalogue)
        let findings = Pipeline.check(
            catalogue, project: project, policy: policy, digests: digests, inspections: inspections, layouts: layouts)
        let report = DiagnosticReport(findings)
        var printed = findings
        Console.report(findings)
        options.progress("check: \(report.summary)")
        if report.errorCount > 0 || !problems.isEmpty {
            Console.standardError("build stopped: correct the errors above, then run `make build` again.\n")
            throw ExitCode.failure
        }
        let build = IncrementalBuild(project: project, catalogue: catalogue, configuration: configuration)
        let result = build.run(
            stages: OutputStages.all, force: force, digests: digests, inspections: inspections, layouts: layouts,
            buildCache: caches.build
        ) { options.progress($0) }
        var failed = false
        let reported = Set(findings)
        for (_, stageReport) in result.reports {
            // A stage may find again what check already said (an enlarged picture): say it once.
            let new = WordpackKit.Check.sorted(stageReport.findings.filter { !reported.contains($0) })
            Console.report(new)
            printed += new
            failed = failed || stageReport.hasErrors
        }
        Console.report(result.findings)
        printed += result.findings
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
        return (printed, result.plan.decisions.count)
    }
}
