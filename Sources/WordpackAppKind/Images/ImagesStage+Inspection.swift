import Foundation
import WordpackCore
import WordpackPictures

extension ImagesStage {
    /// Changed when the inspection finds more or says it otherwise: results (and sentences) an older wordpack
    /// remembered are not reused.
    static let inspectionRevision = "5 vectors drawn within limits, fonts, problems at the file now there"

    /// The findings about masters for `wordpack check`: each PNG master is decoded whole, as the stage decodes
    /// it, so that whatever would make the build fail on it (not a PNG, a damaged header or data, cut short,
    /// more than `images.maxPixels` pixels) is an error now; masters that will be enlarged are warnings, and
    /// PDFs that are not PDFs are errors. Each SVG and PDF master is drawn at the largest size the apps use,
    /// within the drawing limits (`VectorDrawing`), and its text's fonts that are neither embedded nor
    /// wordpack's are named (a warning, an error under the release policy). What a master gave is remembered by
    /// its SHA-256, so an unchanged master is not decoded again.
    package static func inspect(_ outputs: [PlannedOutput], context: StageContext) -> [Diagnostic] {
        let jobs = PictureJob.plan(outputs)
        // The whole set at once first: when no master changed, that is one look-up.
        // The policy too: it makes a master's fonts a warning or an error.
        var roles: Set<PictureRole> = []
        for job in jobs { if case .picture(let role, _) = job.kind { roles.insert(role) } }
        let images = context.configuration.images
        let settings =
            roles.sorted { $0.name < $1.name }.map { "\($0) \(images.format(for: $0))\n" }.joined()
            + "max \(images.maxPixels) \(inspectionRevision) policy \(context.configuration.policy.rawValue)"
        return context.inspect("pictures", sources: Array(Set(jobs.map(\.source))).sorted(), settings: settings) {
            inspect(jobs, context)
        }
    }

    package static func inspect(_ jobs: [PictureJob], _ context: StageContext) -> [Diagnostic] {
        // In a shard, its part of the masters only (the assemble step checks them all).
        // A PDF only copied is opened too, for its fonts.
        let decoded = Dictionary(grouping: jobs, by: \.source).compactMap { source, jobs -> (String, String)? in
            let pictures = jobs.filter { $0.kind != .copy }
            guard !pictures.isEmpty || MasterFormat(path: source) == .pdf else { return nil }
            return (source, decodeSettings(source, drawnAt: largestOutput(pictures, context), context))
        }
        return context.inspectingEach("picture", as: RememberedResult<MasterSize>.self, decoded) { selected in
            inspect(masters: jobs.filter { $0.kind == .copy || selected.contains($0.source) }, selected, context)
        }
    }

    private static func inspect(masters jobs: [PictureJob], _ selected: Set<String>, _ context: StageContext)
        -> [Diagnostic]
    {
        let masters = Dictionary(grouping: jobs, by: \.source).sorted { $0.key < $1.key }
        // Decoded on every core, one master per core at a time, as the stage makes them.
        let results = inParallel(masters) { inspect($0.key, $0.value, opened: selected.contains($0.key), context) }
        return results.flatMap(\.findings) + warnings(results.flatMap(\.enlargements))
    }

    /// The findings about one master file and the uses that enlarge it; `opened`: this run inspects it (else
    /// only a copied PDF's first bytes are looked at).
    private static func inspect(
        _ source: String, _ jobs: [PictureJob], opened: Bool, _ context: StageContext
    ) -> (findings: [Diagnostic], enlargements: [Enlargement]) {
        var findings: [Diagnostic] = []
        if jobs.contains(where: { $0.kind == .copy }),
            let problem = pdfProblem(context.project.root.appendingPathComponent(source), source)
        {
            findings.append(problem.diagnostic)
        }
        let pictures = jobs.filter { $0.kind != .copy }
        let isPDF = MasterFormat(path: source) == .pdf
        guard !pictures.isEmpty else {
            // A PDF copied as it is is drawn by the app, with the device's fonts.
            guard isPDF, opened, findings.isEmpty else { return (findings, []) }
            if case .success(let size) = decode(source, context), let fonts = size.fonts, !fonts.isEmpty {
                findings.append(DrawingProblem.fonts(source, fonts, isPDF: true, policy: context.configuration.policy))
            }
            return (findings, [])
        }
        switch decode(source, context, drawnAt: largestOutput(pictures, context)) {
        case .failure(let problem):
            return (findings + [problem.diagnostic], [])
        case .success(let size):
            if let fonts = size.fonts, !fonts.isEmpty, !findings.contains(where: { $0.severity == .error }) {
                findings.append(
                    DrawingProblem.fonts(source, fonts, isPDF: isPDF, policy: context.configuration.policy))
            }
            guard !size.isVector else { return (findings, []) }
            let settings = context.configuration.images
            let enlargements = pictures.compactMap {
                enlargement($0, masterWidth: size.width, masterHeight: size.height, settings)
            }
            return (findings, enlargements)
        }
    }

    /// What a master's decoding result is remembered (and shared) with besides its SHA-256; for a vector
    /// master, the size it is drawn at (or none) and the limits it is drawn within.
    static func decodeSettings(_ source: String, drawnAt output: VectorDrawing.Output?, _ context: StageContext)
        -> String
    {
        let settings = "\(context.configuration.images.maxPixels) \(inspectionRevision)"
        guard MasterFormat(path: source)?.isVector == true else { return settings }
        let drawn = output.map { "\($0.width)x\($0.height) \($0.fit.rawValue)" } ?? "opened"
        return "\(settings) \(drawn) limits \(DrawingLimits.seconds) s \(DrawingLimits.memoryDescription)"
    }

    /// The largest of the sizes a vector master is drawn at for these jobs: check draws it there, so that a
    /// master too costly for any of them is found.
    static func largestOutput(_ jobs: [PictureJob], _ context: StageContext) -> VectorDrawing.Output? {
        guard MasterFormat(path: jobs.first?.source ?? "")?.isVector == true else { return nil }
        let outputs = jobs.compactMap { job -> VectorDrawing.Output? in
            guard case .picture(let role, let scale) = job.kind else { return nil }
            let format = context.configuration.images.format(for: role)
            return VectorDrawing.Output(width: format.width * scale, height: format.height * scale, fit: format.fit)
        }
        return outputs.max { $0.width * $0.height < $1.width * $1.height }
    }

    /// Decodes a master as `make` does, remembered by its SHA-256 and `images.maxPixels`. A vector master is
    /// opened, and drawn at `drawnAt` when given, in a child within the drawing limits (remembered with them).
    static func decode(
        _ source: String, _ context: StageContext, drawnAt output: VectorDrawing.Output? = nil
    ) -> Swift.Result<MasterSize, FileProblem> {
        let maximum = context.configuration.images.maxPixels
        let url = context.project.root.appendingPathComponent(source)
        let settings = decodeSettings(source, drawnAt: output, context)
        if MasterFormat(path: source)?.isVector == true {
            return context.inspect("picture", source: source, settings: settings) {
                () -> RememberedResult<MasterSize> in
                do {
                    let drawing = try VectorDrawing.draw(url, displayPath: source, output: output, keep: false)
                    return .success(
                        MasterSize(
                            width: drawing.masterWidth, height: drawing.masterHeight, isVector: true,
                            fonts: drawing.fonts))
                } catch let problem as FileProblem {
                    return .failure(problem)
                } catch {
                    return .failure(PictureProblem.unreadable(source, error))
                }
            }.result(at: source)
        }
        return context.inspect("picture", source: source, settings: settings) {
            () -> RememberedResult<MasterSize> in
            do {
                let master = try PictureMaster.open(url, displayPath: source, maximumPixelCount: maximum)
                let (width, height) = master.size
                return .success(MasterSize(width: width, height: height, isVector: master.isVector))
            } catch let problem as FileProblem {
                return .failure(problem)
            } catch {
                return .failure(PictureProblem.unreadable(source, error))
            }
        }.result(at: source)
    }
}

/// A master's size in pixels, as `wordpack check` learns it by decoding the master.
struct MasterSize: Codable, Sendable {
    package var width: Int
    package var height: Int
    /// A vector master's size is its proportions only: it is drawn at every size, never enlarged.
    var isVector: Bool = false
    /// A vector master's fonts that are neither embedded nor wordpack's (`VectorDocument.fontsNotInSet`).
    var fonts: [String]?
}
