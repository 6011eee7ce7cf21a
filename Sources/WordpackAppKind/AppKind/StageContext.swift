import Foundation
import WordpackCatalogue
import WordpackCore

/// Everything a stage needs to make files: where to write, the catalogue, pipeline.json, which outputs this
/// build must make, and the build folder's caches.
package struct StageContext: Sendable {
    package let project: Project
    package let catalogue: Catalogue
    package let configuration: PipelineConfiguration
    /// Whether an output (a path under `outputs/`) must be made in this build; nil makes all of them (a stage
    /// run alone).
    package let work: (@Sendable (String) -> Bool)?
    /// Remembers the digest of each file written, so the manifest need not read it back.
    package let digests: RememberedDigests?
    /// What checks learned about unchanged media files in earlier runs.
    let inspections: RememberedInspections?
    /// Whether check has already reported its findings in this run: a stage then does not say them again.
    let checked: Bool
    /// Where pipeline.json is, as messages name it.
    package let pipelinePath: String
    /// Counts the stage's files as they are dealt with, for the build's progress; nil when nobody asks.
    package private(set) var progress: StageProgress?

    package init(
        project: Project, catalogue: Catalogue, configuration: PipelineConfiguration,
        work: (@Sendable (String) -> Bool)? = nil, digests: RememberedDigests? = nil,
        inspections: RememberedInspections? = nil,
        checked: Bool = false, pipelinePath: String? = nil
    ) {
        self.inspections = inspections
        self.project = project
        self.catalogue = catalogue
        self.configuration = configuration
        self.work = work
        self.digests = digests
        self.checked = checked
        self.pipelinePath = pipelinePath ?? project.displayPath(of: project.pipelineFile)
    }

    /// The result of inspecting one input file with these settings: remembered by the file's SHA-256 when
    /// the build folder's caches are at hand, else computed.
    package func inspect<T: Codable>(_ kind: String, source: String, settings: String, _ compute: () -> T) -> T {
        guard let digests, let inspections,
            let digest = try? digests.sha256(atPath: project.path(of: source))
        else { return compute() }
        return inspections.value(kind: kind, digest: digest, settings: settings, compute)
    }

    /// The result of inspecting a whole set of input files: remembered by all their SHA-256s together, so
    /// that checking an unchanged set costs one look-up (in the shared cache too, when the build has one).
    package func inspect<T: Codable>(_ kind: String, sources: [String], settings: String, _ compute: () -> T) -> T {
        guard let digests, let inspections else { return compute() }
        var key = ""
        for source in sources {
            guard let digest = try? digests.sha256(atPath: project.path(of: source)) else {
                return compute()
            }
            key += "\(source) \(digest)\n"
        }
        return inspections.value(
            kind: kind, digest: FileDigest.sha256(of: key), settings: settings, shared: true, compute)
    }

    /// Runs `body` on the sources of a per-file inspection of `kind` that this run inspects, each with the
    /// settings of its result: all of them, or in a shard those of its own groups. Results the shared cache
    /// holds in groups are taken first, and the groups completed here are stored after (see
    /// `RememberedInspections+Groups`): the runners of a sharded build decode each file once between them.
    func inspectingEach<T: Codable, R>(
        _ kind: String, as type: T.Type, _ items: [(source: String, settings: String)], _ body: (Set<String>) -> R
    ) -> R {
        guard let digests, let inspections else { return body(Set(items.map(\.source))) }
        var digestsBySettings: [String: [String]] = [:]
        var sources: [String: [String]] = [:]  // by digest
        for item in items {
            guard let digest = try? digests.sha256(atPath: project.path(of: item.source)) else { continue }
            digestsBySettings[item.settings, default: []].append(digest)
            sources[digest, default: []].append(item.source)
        }
        var selected: Set<String> = Set(items.map(\.source)).subtracting(sources.values.joined())
        for (settings, digests) in digestsBySettings {
            let mine = inspections.prepare(type, kind: kind, settings: settings, digests: digests)
            for digest in mine { selected.formUnion(sources[digest] ?? []) }
        }
        let result = body(selected)
        for (settings, digests) in digestsBySettings {
            inspections.publish(type, kind: kind, settings: settings, digests: digests)
        }
        return result
    }

    /// This context, counting the files a stage deals with in `progress`.
    package func reporting(to progress: StageProgress) -> StageContext {
        var context = self
        context.progress = progress
        return context
    }

    /// Whether the output at `path` (under `outputs/`) must be made in this build.
    package func needsWork(_ path: String) -> Bool {
        work?(path) ?? true
    }

    /// Writes `data` to `path` under `outputs/` atomically and records it in `report`: as written or
    /// unchanged, or, when it cannot be written, as the one finding every stage gives for that; either way
    /// one more file of the stage is dealt with.
    package func write(_ data: Data, to path: String, report: inout StageReport) {
        do {
            let written = try FileWriter.write(data, to: project.outputs.appendingPathComponent(path))
            record(path, written: written, sha256: FileDigest.sha256(of: data), report: &report)
        } catch {
            report.record(.write(path: "outputs/\(path)", error: error))
        }
        progress?.advance()
    }
}
