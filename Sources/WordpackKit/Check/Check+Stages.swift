extension Check {
    /// Every finding: the catalogue's checks, then each stage's checks of its inputs (recordings, pictures,
    /// Olé pairs, Chatwa rounds). What the stages learn about unchanged media files is remembered in the
    /// build folder, so that checking again does not decode every recording.
    public func runWithStages(
        project: Project, digests shared: DigestCache? = nil, inspections sharedInspections: InspectionCache? = nil
    ) -> [Diagnostic] {
        let digests = shared ?? DigestCache(url: project.buildFolder.appendingPathComponent("digests.json"))
        let inspections = sharedInspections
            ?? InspectionCache(url: project.buildFolder.appendingPathComponent("inspections.json"))
        let context = StageContext(
            project: project, catalogue: catalogue, configuration: configuration, digests: digests,
            layouts: layouts, inspections: inspections)
        var findings = run()
        for inspect in OutputStages.inspections {
            findings += inspect(context)
        }
        try? digests.save()
        try? inspections.save()
        return Self.sorted(findings)
    }
}
