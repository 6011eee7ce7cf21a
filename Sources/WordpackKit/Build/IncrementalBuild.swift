import Foundation

/// One `wordpack build` after ingest and check: works out what must be made, runs the output stages on
/// just that, records what each output was made from, removes every file of `outputs/` that the catalogue
/// no longer calls for, and writes the manifest. Interrupted at any moment, it leaves each file either old
/// or new (every write is a rename), and the next build redoes whatever was not recorded.
public struct IncrementalBuild {
    public typealias Stage = (name: String, run: (StageContext) -> StageReport)

    public let project: Project
    public let catalogue: Catalogue
    public let configuration: PipelineConfiguration

    public init(project: Project, catalogue: Catalogue, configuration: PipelineConfiguration) {
        self.project = project
        self.catalogue = catalogue
        self.configuration = configuration
    }

    var cacheFile: URL { project.buildFolder.appendingPathComponent("build-cache.json") }
    var digestFile: URL { project.buildFolder.appendingPathComponent("digests.json") }

    public struct Result {
        public var plan: WorkPlan
        /// Each stage's report, in order.
        public var reports: [(name: String, report: StageReport)]
        /// Files removed from `outputs/` because nothing calls for them any more (or their remake failed).
        public var removed: [String]
        public var manifest: Manifest?
        public var findings: [Diagnostic]
    }

    /// Runs `stages` on what changed; `force` makes everything again.
    public func run(stages: [Stage], force: Bool = false, progress: (String) -> Void = { _ in }) -> Result {
        Self.removeTemporaryFiles(in: project.buildFolder)
        let layouts = configuration.firstWordsLayouts(catalogue)
        var inventory = OutputInventory(catalogue: catalogue, configuration: configuration, layouts: layouts)
        inventory.keepStages(Set(stages.map(\.name)))
        let digests = DigestCache(url: digestFile)
        var cache = force ? BuildCache() : BuildCache.load(from: cacheFile)
        let plan = WorkPlan(inventory: inventory, cache: cache, digests: digests, project: project)
        let context = StageContext(
            project: project, catalogue: catalogue, configuration: configuration, work: plan, digests: digests,
            layouts: layouts)

        var reports: [(name: String, report: StageReport)] = []
        var made: Set<String> = []
        for stage in stages {
            let report = stage.run(context)
            reports.append((stage.name, report))
            made.formUnion(report.written)
            made.formUnion(report.unchanged)
            progress("\(stage.name): \(report.summary)")
        }

        var removed: [String] = []
        var findings: [Diagnostic] = []
        for decision in plan.decisions.values where decision.rebuild {
            guard let product = inventory.products[decision.path] else { continue }
            let url = project.outputs.appendingPathComponent(decision.path)
            if made.contains(decision.path), let output = try? digests.sha256(of: url) {
                cache.records[decision.path] = BuildCache.Record(
                    version: WordpackVersion.current, settings: product.settings,
                    inputs: Dictionary(uniqueKeysWithValues: product.inputs.map { ($0, plan.inputDigests[$0] ?? "") }),
                    output: output)
            } else {
                // Not made this time (its input is broken): an old version would be stale.
                cache.records[decision.path] = nil
                if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(decision.path) }
            }
        }
        cache.records = cache.records.filter { inventory.products[$0.key] != nil }
        removed += StaleOutputs.remove(keeping: Set(inventory.products.keys), in: project.outputs)

        var manifest: Manifest?
        do {
            let built = try Manifest(
                inventory: inventory, catalogue: catalogue, configuration: configuration, project: project,
                digests: digests, layouts: layouts)
            try FileWriter.write(try built.encoded(), to: project.outputs.appendingPathComponent(Manifest.fileName))
            manifest = built
            try cache.save(to: cacheFile)
            try digests.save()
        } catch {
            findings.append(.error(
                at: Location(file: "outputs/\(Manifest.fileName)"), "could not be written (\(error)); check the disk."))
        }
        return Result(plan: plan, reports: reports, removed: removed.sorted(), manifest: manifest, findings: findings)
    }
}

extension IncrementalBuild {
    /// Temporary files an interrupted build left in the build folder.
    static func removeTemporaryFiles(in folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

/// Removes what `outputs/` should not hold: files no output calls for, temporary files an interrupted build
/// left, and the folders this empties. `README.md` and the manifest stay.
enum StaleOutputs {
    static func remove(keeping wanted: Set<String>, in outputs: URL) -> [String] {
        var removed: [String] = []
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: outputs, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        var folders: [URL] = []
        let prefix = outputs.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                folders.append(url)
                continue
            }
            if path == "README.md" || path == Manifest.fileName || wanted.contains(path.nfc) { continue }
            if (try? manager.removeItem(at: url)) != nil { removed.append(path) }
        }
        for folder in folders.sorted(by: { $0.path.count > $1.path.count })
        where (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? manager.removeItem(at: folder)
        }
        return removed
    }
}
