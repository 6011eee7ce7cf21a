import Foundation
import WordpackAppKind
import WordpackCore

/// Packs one language's `.obz` from the pictures and recordings the images and audio stages made beside its
/// `tiles.json`: each recording as MP3 (encoded in a scratch folder once per recording, `GlyphPackageSounds`),
/// then the whole package written at once.
struct GlyphPackageMaking {
    let layout: GlyphLayout
    let set: GlyphSet
    let context: StageContext

    package func make(to path: String, report: inout StageReport) {
        let folder = context.project.outputs.appendingPathComponent(layout.languageFolder(set.language))
        let scratch = context.project.buildFolder.appendingPathComponent(".obz-\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = GlyphPackage(app: layout.app, set: set, tile: context.configuration.images.format(for: .tile))
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let sounds = GlyphPackageSounds(project: context.project, scratch: scratch, digests: context.digests)
            let files = try package.files(
                pictures: { try RegularFile.contents(folder.appendingPathComponent($0).path, displayPath: $0) },
                sounds: { relative in
                    try sounds.sound(
                        folder.appendingPathComponent(relative),
                        displayPath: "outputs/\(layout.languageFolder(set.language))/\(relative)")
                })
            context.write(try DeterministicZip.data(files), to: path, report: &report)
        } catch let problem as DiagnosticConvertible {
            report.findings.append(
                .error(
                    at: Location(file: "outputs/\(path)"),
                    "could not be packed: \(problem.diagnostic.location): \(problem.diagnostic.message)"))
            context.progress?.advance()
        } catch {
            report.record(.write(path: "outputs/\(path)", error: error))
            context.progress?.advance()
        }
    }
}
