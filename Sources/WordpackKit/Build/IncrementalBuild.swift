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

    var cacheFile: URL { Self.cacheFile(in: project) }
    var digestFile: URL { Self.digestFile(in: project) }

    public static func cacheFile(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("build-cache.json")
    }

    public static func digestFile(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("digests.json")
    }

    public static func inspectionFolder(in project: Project) -> URL {
        project.buildFolder.appendingPathComponent("inspections", isDirectory: true)
    }

    public struct Result {
        public var plan: WorkPlan
        /// Each stage's report, in order.
        public var reports: [(name: String, report: StageReport)]
        /// Files removed from `outputs/` because nothing calls for them any more (or their remake failed).
        public var removed: [String]
        public var manifest: Manifest?
        public var findings: [Diagnostic]
    }

    /// Runs `stages` on what changed; `force` makes everything again. `digests` and `inspections` let the
    /// build share the caches `check` already loaded.
    public func run(
        stages: [Stage], force: Bool = false, digests sharedDigests: DigestCache? = nil,
        inspections: InspectionCache? = nil, layouts sharedLayouts: [FirstWordsLayout]? = nil,
        buildCache: BuildCache? = nil, progress: (String) -> Void = { _ in }
    ) -> Result {
        let layouts = sharedLayouts ?? configuration.firstWordsLayouts(catalogue)
        var inventory = OutputInventory(catalogue: catalogue, configuration: configuration, layouts: layouts)
        inventory.keepStages(Set(stages.map(\.name)))
        let digests = sharedDigests ?? DigestCache(url: digestFile)
        var cache = force ? BuildCache() : buildCache ?? BuildCache.load(from: cacheFile)
        let recordsBefore = cache.records
        let plan = WorkPlan(inventory: inventory, cache: cache, digests: digests, project: project)
        let context = StageContext(
            project: project, catalogue: catalogue, configuration: configuration, work: plan, digests: digests,
            layouts: layouts, inspections: inspections)

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
            let path = project.outputPath(of: decision.path)
            if made.contains(decision.path), let output = try? digests.sha256(atPath: path) {
                cache.records[decision.path] = BuildCache.Record(
                    version: WordpackVersion.current, settings: FileDigest.sha256(of: product.settings),
                    inputs: Dictionary(uniqueKeysWithValues: product.inputs.map { ($0, plan.inputDigests[$0] ?? "") }),
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
        do {
            // Nothing made, nothing removed, and the manifest is the one the last build wrote: it still holds.
            let manifestPath = project.outputPath(of: Manifest.fileName)
            let unchanged = !plan.decisions.values.contains(where: \.rebuild) && removed.isEmpty
                && cache.records == recordsBefore && cache.manifest != nil
                && (try? digests.sha256(atPath: manifestPath)) == cache.manifest
            if !unchanged {
                let built = try Manifest(
                    inventory: inventory, catalogue: catalogue, configuration: configuration, project: project,
                    digests: digests, layouts: layouts)
                let data = try built.encoded()
                let digest = FileDigest.sha256(of: data)
                try FileWriter.write(data, to: URL(fileURLWithPath: manifestPath))
                digests.record(atPath: manifestPath, sha256: digest)
                cache.manifest = digest
                manifest = built
            }
            if !unchanged || !FileManager.default.fileExists(atPath: cacheFile.path) {
                try cache.save(to: cacheFile)
            }
            try digests.save()
            try inspections?.save()
        } catch {
            findings.append(.error(
                at: Location(file: "outputs/\(Manifest.fileName)"), "could not be written (\(error)); check the disk."))
        }
        return Result(plan: plan, reports: reports, removed: removed.sorted(), manifest: manifest, findings: findings)
    }
}

extension IncrementalBuild {
    /// Removes the temporary files (and the audio stage's scratch folders) an interrupted build left in the
    /// build folder. Called before a build writes anything there (the catalogue is written while the build
    /// goes on, and must not lose its own).
    public static func removeTemporaryFiles(of project: Project) {
        removeTemporaryFiles(in: project.buildFolder)
        removeTemporaryFiles(in: inspectionFolder(in: project))
    }

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
        walk(outputs.standardizedFileURL.path, relative: "") { path, isFolder in
            guard !isFolder, path != "README.md", path != Manifest.fileName, !wanted.contains(path.nfc) else { return }
            if unlink(outputs.appendingPathComponent(path).path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// Visits every entry below `folder` (children before the folder itself), reading the kind of each from
    /// the directory listing rather than stat-ing it, and removes the folders it leaves empty.
    private static func walk(_ folder: String, relative: String, _ visit: (String, Bool) -> Void) {
        guard let directory = opendir(folder) else { return }
        var children: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = directoryEntryName(entry)
            guard name != ".", name != ".." else { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = stat("\(folder)/\(name)", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            children.append((name, isFolder))
        }
        closedir(directory)
        for (name, isFolder) in children {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if isFolder {
                walk("\(folder)/\(name)", relative: path, visit)
                rmdir("\(folder)/\(name)")  // only succeeds when it is empty
            } else {
                visit(path, false)
            }
        }
    }
}
