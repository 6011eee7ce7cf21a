import Foundation
import WordpackAppKind
import WordpackCache
import WordpackCore

extension ProjectRun {
    /// The make step of a build: with a shared cache, each output the plan calls for is first looked up there
    /// (not with `force`), the stages make only what it lacks, and what they made is stored, with the bundle
    /// of each group this run made or took member by member. The outputs taken from the cache come back as
    /// the report of a step named `cache`, so that they are recorded like the rest.
    ///
    /// With `audit`, the outputs it chooses among those taken (`CacheAudit`) are made again by the stages and
    /// compared: a difference is an error in the report of a step named `audit`, the output made here stays
    /// (and is stored in place of the record), and the record it came from is trusted no more in this run:
    /// whatever else that record gave (the other members of a bundle) is made here too, and compared, and so
    /// are the outputs this run made from the others (`AppKind.assembledStages`), which read them as they were.
    func make(
        _ inventory: OutputInventory, _ plan: WorkPlan, cache: SharedCache?, force: Bool, audit: CacheAudit? = nil,
        progress: (BuildEvent) -> Void
    ) -> [(name: String, report: StageReport)] {
        guard let cache else {
            return make(stages: stages, needsWork: { plan.needsWork($0) }, checked: true, progress: progress)
        }
        let wanted = inventory.paths.filter { plan.needsWork($0) }
        let keys = actionKeys(inventory, inputDigests: plan.inputDigests)
        let (groups, assembled) = outputGroups(inventory, keys: keys)
        let (fetched, bundles) = force ? ([:], []) : fetch(wanted, keys: keys, groups: groups, from: cache)
        // The record each output taken came from: its group's bundle, or its own.
        var records = fetched.keys.reduce(into: [String: String]()) { $0[$1] = keys[$1] }
        for group in groups.groups where bundles.contains(group.key) {
            for path in group.paths where fetched[path] != nil { records[path] = group.key }
        }
        let audited = audit?.chosen(fetched.keys.reduce(into: [String: String]()) { $0[$1] = keys[$1] }) ?? []
        var reports = make(
            stages: stages, needsWork: { plan.needsWork($0) && (fetched[$0] == nil || audited.contains($0)) },
            checked: true, progress: progress)
        var differences = compare(audited, with: fetched, records: records)
        // A record found false gives nothing more: what else was taken from it is made here as well.
        let falseRecords = Set(differences.compactMap { records[$0.path] })
        for record in falseRecords { cache.distrust(record) }
        let suspects = Set(
            fetched.keys.filter { !audited.contains($0) && records[$0].map(falseRecords.contains) == true })
        if !suspects.isEmpty {
            // With the outputs made from the others (an app's package), which read the suspects as they were.
            let readers = Set(reports.flatMap { $0.report.written + $0.report.unchanged }.filter(assembled.contains))
            let again = make(
                stages: stages, needsWork: { suspects.contains($0) || readers.contains($0) }, checked: true,
                progress: progress)
            reports = Self.merged(reports, again)
            differences += compare(suspects, with: fetched, records: records)
        }
        let remade = audited.union(suspects)
        let kept = fetched.filter { !remade.contains($0.key) }
        let different = Set(differences.map(\.path))
        let made = reports.flatMap { $0.report.written + $0.report.unchanged }
            .filter { fetched[$0] == nil || different.contains($0) }
        store(made, keys: keys, to: cache)
        storeBundles(
            groups.groups.filter {
                !bundles.contains($0.key) || falseRecords.contains($0.key)
                    || $0.paths.contains(where: different.contains)
            },
            made: Set(made), taken: Set(fetched.keys), to: cache)
        report(cache, progress: progress)
        if let audit {
            let others =
                suspects.isEmpty
                ? "" : "; \(suspects.count) more that the same false records gave were made here too"
            progress(
                .summary(
                    "audit: \(audited.count) of \(fetched.count) outputs taken from the cache made again here, "
                        + "\(differences.count) differ\(others) (seed \(audit.seedText): --audit-seed "
                        + "\(audit.seedText) chooses them again)"))
        }
        return reports + [
            ("cache", StageReport(written: kept.keys.sorted())),
            ("audit", StageReport(findings: differences.sorted { $0.path < $1.path }.map(\.finding))),
        ]
    }

    /// The outputs among `paths` whose bytes, as made here, differ from those taken from the cache (`fetched`).
    private func compare(_ paths: Set<String>, with fetched: [String: String], records: [String: String])
        -> [(path: String, finding: Diagnostic)]
    {
        paths.sorted().compactMap { path in
            let made = (try? FileDigest.sha256(of: URL(fileURLWithPath: project.outputPath(of: path)))) ?? ""
            guard let record = records[path], let taken = fetched[path], made != taken else { return nil }
            return (path, CacheAudit.difference(path: path, record: record, fromCache: taken, madeHere: made))
        }
    }

    /// `first` with `second`'s reports merged into those of the same stage.
    private static func merged(
        _ first: [(name: String, report: StageReport)], _ second: [(name: String, report: StageReport)]
    ) -> [(name: String, report: StageReport)] {
        var reports = first
        for (name, report) in second {
            if let index = reports.firstIndex(where: { $0.name == name }) {
                reports[index].report.merge(report)
            } else {
                reports.append((name, report))
            }
        }
        return reports
    }
}
