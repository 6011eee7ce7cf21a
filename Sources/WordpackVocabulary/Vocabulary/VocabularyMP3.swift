import Foundation
import WordpackAppKind
import WordpackCore
import WordpackSound

/// The `vocabulary-mp3` stage's work for one word: its pronunciation, cleaned up in the `pronunciation` role's
/// format, encoded as MP3. With the app's `caf`, from the audio stage's `audio/<key>.caf` beside it; otherwise
/// from `recording`, converted as the audio stage would into a temporary CAF that does not ship. MP3 is what
/// both iOS and Android play: libsndfile has no AAC, and iOS does not play Ogg.
enum VocabularyMP3 {
    static func make(
        _ key: String, folder: String, recording: String?, context: StageContext, report: inout StageReport
    ) {
        let path = "\(folder)/\(VocabularyLayout.mp3(key))"
        let destination = context.project.outputs.appendingPathComponent(path)
        do {
            let temporary = try FileWriter.temporaryFile(beside: destination)
            defer { try? FileManager.default.removeItem(at: temporary) }
            var caf = "\(folder)/\(VocabularyLayout.caf(key))"
            var cafURL = context.project.outputs.appendingPathComponent(caf)
            if recording != nil {
                cafURL = try FileWriter.temporaryFile(beside: destination)
                caf = "\(folder)/\(cafURL.lastPathComponent)"
            }
            defer { if recording != nil { try? FileManager.default.removeItem(at: cafURL) } }
            if let recording {
                _ = try RecordingConverter.convert(
                    context.project.root.appendingPathComponent(recording), displayPath: recording,
                    format: context.configuration.audio.format(for: .pronunciation), to: cafURL,
                    destinationDisplayPath: "outputs/\(path)")
            }
            _ = try SoundFile.encodeMP3(cafURL, displayPath: "outputs/\(caf)", to: temporary)
            let data = try Data(contentsOf: temporary)
            context.write(data, to: path, report: &report)
        } catch let problem as DiagnosticConvertible {
            report.findings.append(
                .error(
                    at: Location(file: "outputs/\(path)"),
                    "could not be encoded: \(problem.diagnostic.location): \(problem.diagnostic.message)"))
            context.progress?.advance()
        } catch {
            report.record(.write(path: "outputs/\(path)", error: error))
            context.progress?.advance()
        }
    }
}
