import Foundation
import Testing
import WordpackTestSupport

/// A phone's recording in a project, through the real binary: read and built as any recording; a damaged one is
/// one line, at the file that is there now, whatever a check before remembered of its bytes under another name.
@Suite struct PhoneRecordingCheckTests {
    static let folder = "inputs/languages/es/speech/Animals"

    static func lines(_ text: String, about part: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(part) }
    }

    @Test(.tags(.slow)) func aDamagedOneIsOneLineAtItsNameOfNowAndAGoodOneBuilds() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let speech = project.file(Self.folder)
        try FileManager.default.removeItem(at: speech.appendingPathComponent("bear.wav"))
        try FileManager.default.copyItem(
            at: Fixtures.url("audio/truncated.m4a"), to: speech.appendingPathComponent("bear.m4a"))
        let first = try WordpackBinary.run(["check"], in: project.url)
        #expect(first.status == 1)
        let damaged = Self.lines(first.standardError, about: "bear")
        #expect(damaged.count == 1, "\(first.standardError)")
        #expect(
            damaged.first?.hasPrefix(
                "\(Self.folder)/bear.m4a: error: is not a recording that wordpack can read (FFmpeg says") == true,
            "\(damaged)")

        // Renamed: the same bytes, remembered under the old name, are said at the new one.
        try FileManager.default.moveItem(
            at: speech.appendingPathComponent("bear.m4a"), to: speech.appendingPathComponent("bear.wav"))
        let renamed = try WordpackBinary.run(["check"], in: project.url)
        let said = Self.lines(renamed.standardError, about: "bear")
        #expect(said.count == 1, "\(renamed.standardError)")
        #expect(said.first?.hasPrefix("\(Self.folder)/bear.wav: error: is not a recording") == true, "\(said)")

        // Deleted: only that it is missing.
        try FileManager.default.removeItem(at: speech.appendingPathComponent("bear.wav"))
        let deleted = try WordpackBinary.run(["check"], in: project.url)
        #expect(Self.lines(deleted.standardError, about: "FFmpeg").isEmpty, "\(deleted.standardError)")

        // A whole one, as a phone records it: built into the apps' CAF.
        try FileManager.default.copyItem(
            at: Fixtures.url("audio/tone-44100-mono.m4a"), to: speech.appendingPathComponent("bear.m4a"))
        let build = try WordpackBinary.run(["build"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(Self.lines(build.standardError, about: "bear.m4a: error").isEmpty)
        let caf = project.file("outputs/firstwords/animals/Localization/Animals_es/Speech/bear.caf")
        let stream = try FFprobe.stream(caf)
        #expect(stream.codec == "pcm_s16le" && stream.sampleRate == 22050 && stream.channels == 1)
    }
}
