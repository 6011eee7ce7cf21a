extension Check {
    /// Every finding: the catalogue's checks, then each stage's checks of its inputs (recordings, pictures,
    /// Olé pairs, Chatwa rounds). What the stages learn about unchanged media files is remembered in the
    /// build folder, so that checking again does not decode every recording.
    public func runWithStages(
        project: Project, digests shared: DigestCache? = nil, inspections sharedInspections: InspectionCache? = nil
    ) -> [Diagnostic] {
        let digests = shared ?? DigestCache(url: IncrementalBuild.digestFile(in: project))
        let inspections = sharedInspections
            ?? InspectionCache(folder: IncrementalBuild.inspectionFolder(in: project))
        let context = StageContext(
            project: project, catalogue: catalogue, configuration: configuration, digests: digests,
            layouts: layouts, inspections: inspections)
        // The catalogue's checks and each stage's are independent: run them side by side.
        let checks: [() -> [Diagnostic]] = [run] + OutputStages.inspections.map { inspect in { inspect(context) } }
        let findings = checks.concurrentMap { $0() }.flatMap { $0 }
        try? digests.save()
        try? inspections.save()
        return Self.sorted(findings)
    }
}
