import Foundation
import Testing
import WordpackSoundTestSupport
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackSound

/// Recordings as phones and editors deliver them (`make-fixtures.sh` writes each with ffmpeg from the sox tones):
/// AAC in MP4 as Voice Memos writes it, Apple Lossless in MP4 and AAC in ADTS (through FFmpeg's libraries), Opus
/// in Ogg and PCM in CAF (through libsndfile). Each is read whole, as many frames as ffmpeg decodes (an
/// independent reader), still the 440 Hz tone at half of full scale; a damaged one is one sentence naming it.
@Suite struct PhoneRecordingTests {
    struct Expected: CustomTestStringConvertible, Sendable {
        let file: String
        let sampleRate: Int
        let channels: Int
        let format: String
        var testDescription: String { file }
    }

    static let recordings: [Expected] = [
        Expected(
            file: "tone-44100-mono.m4a", sampleRate: 44100, channels: 1, format: "MP4, AAC (Advanced Audio Coding)"),
        Expected(
            file: "tone-48000-stereo-alac.m4a", sampleRate: 48000, channels: 2,
            format: "MP4, ALAC (Apple Lossless Audio Codec)"),
        Expected(
            file: "tone-44100-mono.aac", sampleRate: 44100, channels: 1, format: "AAC, AAC (Advanced Audio Coding)"),
        Expected(file: "tone-48000-mono.opus", sampleRate: 48000, channels: 1, format: "Ogg, Opus"),
        Expected(file: "tone-16bit-22050-mono.caf", sampleRate: 22050, channels: 1, format: "CAF, 16-bit PCM"),
    ]

    /// The frames ffmpeg decodes from `url`: its 16-bit output's bytes over 2 per sample.
    static func framesFFmpegDecodes(_ url: URL, channels: Int) throws -> Int {
        let ffmpeg = try #require(ExternalTool.find("ffmpeg"))
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: ffmpeg), ["-v", "error", "-i", url.path, "-f", "s16le", "-"],
            in: url.deletingLastPathComponent())
        return output.output.count / 2 / channels
    }

    /// Half periods of a tone, counted with a little hysteresis so that a lossy codec's noise near zero does
    /// not count.
    static func halfPeriods(_ samples: [Float]) -> Int {
        var sign = 0
        var count = 0
        for sample in samples {
            let now = sample > 0.1 ? 1 : sample < -0.1 ? -1 : sign
            if now != sign, sign != 0 { count += 1 }
            sign = now
        }
        return count
    }

    @Test(arguments: recordings)
    func readsEveryFrameOfTheTone(expected: Expected) throws {
        let url = Fixtures.url("audio/\(expected.file)")
        let sound = try SoundFile(reading: url, displayPath: expected.file)
        #expect(sound.sampleRate == expected.sampleRate)
        #expect(sound.channels == expected.channels)
        #expect(sound.formatDescription == expected.format)
        let samples = try readAllFrames(of: sound, blockFrames: 1000)
        #expect(samples.count == sound.framesRead * expected.channels)
        #expect(sound.framesRead == (try Self.framesFFmpegDecodes(url, channels: expected.channels)))
        let left = channel(0, of: samples, channels: expected.channels)
        #expect(abs((left.map(abs).max() ?? 0) - 0.5) < 0.05, "the tone at half of full scale")
        #expect(abs(Self.halfPeriods(left) - 220) <= 3, "440 Hz for 0.25 s: \(Self.halfPeriods(left)) half periods")
    }

    @Test func aPhoneRecordingRenamedWAVIsStillRead() throws {
        let folder = try TemporaryFolder()
        let renamed = try folder.write("cow.wav", try Data(contentsOf: Fixtures.url("audio/tone-44100-mono.m4a")))
        let sound = try SoundFile(reading: renamed, displayPath: "inputs/speech/cow.wav")
        #expect(sound.formatDescription == "MP4, AAC (Advanced Audio Coding)")
        #expect(try readAllFrames(of: sound).count > 11_000)
    }

    @Test func aDamagedPhoneRecordingIsOneSentenceNamingIt() {
        var found: FileProblem?
        do {
            _ = try SoundFile(reading: Fixtures.url("audio/truncated.m4a"), displayPath: "inputs/speech/cow.m4a")
        } catch let problem as FileProblem {
            found = problem
        } catch {}
        #expect(found?.location == Location(file: "inputs/speech/cow.m4a"))
        #expect(
            found?.message.hasPrefix("is not a recording that wordpack can read (FFmpeg says \"") == true,
            "\(String(describing: found))")
        #expect(found?.message.hasSuffix("). Export it again as M4A, WAV or FLAC.") == true)
    }
}
