import Foundation
import Testing
import WordpackSound
import WordpackTestSupport

/// The Open Board packages carry MP3: every browser, Android and iOS play it.
@Suite struct MP3EncodingTests {
    @Test func theSameRecordingGivesTheSameMP3ThatFFprobeReads() throws {
        let folder = try TemporaryFolder()
        let source = Fixtures.url("audio/tone-16bit-22050-mono.aiff")
        let first = folder.file("first.mp3")
        let second = folder.file("second.mp3")
        let seconds = try SoundFile.encodeMP3(source, displayPath: "tone.aiff", to: first)
        _ = try SoundFile.encodeMP3(source, displayPath: "tone.aiff", to: second)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
        #expect(seconds > 0.1)

        let ffprobe = try #require(ExternalTool.find("ffprobe"))
        let probe = try ExternalTool.run(
            ffprobe,
            [
                "-v", "error", "-show_entries", "stream=codec_name,sample_rate,channels", "-of", "csv=p=0", first.path,
            ])
        #expect(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "mp3,22050,1")
    }
}
