import Foundation
import WordpackAppKind
import WordpackCache
import WordpackCore

/// The outputs in `outputs/` that a build took from a shared cache whose records no trusted key checked, with
/// the SHA-256 each was taken with, kept in the build folder (`unsigned-outputs.json`) until a build makes them
/// here or takes them signed. `publish` (and so `make release`) refuses a release holding any of them with
/// those bytes: a release never ships what only the cache's own digests vouch for. A build that used no shared
/// cache, or only signed records, leaves none.
package struct UnsignedOutputs: Codable, Equatable, Sendable {
    static let fileName = "unsigned-outputs.json"

    /// The cache they came from, for the messages (a folder's path, or a server's address without any secret).
    var cache: String
    /// Output path → SHA-256 as taken.
    var outputs: [String: String]

    static func file(in project: Project) -> URL { project.buildFolder.appendingPathComponent(fileName) }

    /// What the last build left, if anything.
    static func load(from project: Project) -> UnsignedOutputs? {
        guard let data = try? Data(contentsOf: file(in: project)) else { return nil }
        return try? JSONDecoder().decode(Self.self, from: data)
    }

    /// After a build: the outputs it made here (`made`) or took signed are no longer unsigned; those it took
    /// unsigned (`taken`, with their SHA-256) are. Saves the result, or removes the file when none is left.
    static func update(
        in project: Project, made: Set<String>, taken: [String: String], signed: Bool, cache: String?
    ) {
        var unsigned = load(from: project) ?? UnsignedOutputs(cache: cache ?? "", outputs: [:])
        unsigned.outputs = unsigned.outputs.filter { !made.contains($0.key) && taken[$0.key] == nil }
        if !signed, let cache, !taken.isEmpty {
            unsigned.outputs.merge(taken) { _, new in new }
            unsigned.cache = cache
        }
        guard !unsigned.outputs.isEmpty else {
            unlink(file(in: project).path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(unsigned) {
            _ = try? FileWriter.write(data, to: file(in: project))
        }
    }

    /// The refusal of `publish` when the manifest lists any of these outputs with the bytes taken; nil otherwise.
    package static func refusal(in project: Project, manifest: Manifest?) -> Diagnostic? {
        guard let unsigned = load(from: project) else { return nil }
        let listed = Dictionary((manifest?.files ?? []).map { ($0.path, $0.sha256) }) { first, _ in first }
        let shipped = unsigned.outputs.filter { path, sha256 in listed[path] == sha256 }.keys.sorted()
        guard let first = shipped.first else { return nil }
        let more = shipped.count > 1 ? "this output and \(shipped.count - 1) more were" : "this output was"
        return .error(
            at: Location(file: "outputs/\(first)"),
            "\(more) taken from the shared cache \(unsigned.cache), whose records no trusted key checked, and a "
                + "release never ships unsigned work: make them here with `wordpack build --force`, and set "
                + "WORDPACK_CACHE_TRUSTED_KEYS (or pipeline.json's cacheTrustedKeys) so that later builds take only "
                + "signed work.")
    }
}

extension UnsignedOutputs {
    /// The one warning of a build that took `count` outputs from `cache` with no trusted keys, said at its end.
    static func warning(count: Int, cache: String) -> Diagnostic {
        .warning(
            at: Location(file: cache),
            "\(count) output\(count == 1 ? " was" : "s were") taken from this shared cache with no trusted key "
                + "checking its records: whoever can write into it can put any bytes into them, and `make release` "
                + "and `wordpack publish` refuse them; set WORDPACK_CACHE_TRUSTED_KEYS or pipeline.json's "
                + "cacheTrustedKeys to the public keys of the machines that sign the cache (docs/scale-and-ci.md, "
                + "\"the trust model\").")
    }
}

extension ProjectRun {
    /// Notes, in the build folder, which outputs this build took from `cache` unsigned and which it made here
    /// (`UnsignedOutputs`); returns the warning to say at the end when it took any unsigned.
    func noteProvenance(_ reports: [(name: String, report: StageReport)], cache: SharedCache?) -> Diagnostic? {
        let made = Set(
            reports.filter { $0.name != "cache" }.flatMap { $0.report.written + $0.report.unchanged })
        let paths = reports.first { $0.name == "cache" }?.report.written ?? []
        let digests = self.digests ?? RememberedDigests(url: nil)
        let taken = paths.reduce(into: [String: String]()) { taken, path in
            taken[path] = (try? digests.sha256(atPath: project.outputPath(of: path))) ?? ""
        }
        let signed = cache?.use.trustedKeys != nil
        UnsignedOutputs.update(in: project, made: made, taken: taken, signed: signed, cache: cache?.name)
        guard let cache, !signed, !taken.isEmpty else { return nil }
        return UnsignedOutputs.warning(count: taken.count, cache: cache.name)
    }
}
