import Foundation

/// What an output stage did: the files it wrote, the ones already up to date, and its problems.
public struct StageReport: Sendable {
    /// Paths under `outputs/` whose bytes changed.
    public var written: [String] = []
    /// Paths under `outputs/` that already held the right bytes.
    public var unchanged: [String] = []
    public var findings: [Diagnostic] = []

    public init(written: [String] = [], unchanged: [String] = [], findings: [Diagnostic] = []) {
        self.written = written
        self.unchanged = unchanged
        self.findings = findings
    }

    public mutating func merge(_ other: StageReport) {
        written += other.written
        unchanged += other.unchanged
        findings += other.findings
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `12 files written, 3 unchanged`
    public var summary: String {
        var text = "\(written.count) file\(written.count == 1 ? "" : "s") written, \(unchanged.count) unchanged"
        let errors = findings.filter { $0.severity == .error }.count
        if errors > 0 { text += ", \(errors) error\(errors == 1 ? "" : "s")" }
        return text
    }
}

/// Everything an output stage needs: where to write, the catalogue, and pipeline.json.
public struct StageContext: Sendable {
    public let project: Project
    public let catalogue: Catalogue
    public let configuration: PipelineConfiguration
    /// Which outputs this build must make; nil makes all of them (a stage run alone).
    public let work: WorkPlan?
    /// Remembers the digest of each file written, so the manifest need not read it back.
    public let digests: DigestCache?
    /// Every FirstWords app's whole layout, worked out once.
    public let layouts: [FirstWordsLayout]
    /// What checks learned about unchanged media files in earlier runs.
    public let inspections: InspectionCache?

    public init(
        project: Project, catalogue: Catalogue, configuration: PipelineConfiguration, work: WorkPlan? = nil,
        digests: DigestCache? = nil, layouts: [FirstWordsLayout]? = nil, inspections: InspectionCache? = nil
    ) {
        self.inspections = inspections
        self.project = project
        self.catalogue = catalogue
        self.configuration = configuration
        self.work = work
        self.digests = digests
        self.layouts = layouts ?? configuration.firstWordsLayouts(catalogue)
    }

    /// The result of inspecting one input file with these settings: remembered by the file's SHA-256 when
    /// the build folder's caches are at hand, else computed.
    public func inspect<T: Codable>(_ kind: String, source: String, settings: String, _ compute: () -> T) -> T {
        guard let digests, let inspections,
            let digest = try? digests.sha256(atPath: project.path(of: source))
        else { return compute() }
        return inspections.value(kind: kind, digest: digest, settings: settings, compute)
    }

    /// The result of inspecting a whole set of input files: remembered by all their SHA-256s together, so
    /// that checking an unchanged set costs one look-up.
    public func inspect<T: Codable>(_ kind: String, sources: [String], settings: String, _ compute: () -> T) -> T {
        guard let digests, let inspections else { return compute() }
        var key = ""
        for source in sources {
            guard let digest = try? digests.sha256(atPath: project.path(of: source)) else {
                return compute()
            }
            key += "\(source) \(digest)\n"
        }
        return inspections.value(kind: kind, digest: FileDigest.sha256(of: key), settings: settings, compute)
    }

    /// Whether the output at `path` (under `outputs/`) must be made in this build.
    public func needsWork(_ path: String) -> Bool {
        work?.needsWork(path) ?? true
    }

    /// The FirstWords apps' layouts, holding only the files this build must make.
    public func firstWordsLayouts() -> [FirstWordsLayout] {
        layouts.map { layout in
            var layout = layout
            layout.keepOnly { needsWork($0.path) }
            return layout
        }
    }

    /// Writes `data` to `path` under `outputs/` atomically, and records it in `report`.
    public func write(_ data: Data, to path: String, report: inout StageReport) throws {
        let written = try FileWriter.write(data, to: project.outputs.appendingPathComponent(path))
        record(path, written: written, sha256: FileDigest.sha256(of: data), report: &report)
    }
}
