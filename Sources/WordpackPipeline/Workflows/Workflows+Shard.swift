import Foundation
import WordpackCache
import WordpackCore

extension Workflows {
    /// `wordpack build --shard I/N`, before its check: a shard stores its work in the shared cache, so it needs
    /// one it may write; what the first runner learnt about the media, the others take from the cache, and each
    /// shard inspects its part of the media files, which the assemble step takes from the cache to check them all.
    static func prepareShare(_ shard: Shard, cache: SharedCache?, of run: inout ProjectRun) throws {
        guard let cache else {
            throw BuildFailure.load(
                [],
                message:
                    "error: a shard stores its work in a shared cache; give one with --cache LOCATION, WORDPACK_CACHE "
                    + "or the `cache` key of pipeline.json.")
        }
        guard !cache.use.readOnly else {
            throw BuildFailure.load(
                [],
                message:
                    "error: a shard stores its work in the shared cache, which read-only use (--cache-read-only or "
                    + "WORDPACK_CACHE_READ_ONLY) forbids; leave out one or the other.")
        }
        run.inspections?.part = (shard.index, shard.count)
    }

    /// `wordpack build --shard I/N`, once checked: plans the whole build, then makes only the outputs of share I
    /// that the shared cache lacks and stores them there, with the bundle of each of its groups (`OutputGroups`: a
    /// share is whole groups, so that the assemble step and later clones fetch a bundle per group). The stages
    /// that read other outputs (`AppKind.assembledStages`) are left to the assemble step. The stages write
    /// into a scratch folder in the build folder (`.wordpack/shard-I-of-N/`, removed at the end), never into
    /// `outputs/`; no manifest, build cache or stamp is written. The assemble step, a plain build with the
    /// same cache, takes the shares from there.
    static func makeShare(
        _ shard: Shard, of run: inout ProjectRun, cache: SharedCache, progress: (BuildEvent) -> Void
    ) throws {
        let project = run.project
        let inventory = OutputInventory(run.outputs)
        let keys = run.actionKeys(inventory, inputDigests: [:])
        let digests = run.digests ?? RememberedDigests(url: nil)
        var costs: [String: Double] = [:]
        let soundStages = Set(run.planned.flatMap(\.soundStages))
        for (path, product) in inventory.products {
            let bytes = product.inputs.reduce(Int64(0)) { $0 + (digests.size(atPath: project.path(of: $1)) ?? 0) }
            costs[path] = ShardPlan.cost(stage: product.stage, inputBytes: bytes, soundStages: soundStages)
        }
        // The stages that read other outputs are left to the assemble step. A share is whole groups when
        // there are enough of them for a fair balance (8 a shard); else single outputs, and the assemble
        // step stores the bundles.
        let (groups, assembled) = run.outputGroups(inventory, keys: keys)
        let shares = groups.groups.filter { !assembled.contains($0.paths[0]) }
        let mine: [OutputGroups.Group]
        let paths: [String]
        if shares.count >= 8 * shard.count {
            let assigned = ShardPlan.assign(
                keys: Dictionary(uniqueKeysWithValues: shares.map { ($0.key, $0.key) }),
                costs: Dictionary(
                    uniqueKeysWithValues: shares.map { group in
                        (group.key, group.paths.reduce(0) { $0 + (costs[$1] ?? 0) })
                    }),
                count: shard.count)
            mine = shares.filter { assigned[$0.key] == shard.index }
            paths = mine.flatMap(\.paths)
        } else {
            let assigned = ShardPlan.assign(
                keys: keys.filter { !assembled.contains($0.key) }, costs: costs, count: shard.count)
            mine = []
            paths = inventory.paths.filter { assigned[$0] == shard.index }
        }

        // The stages write into the shard's scratch folder; so do the outputs taken from the cache for a bundle.
        run.project = Project(root: project.root, outputsFolder: shard.outputsFolder)
        try? FileManager.default.removeItem(at: run.project.outputs)
        defer { try? FileManager.default.removeItem(at: run.project.outputs) }
        let byKey = Dictionary(uniqueKeysWithValues: mine.map { ($0.key, $0) })
        let bundled = Set(
            CacheTransfers.map(mine.map(\.key)) { key in
                byKey[key].map { cache.has($0) } == true ? key : nil
            }.compactMap { $0 })
        let inBundles = Set(mine.filter { bundled.contains($0.key) }.flatMap(\.paths))
        let open = paths.filter { !inBundles.contains($0) }
        let fetched = run.fetch(open, keys: keys, from: cache)
        let missing = Set(open.filter { fetched[$0] == nil })
        let reports = run.make(
            stages: run.stages, needsWork: { missing.contains($0) }, checked: true, progress: progress)
        let made = reports.flatMap { $0.report.written + $0.report.unchanged }.filter { missing.contains($0) }
        run.store(made, keys: keys, to: cache)
        run.storeBundles(
            mine.filter { !bundled.contains($0.key) }, made: Set(made), taken: Set(fetched.keys), to: cache)
        progress(.findings(reports.flatMap { Diagnostic.sorted($0.report.findings) }))
        run.report(cache, progress: progress)
        let count = paths.count
        progress(
            .summary(
                "shard \(shard): \(count) of \(inventory.products.count) outputs are this shard's; "
                    + "\(count - missing.count) were in the cache, \(made.count) made and stored"))
        if reports.contains(where: { $0.report.hasErrors }) { throw BuildFailure.make }
    }
}
