import Foundation
import WordpackCore
import WordpackPictures

/// The images stage: every picture, background, icon (@1x, @2x, @3x) and flag of the FirstWords apps, scaled
/// from its master to its role's size in pipeline.json, and every PDF picture copied.
///
/// A master is read through libpng (any PNG: palette, gray, 16-bit, interlaced, tRNS), refused when its
/// header claims more than `images.maxPixels` pixels or its data cannot be decoded (`wordpack check` decodes
/// each master the same way first: `ImagesStage+Inspection.swift`), scaled with Lanczos-3 in premultiplied
/// alpha (`fit` pads with transparency, `fill` crops the middle), and written as 8-bit RGB or RGBA PNG with no
/// time or text chunk. A bad master is a finding naming it; the others are still made. Pictures are made on every core.
package enum ImagesStage {
    /// A master enlarged by more than this is a warning: it will look blurred.
    static let enlargementMargin = 1.05

    /// Makes the pictures and copies of `outputs` (planned files this build must make). When check has run,
    /// its enlargement warnings are not said again.
    package static func run(_ outputs: [PlannedOutput], context: StageContext) -> StageReport {
        let jobs = PictureJob.plan(outputs)
        // A vector master refused at one size is not drawn again at the others (each could take the whole
        // time limit), and its sentence is said once.
        let refused = RefusedMasters()
        let results = inParallel(jobs) { job -> Result in
            guard !refused.contains(job.source) else {
                context.progress?.advance(by: job.paths.count)
                return Result()
            }
            let result = make(job, context)
            if result.report.hasErrors, MasterFormat(path: job.source)?.isVector == true { refused.insert(job.source) }
            return result
        }
        var report = StageReport()
        var enlargements: [Enlargement] = []
        for result in results {
            report.merge(result.report)
            enlargements += result.enlargement.map { [$0] } ?? []
        }
        report.findings = report.findings.reduce(into: []) { kept, finding in
            if !kept.contains(finding) { kept.append(finding) }
        }
        if !context.checked { report.findings += warnings(enlargements) }
        return report
    }

    /// What making one job gave.
    struct Result {
        var report = StageReport()
        var enlargement: Enlargement?
    }

    /// A master scaled up by more than the margin.
    struct Enlargement {
        var job: PictureJob
        var masterWidth: Int
        var masterHeight: Int
        var size: (width: Int, height: Int)
        var factor: Double
    }

    static func make(_ job: PictureJob, _ context: StageContext) -> Result {
        var result = Result()
        let url = context.project.root.appendingPathComponent(job.source)
        do {
            let data: Data
            switch job.kind {
            case .copy:
                if let problem = pdfProblem(url, job.source) { throw problem }
                data = try RegularFile.contents(url.path, displayPath: job.source)
            case .picture(let role, let scale):
                let settings = context.configuration.images
                let format = settings.format(for: role)
                let picture = try png(
                    of: url, displayPath: job.source,
                    format: PictureFormat(width: format.width * scale, height: format.height * scale, fit: format.fit),
                    maximumPixelCount: settings.maxPixels)
                data = picture.data
                if let (width, height) = picture.masterSize {
                    result.enlargement = enlargement(job, masterWidth: width, masterHeight: height, settings)
                }
            }
            for path in job.paths {
                context.write(data, to: path, report: &result.report)
            }
        } catch let problem as FileProblem {
            result.report.findings.append(problem.diagnostic)
            context.progress?.advance(by: job.paths.count)
        } catch {
            result.report.findings.append(PictureProblem.unreadable(job.source, error).diagnostic)
            context.progress?.advance(by: job.paths.count)
        }
        return result
    }

    /// The PNG of the master at `url` in `format` (a vector master drawn straight at that size, within the
    /// drawing limits; a raster master refused past `maximumPixelCount` pixels), and the raster master's size.
    package static func png(
        of url: URL, displayPath: String, format: PictureFormat, maximumPixelCount: Int
    ) throws -> (data: Data, masterSize: (Int, Int)?) {
        if MasterFormat(path: displayPath)?.isVector == true {
            // Drawn straight at the output's size, within the limits: never enlarged.
            let output = VectorDrawing.Output(width: format.width, height: format.height, fit: format.fit)
            let drawing = try VectorDrawing.draw(url, displayPath: displayPath, output: output)
            let data = try PictureEncoder.pngData(
                rgba: drawing.rgba, width: output.width, height: output.height, displayPath: displayPath)
            return (data, nil)
        }
        let master = try PictureMaster.open(
            url, displayPath: displayPath, maximumPixelCount: maximumPixelCount,
            for: DecodeTarget(width: format.width, height: format.height, covers: format.fit == .fill))
        let (width, height) = master.size
        let geometry = PictureGeometry(
            masterWidth: width, masterHeight: height, outputWidth: format.width, outputHeight: format.height,
            fit: format.fit)
        let rgba = try master.pixels(into: geometry)
        let data = try PictureEncoder.pngData(
            rgba: rgba, width: geometry.width, height: geometry.height, displayPath: displayPath)
        return (data, (width, height))
    }

    /// The vector masters one run of the stage refused, shared between the cores.
    private final class RefusedMasters: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: Set<String> = []

        func insert(_ source: String) { _ = lock.withLock { sources.insert(source) } }
        func contains(_ source: String) -> Bool { lock.withLock { sources.contains(source) } }
    }

    /// The refusal of a file named .pdf that does not start with `%PDF-`; nil for a PDF.
    static func pdfProblem(_ url: URL, _ source: String) -> FileProblem? {
        guard url.pathExtension.lowercased() == "pdf" else { return nil }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let start = try handle.read(upToCount: 16) ?? Data()
            return start.starts(with: Array("%PDF-".utf8)) ? nil : PDFDocument.notPDF(source, start: start)
        } catch {
            return PictureProblem.unreadable(source, error)
        }
    }

    static func enlargement(
        _ job: PictureJob, masterWidth: Int, masterHeight: Int, _ settings: ImageSettings
    ) -> Enlargement? {
        guard case .picture(let role, let scale) = job.kind else { return nil }
        let format = settings.format(for: role)
        let size = (width: format.width * scale, height: format.height * scale)
        let geometry = PictureGeometry(
            masterWidth: masterWidth, masterHeight: masterHeight, outputWidth: size.width, outputHeight: size.height,
            fit: format.fit)
        guard geometry.enlargement > enlargementMargin else { return nil }
        return Enlargement(
            job: job, masterWidth: masterWidth, masterHeight: masterHeight, size: size, factor: geometry.enlargement)
    }

    /// One warning per master, for its most enlarged use.
    static func warnings(_ enlargements: [Enlargement]) -> [Diagnostic] {
        Dictionary(grouping: enlargements, by: \.job.source).sorted { $0.key < $1.key }.compactMap { source, uses in
            guard let worst = uses.max(by: { $0.factor < $1.factor }) else { return nil }
            return PictureProblem.enlarged(
                source, masterWidth: worst.masterWidth, masterHeight: worst.masterHeight, job: worst.job.kind,
                size: worst.size, enlargement: worst.factor)
        }
    }
}
