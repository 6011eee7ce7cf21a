import WordpackAppKind
import WordpackCore

extension ProjectRun {
    /// For each planned file, whether this build must make it and why.
    func plan(force: Bool) -> (inventory: OutputInventory, work: WorkPlan) {
        let inventory = OutputInventory(outputs)
        let cache =
            force ? RememberedOutputs() : buildCache ?? RememberedOutputs.load(from: BuildFolder.cacheFile(in: project))
        let digests = self.digests ?? RememberedDigests(url: nil)
        let plan = WorkPlan(
            inventory: inventory, cache: cache, digests: digests, project: project,
            versions: stageVersions)
        return (inventory, plan)
    }

    /// The version of every stage, with the fonts vector masters are drawn with (each font file's SHA-256,
    /// remembered by its stat in the build folder's digests).
    var stageVersions: StageVersions {
        let digests = self.digests ?? RememberedDigests(url: nil)
        return StageVersions(
            kinds: kinds, vectorFonts: DrawingFonts.identity { try? digests.sha256(atPath: $0) })
    }

    /// Runs each stage in order on the files `needsWork` calls for; `checked`: check's findings have been
    /// reported (a build), else each stage reports what keeps it from making its files (a stage run alone).
    /// Each stage reports `.progress` from 0 up to its planned files, one file at a time.
    func make(
        stages: [String], needsWork: @escaping @Sendable (String) -> Bool, checked: Bool,
        progress: (BuildEvent) -> Void
    ) -> [(name: String, report: StageReport)] {
        let context = self.context(work: needsWork, checked: checked)
        var reports: [(name: String, report: StageReport)] = []
        for stage in stages {
            let files = outputs.filter { $0.stage == stage && needsWork($0.path) }
            progress(.progress(stage: stage, done: 0, planned: files.count))
            // Each file made, found up to date or given up on is reported as it happens, from any core; the
            // counter lives only while the stage runs.
            let report = withoutActuallyEscaping(progress) { progress in
                let counter = StageProgress(planned: files.count) {
                    progress(.progress(stage: stage, done: $0, planned: $1))
                }
                defer { counter.finish() }
                return make(stage, files, context: context.reporting(to: counter))
            }
            reports.append((stage, report))
            progress(.summary("\(stage): \(report.summary)"))
        }
        return reports
    }

    /// One stage: the shared services make recordings and pictures, each kind makes its own files.
    private func make(_ stage: String, _ files: [PlannedOutput], context: StageContext) -> StageReport {
        switch stage {
        case OutputRecipe.audioStage:
            return AudioStage.run(files, context: context)
        case OutputRecipe.imagesStage:
            return ImagesStage.run(files, context: context)
        default:
            var report = StageReport()
            for kind in planned where kind.stages.contains(stage) {
                let own = Set(kind.outputs.filter { $0.stage == stage && $0.work == .own }.map(\.path))
                report.merge(kind.make(files.filter { own.contains($0.path) }, in: context))
            }
            return report
        }
    }

    /// Each app's description for the manifest, in app id order.
    func describe(made: Set<String>) -> [AppDescription] {
        var descriptions: [String: AppDescription] = [:]
        for kind in planned { descriptions.merge(kind.describe(made: made, catalogue: catalogue)) { _, new in new } }
        return configuration.apps.keys.sorted().compactMap { descriptions[$0] }
    }
}
