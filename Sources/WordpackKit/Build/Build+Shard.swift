import Foundation

extension Build {
    /// `wordpack build --shard I/N`: plans the whole build, then makes only the outputs of share I that the
    /// shared cache lacks and stores them there (the stages that read other outputs, `AppKind.assembledStages`,
    /// are left to the assemble step). The stages write into a scratch folder in the build folder
    /// (`.wordpack/shard-I-of-N/`, removed at the end), never into `outputs/`; no manifest, build cache or
    /// stamp is written. The assemble step, a plain build with the same cache, takes the shares from there.
    static func build(_ shard: Shard, _ options: BuildOptions, progress: (BuildEvent) -> Void) throws -> BuildOutcome? {
        let project = options.project
        var (run, storing) = ProjectRun.ingest(options, progress: progress)
        defer { try? storing.wait() }
        let findings = run.check()
        progress(.findings(findings))
        progress(.summary("check: \(DiagnosticReport(findings).summary)"))
        guard DiagnosticReport(findings).errorCount == 0, run.configurationProblems.isEmpty else {
            throw BuildFailure.check
        }
        guard let cache = run.sharedCache(options) else {
            throw BuildFailure.load([], message:
                "error: a shard stores its work in a shared cache; give one with --cache LOCATION, WORDPACK_CACHE "
                    + "or the `cache` key of pipeline.json.")
        }
        let inventory = OutputInventory(run.outputs)
        let keys = run.actionKeys(inventory, inputDigests: [:])
        let digests = run.digests ?? DigestCache(url: nil)
        var costs: [String: Double] = [:]
        for (path, product) in inventory.products {
            let bytes = product.inputs.reduce(Int64(0)) { $0 + (digests.size(atPath: project.path(of: $1)) ?? 0) }
            costs[path] = ShardPlan.cost(stage: product.stage, inputBytes: bytes)
        }
        // The stages that read other outputs are left to the assemble step.
        let assembled = Set(run.planned.flatMap(\.assembledStages))
        let assigned = ShardPlan.assign(
            keys: keys.filter { !assembled.contains(inventory.products[$0.key]?.stage ?? "") }, costs: costs,
            count: shard.count)
        let mine = inventory.paths.filter { assigned[$0] == shard.index }
        let cached = Set(CacheTransfers.map(mine) { cache.has(keys[$0] ?? "") ? $0 : nil }.compactMap { $0 })
        let missing = Set(mine.filter { !cached.contains($0) })

        // The stages write into the shard's scratch folder.
        run.project = Project(root: project.root, outputsFolder: shard.outputsFolder)
        try? FileManager.default.removeItem(at: run.project.outputs)
        defer { try? FileManager.default.removeItem(at: run.project.outputs) }
        let reports = run.make(stages: run.stages, needsWork: { missing.contains($0) }, checked: true, progress: progress)
        let made = reports.flatMap { $0.report.written + $0.report.unchanged }.filter { missing.contains($0) }
        run.store(made, keys: keys, to: cache)
        progress(.findings(reports.flatMap { Diagnostic.sorted($0.report.findings) }))
        ProjectRun.report(cache, progress: progress)
        progress(.summary(
            "shard \(shard): \(mine.count) of \(inventory.products.count) outputs are this shard's; "
                + "\(cached.count) were in the cache, \(made.count) made and stored"))
        if reports.contains(where: { $0.report.hasErrors }) { throw BuildFailure.make }
        return nil
    }
}
