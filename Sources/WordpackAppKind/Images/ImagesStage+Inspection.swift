import Foundation
import WordpackCore

extension ImagesStage {
    /// Changed when the inspection finds more or says it otherwise: results (and sentences) an older wordpack
    /// remembered are not reused.
    static let inspectionRevision = "3 every format"

    /// The findings about masters for `wordpack check`: each PNG master is decoded whole, as the stage decodes
    /// it, so that whatever would make the build fail on it (not a PNG, a damaged header or data, cut short,
    /// more than `images.maxPixels` pixels) is an error now; masters that will be enlarged are warnings, and
    /// PDFs that are not PDFs are errors. What a master gave is remembered by its SHA-256, so an unchanged
    /// master is not decoded again.
    package static func inspect(_ outputs: [PlannedOutput], context: StageContext) -> [Diagnostic] {
        let jobs = PictureJob.plan(outputs)
        // The whole set at once first: when no master changed, that is one look-up.
        let settings = "\(context.configuration.images) \(inspectionRevision)"
        return context.inspect("pictures", sources: Array(Set(jobs.map(\.source))).sorted(), settings: settings) {
            inspect(jobs, context)
        }
    }

    package static func inspect(_ jobs: [PictureJob], _ context: StageContext) -> [Diagnostic] {
        // In a shard, its part of the masters only (the assemble step checks them all).
        let decoded = jobs.filter { $0.kind != .copy }.map { ($0.source, decodeSettings(context)) }
        return context.inspectingEach("picture", as: CachedResult<MasterSize>.self, decoded) { selected in
            inspect(masters: jobs.filter { $0.kind == .copy || selected.contains($0.source) }, context)
        }
    }

    private static func inspect(masters jobs: [PictureJob], _ context: StageContext) -> [Diagnostic] {
        let masters = Dictionary(grouping: jobs, by: \.source).sorted { $0.key < $1.key }
        // Decoded on every core, one master per core at a time, as the stage makes them.
        let results = inParallel(masters) { inspect($0.key, $0.value, context) }
        return results.flatMap(\.findings) + warnings(results.flatMap(\.enlargements))
    }

    /// The findings about one master file and the uses that enlarge it.
    private static func inspect(
        _ source: String, _ jobs: [PictureJob], _ context: StageContext
    ) -> (findings: [Diagnostic], enlargements: [Enlargement]) {
        var findings: [Diagnostic] = []
        if jobs.contains(where: { $0.kind == .copy }),
            let problem = pdfProblem(context.project.root.appendingPathComponent(source), source)
        {
            findings.append(problem.diagnostic)
        }
        let pictures = jobs.filter { $0.kind != .copy }
        guard !pictures.isEmpty else { return (findings, []) }
        switch decode(source, context) {
        case .failure(let problem):
            return (findings + [problem.diagnostic], [])
        case .success(let size):
            guard !size.isVector else { return (findings, []) }
            let settings = context.configuration.images
            let enlargements = pictures.compactMap {
                enlargement($0, masterWidth: size.width, masterHeight: size.height, settings)
            }
            return (findings, enlargements)
        }
    }

    /// What a master's decoding result is remembered (and shared) with besides its SHA-256.
    static func decodeSettings(_ context: StageContext) -> String {
        "\(context.configuration.images.maxPixels) \(inspectionRevision)"
    }

    /// Decodes a master as `make` does, remembered by its SHA-256 and `images.maxPixels`.
    package static func decode(_ source: String, _ context: StageContext) -> Swift.Result<MasterSize, FileProblem> {
        let maximum = context.configuration.images.maxPixels
        return context.inspect("picture", source: source, settings: decodeSettings(context)) {
            () -> CachedResult<MasterSize> in
            do {
                let master = try PictureMaster.open(
                    context.project.root.appendingPathComponent(source), displayPath: source, maximumPixelCount: maximum
                )
                let (width, height) = master.size
                return .success(MasterSize(width: width, height: height, isVector: master.isVector))
            } catch let problem as FileProblem {
                return .failure(problem)
            } catch {
                return .failure(PictureProblem.unreadable(source, error))
            }
        }.result
    }
}

/// A master's size in pixels, as `wordpack check` learns it by decoding the master.
package struct MasterSize: Codable, Sendable {
    package var width: Int
    package var height: Int
    /// A vector master's size is its proportions only: it is drawn at every size, never enlarged.
    package var isVector: Bool = false
}
