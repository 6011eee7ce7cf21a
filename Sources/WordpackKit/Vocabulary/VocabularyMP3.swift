import Foundation

/// The `vocabulary-mp3` stage's work for one word: its pronunciation, as the audio stage left it in
/// `audio/<key>.caf` (cleaned up, in the `pronunciation` role's format), re-encoded as MP3 beside it. MP3 is
/// what both iOS and Android play: libsndfile has no AAC, and iOS does not play Ogg.
enum VocabularyMP3 {
    static func make(_ key: String, folder: String, context: StageContext, report: inout StageReport) {
        let caf = "\(folder)/\(VocabularyLayout.caf(key))"
        let path = "\(folder)/\(VocabularyLayout.mp3(key))"
        let destination = context.project.outputs.appendingPathComponent(path)
        do {
            let temporary = try FileWriter.temporaryFile(beside: destination)
            defer { try? FileManager.default.removeItem(at: temporary) }
            _ = try SoundFile.encodeMP3(
                context.project.outputs.appendingPathComponent(caf), displayPath: "outputs/\(caf)", to: temporary)
            let data = try Data(contentsOf: temporary)
            context.write(data, to: path, report: &report)
        } catch let problem as DiagnosticConvertible {
            report.findings.append(.error(
                at: Location(file: "outputs/\(path)"),
                "could not be encoded: \(problem.diagnostic.location): \(problem.diagnostic.message)"))
            context.progress?.advance()
        } catch {
            report.record(.write(path: "outputs/\(path)", error: error))
            context.progress?.advance()
        }
    }
}
