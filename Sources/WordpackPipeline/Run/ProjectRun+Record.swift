import Foundation
import WordpackAppKind
import WordpackCatalogue
import WordpackCore

extension ProjectRun {
    /// After the stages: records what each output was made from, removes every file of `outputs/` that no
    /// app calls for any more (and any whose remake failed), and writes the manifest and the caches.
    /// Interrupted at any moment, it leaves each file either old or new (every write is a rename), and the
    /// next build redoes whatever was not recorded. The build cache keeps the manifest's SHA-256 only when every
    /// stage succeeded: that is the manifest `publish` takes.
    func record(
        _ inventory: OutputInventory, _ plan: WorkPlan, reports: [(name: String, report: StageReport)], force: Bool,
        verdict: BuildVerdict
    ) -> BuildOutcome {
        let digests = self.digests ?? RememberedDigests(url: nil)
        var cache =
            force ? RememberedOutputs() : buildCache ?? RememberedOutputs.load(from: BuildFolder.cacheFile(in: project))
        let recordsBefore = cache.records
        var made: Set<String> = []
        for (_, report) in reports {
            made.formUnion(report.written)
            made.formUnion(report.unchanged)
        }
        var removed: [String] = []
        let versions = stageVersions
        for decision in plan.decisions.values where decision.rebuild {
            guard let product = inventory.products[decision.path] else { continue }
            let path = project.outputPath(of: decision.path)
            if made.contains(decision.path), let output = try? digests.sha256(atPath: path) {
                cache.records[decision.path] = RememberedOutputs.Record(
                    version: versions[product], settings: FileDigest.sha256(of: product.settings),
                    inputs: product.deciding(plan.inputDigests),
                    output: output)
            } else {
                // Not made this time (its input is broken): an old version would be stale.
                cache.records[decision.path] = nil
                if unlink(path) == 0 { removed.append(decision.path) }
                digests.forget(atPath: path)
            }
        }
        cache.records = cache.records.filter { inventory.products[$0.key] != nil }
        let stale = StaleOutputs.remove(keeping: Set(inventory.products.keys), in: project.outputs)
        for path in stale { digests.forget(atPath: project.outputPath(of: path)) }
        removed += stale

        var manifest: Manifest?
        var findings: [Diagnostic] = []
        let manifestPath = project.outputPath(of: Manifest.fileName)
        do {
            // Nothing made, nothing removed, the same files named as what each output is made from, and the
            // manifest is the one the last build wrote: it still holds.
            // The build's verdict is the manifest's too: a release build of the same outputs writes it again.
            let sources = FileDigest.sha256(of: sourcesDigest(inventory, digests: digests) + verdict.digest)
            let unchanged =
                !plan.decisions.values.contains(where: \.rebuild) && removed.isEmpty
                && cache.records == recordsBefore && cache.manifest != nil && cache.sources == sources
                && (try? digests.sha256(atPath: manifestPath)) == cache.manifest
            cache.sources = sources
            // The manifest describes each language from its report, and a report counts 100,000 rows: every
            // language's is worked out first, on every core (remembered for the run), and kept for the next build
            // even when the manifest holds.
            if !unchanged || inspections != nil {
                let catalogue = catalogue
                _ = catalogue.languages.map(\.code).concurrentMap {
                    LanguageCompleteness.of(catalogue, code: $0)
                }
            }
            if !unchanged {
                let built = try writeManifest(inventory, digests: digests, verdict: verdict)
                cache.manifest = built.digest
                manifest = built.manifest
            }
            // A stage that failed leaves a manifest of what is there, but not one the build vouches for:
            // `publish` refuses it (`ManifestCheck`) until a build succeeds.
            let failed = reports.contains(where: { $0.report.hasErrors })
            if failed { cache.manifest = nil }
            let cacheFile = BuildFolder.cacheFile(in: project)
            if !unchanged || failed || !FileManager.default.fileExists(atPath: cacheFile.path) {
                try cache.save(to: cacheFile)
            }
            try digests.save()
            try saveInspections()
        } catch {
            findings.append(StageFailure.write(path: "outputs/\(Manifest.fileName)", error: error).diagnostic)
        }
        return BuildOutcome(
            plan: plan, reports: reports, removed: removed.sorted(), manifest: manifest, findings: findings)
    }

    /// SHA-256 of the files the manifest names for each output and of their bytes: a sheet whose bytes changed
    /// while no output made from it changed (its rows are keyed by `content`) still changes the manifest.
    func sourcesDigest(_ inventory: OutputInventory, digests: RememberedDigests) -> String {
        var files: Set<String> = []
        var text = ""
        for path in inventory.paths {
            guard let product = inventory.products[path], !product.sources.isEmpty else { continue }
            text += "\(path)\t\(product.sources.joined(separator: "\t"))\n"
            files.formUnion(product.sources)
        }
        for file in files.sorted() {
            text += "\(file) \((try? digests.sha256(atPath: project.path(of: file))) ?? "")\n"
        }
        return FileDigest.sha256(of: text)
    }

    /// Writes `outputs/manifest.json` for this inventory; returns it with its SHA-256.
    func writeManifest(_ inventory: OutputInventory, digests: RememberedDigests, verdict: BuildVerdict) throws
        -> (manifest: Manifest, digest: String)
    {
        let manifest = try Manifest(
            inventory: inventory, configuration: writtenConfiguration, project: project, digests: digests,
            verdict: verdict, describe: describe(made:))
        let path = project.outputPath(of: Manifest.fileName)
        let digest = try manifest.write(to: URL(fileURLWithPath: path)).sha256
        digests.record(atPath: path, sha256: digest)
        return (manifest, digest)
    }
}
