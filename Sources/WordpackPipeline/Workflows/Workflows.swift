import Foundation
import WordpackCache
import WordpackCatalogue
import WordpackCore

/// The runs of wordpack, as the command-line tool and the tests start them: here the pipeline's own (build, and
/// its steps alone: ingest, check, a stage, manifest, add-language) and the project's lock; each feature above
/// the pipeline adds its commands' in its own target (publish, review, script, split, accept, the translators').
/// Each reports as it goes through `progress` and throws a `BuildFailure` when it stops.
package enum Workflows {
    /// `wordpack build`: load → check → plan → make → record, redoing only what changed.
    @discardableResult
    package static func build(_ options: BuildOptions, progress: (BuildEvent) -> Void) throws -> BuildOutcome? {
        try holdingProject(options, "build", progress: progress) { try runBuild(options, progress: progress) }
    }

    /// load → check → plan → make → record, for the whole build or, with `options.shard`, one shard's share of it
    /// (`makeShare`): a shard keeps no stamp, writes nothing of `outputs/` and stores what it makes in the shared
    /// cache. `checked`: given the run and its findings once check is done (whether or not the build goes on), for
    /// a review that follows it and would otherwise plan and check again.
    package static func runBuild(
        _ options: BuildOptions, progress: (BuildEvent) -> Void,
        checked: ((ProjectRun, [Diagnostic]) -> Void)? = nil
    ) throws -> BuildOutcome? {
        let project = options.project
        let stateOptions = "policy \(options.policy?.rawValue ?? "from pipeline.json")"
        var state: ProjectState?
        if options.shard == nil {
            // Taken before anything is read: a sheet saved during this build leaves a state it did not see.
            let current = ProjectState(project: project, options: stateOptions)
            if options.stamp, !options.force, !options.explain,
                let stamp = BuildStamp.holding(for: current, project: project)
            {
                BuildStamp.forEachFinding(in: project) { progress(.findings($0)) }
                progress(
                    .summary(
                        "build: nothing changed since the last build; its \(stamp.outputCount) outputs are up to date"))
                return nil
            }
            BuildStamp.remove(from: project)
            BuildFolder.removeTemporaryFiles(of: project)
            state = current
        }

        // Load.
        var (run, storing) = ProjectRun.ingest(options, progress: progress)
        // The check's findings, packed for the stamp while the build goes on.
        var ahead: PackedFindingsFile?
        defer { ahead?.discard() }
        let outcome = Result { () throws -> (BuildOutcome, made: [Diagnostic], Diagnostic?)? in
            let cache = try run.sharedCache(options)
            run.inspections?.sharing = cache
            if let shard = options.shard { try prepareShare(shard, cache: cache, of: &run) }
            // Check. Its findings are printed and packed for the stamp (both on other threads), and counted for
            // the verdict: nothing after this step holds them (200,000 at 100,000 words × 30 languages).
            let tally: BuildVerdict.Tally
            do {
                let findings = run.checkedFindings()
                LargeBlockReuse.releaseFreeMemory()
                if let checked { checked(run, findings.all) }
                if options.shard == nil {
                    for note in run.catalogue.references?.notes ?? [] { progress(.summary(note)) }
                }
                if run.catalogue.references?.wroteRecords == true {
                    state = state?.refreshed(project: project, options: stateOptions) {
                        $0.hasSuffix("/" + RememberedReferences.fileName)
                    }
                }
                // Printed, and packed for the stamp, each on another core and a piece at a time; counted here.
                progress(.findings(findings))
                tally = BuildVerdict.Tally(findings)
                progress(.summary("check: \(DiagnosticReport.summary(errors: tally.errors, warnings: tally.warnings))"))
                guard tally.errors == 0, run.configurationProblems.isEmpty else { throw BuildFailure.check }
                if state != nil { ahead = PackedFindingsFile(findings, in: project) }
            }
            // Plan, make and record one shard's share.
            if let shard = options.shard, let cache {
                try makeShare(shard, of: &run, cache: cache, progress: progress)
                return nil
            }
            // The rows read this run are in the store once it is filled: the steps after the check read a list's
            // rows or none, from there, and the build holds no language's rows (30 MB at 100,000 rows). A store
            // not filled yet (a first build's) is not waited for.
            if storing.isDone, (try? storing.wait()) != nil { run.catalogue.releaseStoredRows() }
            // Plan.
            let (inventory, plan) = run.plan(force: options.force)
            // Nothing is made while two outputs would be one file on the apps' file systems.
            let clashes = inventory.portableNameClashes
            guard clashes.isEmpty else {
                progress(.findings(clashes))
                throw BuildFailure.check
            }
            // Make.
            let audit = options.audit.map { CacheAudit(percent: $0, seed: options.auditSeed) }
            let reports = run.make(
                inventory, plan, cache: cache, force: options.force, audit: audit, progress: progress)
            let unsigned = run.noteProvenance(reports, cache: cache)
            // Record.
            let making = reports.flatMap { Diagnostic.sorted($0.report.findings) }
            let verdict = BuildVerdict(
                policy: run.configuration.policy, findings: [tally, BuildVerdict.Tally(making)],
                languagesLeftOut: run.languagesInProgress.map(\.code))
            let outcome = run.record(inventory, plan, reports: reports, force: options.force, verdict: verdict)
            let made = making + outcome.findings
            progress(.findings(made))
            return (outcome, made, unsigned)
        }
        // A shard's store is left to the next build when it cannot be written.
        if options.shard == nil {
            try ProjectRun.store(project) { try storing.wait() }
        } else {
            try? storing.wait()
        }
        guard let (result, made, unsigned) = try outcome.get() else { return nil }
        var later = made
        if options.explain { explain(result, progress: progress) }
        let rebuilt = result.plan.decisions.values.filter(\.rebuild).count
        progress(
            .summary(
                "build: \(rebuilt) of \(result.plan.decisions.count) outputs made, \(result.removed.count) removed"
                    + (result.manifest == nil
                        ? ", outputs/\(Manifest.fileName) unchanged" : " → outputs/\(Manifest.fileName)")))
        if let unsigned {
            // Once, at the end, where it is seen; a build that finds nothing changed says it again.
            progress(.findings([unsigned]))
            later.append(unsigned)
        }
        if result.reports.contains(where: { $0.report.hasErrors }) || !result.findings.isEmpty {
            throw BuildFailure.make
        }
        // Everything is in place: a next build that finds all of it as it is now has nothing to do.
        if let state, let ahead, let lines = state.lines(project: project, vouchedBy: run.digests) {
            let files = StampedFiles(lines, project: project, digests: run.digests, pipeline: state.pipelineSHA256)
            try? BuildStamp.save(
                digest: files.digest, outputCount: result.plan.decisions.count, checked: ahead, later: later,
                in: project, files: files)
        }
        // The run's catalogue and what it made (hundreds of megabytes at 100,000 words × 30 languages) are freed on
        // another core: a build that is done does not wait for that (a twentieth of a second).
        freeInBackground((consume run, consume later))
        return result
    }

    /// `--explain`: for each output, made or skipped and why; each file removed.
    static func explain(_ result: BuildOutcome, progress: (BuildEvent) -> Void) {
        for decision in result.plan.decisions.values.sorted(by: { $0.path < $1.path }) {
            progress(
                .result("\(decision.rebuild ? "made   " : "skipped") outputs/\(decision.path): \(decision.reason)"))
        }
        for path in result.removed { progress(.result("removed outputs/\(path): nothing calls for it")) }
    }
}
