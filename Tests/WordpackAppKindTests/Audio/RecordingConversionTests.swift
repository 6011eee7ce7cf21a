import Foundation
import Testing
import WordpackAppKindTestSupport
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore
@testable import WordpackSound

/// Every input format and rate of `Tests/Fixtures/audio/` becomes a CAF file that ffprobe (an independent
/// reader) and libsndfile both read as 16-bit little-endian PCM, mono, 22050 Hz, with the exact frame count.
@Suite struct RecordingConversionTests {
    struct Input: CustomTestStringConvertible, Sendable {
        let file: String
        let rate: Int
        /// The frames libsndfile delivers (for MP3, not the header's estimate).
        let frames: Int
        let channels: Int
        var testDescription: String { file }
    }

    static let inputs = [
        Input(file: "tone-16bit-44100-mono.wav", rate: 44100, frames: 11025, channels: 1),
        Input(file: "tone-24bit-48000-stereo.wav", rate: 48000, frames: 12000, channels: 2),
        Input(file: "tone-float-22051-mono.wav", rate: 22051, frames: 5513, channels: 1),
        Input(file: "tone-16bit-22050-mono.aiff", rate: 22050, frames: 5512, channels: 1),
        Input(file: "tone-16bit-16000-mono.flac", rate: 16000, frames: 4000, channels: 1),
        Input(file: "tone-22050-mono.ogg", rate: 22050, frames: 5512, channels: 1),
        Input(file: "tone-44100-mono.mp3", rate: 44100, frames: 12672, channels: 1),
    ]

    /// Without clean-up the whole recording is kept: round(frames × 22050 / rate) frames.
    @Test(arguments: inputs)
    func convertsWithoutCleanUpToTheExactLength(input: Input) throws {
        let folder = try TemporaryFolder()
        let format = AudioFormat(quality: .medium, cleanUp: false)
        let converted = try Converted(Fixtures.url("audio/\(input.file)"), format: format, in: folder)
        let expected = SampleRateConverter.outputFrameCount(
            inputFrames: input.frames, inputRate: input.rate, outputRate: 22050)
        #expect(converted.analysis.frames == input.frames)
        #expect(converted.analysis.sampleRate == input.rate)
        #expect(converted.analysis.channels == input.channels)

        #expect(
            try FFprobe.stream(converted.url)
                == .init(codec: "pcm_s16le", sampleRate: 22050, channels: 1, frames: expected))
        let (sound, samples) = try converted.samples()
        #expect(sound.formatDescription == "CAF, 16-bit PCM")
        #expect(sound.sampleRate == 22050 && sound.channels == 1)
        #expect(samples.count == expected)
        // Still the 440 Hz tone at half of full scale (the stereo one is 440 Hz and 660 Hz, averaged).
        let peak = samples.map(abs).max() ?? 0
        if input.channels == 1 {
            #expect(abs(peak - 0.5) < 0.03, "peak \(peak)")  // MP3 and Vorbis are lossy
            #expect(abs(zeroCrossings(samples) - 220) <= 4, "\(zeroCrossings(samples)) sign changes")
        } else {
            #expect(peak > 0.3 && peak <= 0.51, "peak \(peak)")
        }
    }

    /// With clean-up (speech's default) the length follows the trimmed recording and the peak is at -1 dBFS.
    @Test(arguments: inputs)
    func convertsWithCleanUpToTheTrimmedLengthAndPeak(input: Input) throws {
        let folder = try TemporaryFolder()
        let format = AudioFormat()
        let converted = try Converted(Fixtures.url("audio/\(input.file)"), format: format, in: folder)
        let plan = try ConversionPlan(converted.analysis, format: format, displayPath: input.file)
        #expect(plan.end - plan.start <= input.frames && plan.end - plan.start > input.frames * 9 / 10)
        #expect(
            try FFprobe.stream(converted.url)
                == .init(codec: "pcm_s16le", sampleRate: 22050, channels: 1, frames: plan.outputFrames))
        let (_, samples) = try converted.samples()
        #expect(samples.count == plan.outputFrames)
        let peak = Double(samples.map(abs).max() ?? 0)
        #expect(abs(20 * log10(peak) - -1) < 0.3, "peak \(20 * log10(peak)) dBFS")
    }

    @Test
    func writesStereoAppleLosslessAt44100WhenAsked() throws {
        let folder = try TemporaryFolder()
        let format = AudioFormat(sampleRate: 44100, channels: 2, encoding: .alac, cleanUp: false)
        let converted = try Converted(Fixtures.url("audio/tone-24bit-48000-stereo.wav"), format: format, in: folder)
        // ffprobe counts whole Apple Lossless packets (4096 frames); decoding gives the exact length.
        #expect(
            try FFprobe.stream(converted.url) == .init(codec: "alac", sampleRate: 44100, channels: 2, frames: 12288))
        #expect(try FFprobe.decodedFrames(converted.url, channels: 2) == 11025)
        let (sound, samples) = try converted.samples()
        #expect(sound.formatDescription == "CAF, 16-bit Apple Lossless")
        // Left stays 440 Hz and right 660 Hz.
        #expect(abs(zeroCrossings(channel(0, of: samples, channels: 2)) - 220) <= 4)
        #expect(abs(zeroCrossings(channel(1, of: samples, channels: 2)) - 330) <= 4)
    }

    /// The CAF header says little-endian integers and the data holds them low byte first; a 16-bit recording
    /// already at the output's rate and channels comes through sample for sample (nothing to dither).
    @Test func writesLittleEndianSixteenBitSamplesExactly() throws {
        let folder = try TemporaryFolder()
        let values: [Int16] = [0x1234, -2, 32767, -32768, 0, 1, -1] + (0..<1000).map { Int16($0 * 31 - 15000) }
        let source = try folder.write("in.wav", SyntheticWAV.pcm16(values.map { Float($0) / 32768 }, rate: 22050))
        let converted = try Converted(source, format: AudioFormat(cleanUp: false), in: folder)

        let caf = try #require(CAFChunks(converted.data))
        let desc = try #require(caf.description)
        #expect(desc.formatID == "lpcm")
        #expect(desc.formatFlags == 2, "kCAFLinearPCMFormatFlagIsLittleEndian, not float")
        #expect(desc.bitsPerChannel == 16 && desc.channelsPerFrame == 1 && desc.sampleRate == 22050)
        let audio = try #require(caf.audio)
        #expect(Array(audio.prefix(4)) == [0x34, 0x12, 0xFE, 0xFF])
        #expect(try converted.integers() == values)
    }

    @Test func theSameRecordingGivesTheSameBytesEveryTime() throws {
        let folder = try TemporaryFolder()
        let source = Fixtures.url("audio/tone-24bit-48000-stereo.wav")
        let first = try Converted(source, format: AudioFormat(), in: folder, name: "first.caf")
        let second = try Converted(source, format: AudioFormat(), in: folder, name: "second.caf")
        #expect(first.data.count > 10_000)
        #expect(first.data == second.data)
    }
}

/// The soxr resampler through the whole conversion, at odd rates: the exact frame count, read back by ffprobe
/// and by sox's `soxi` (independent readers), and the tone kept.
@Suite struct SoxrRecordingConversionTests {
    static func tone(rate: Int, frames: Int, in folder: TemporaryFolder) throws -> URL {
        let url = folder.file("tone-\(rate).wav")
        try SyntheticWAV.pcm16(sine(frequency: 440, rate: Double(rate), count: frames), rate: rate).write(to: url)
        return url
    }

    @Test(arguments: [(22050, 44100), (11025, 16000), (48000, 22050), (44100, 22050), (22051, 8000)])
    func convertsToTheExactLength(inputRate: Int, outputRate: Int) throws {
        let folder = try TemporaryFolder()
        let frames = inputRate / 2 + 7
        let source = try Self.tone(rate: inputRate, frames: frames, in: folder)
        for quality in AudioFormat.SoxrQuality.allCases {
            let format = AudioFormat(
                sampleRate: outputRate, cleanUp: false, resampler: .soxr, soxrQuality: quality)
            let converted = try Converted(source, format: format, in: folder, name: "\(quality).caf")
            let expected = SampleRateConverter.outputFrameCount(
                inputFrames: frames, inputRate: inputRate, outputRate: outputRate)
            #expect(
                try FFprobe.stream(converted.url)
                    == .init(codec: "pcm_s16le", sampleRate: outputRate, channels: 1, frames: expected), "\(quality)")
            let soxi = try #require(ExternalTool.find("soxi"), "soxi is missing: install the Debian package sox")
            let samples = try ExternalTool.run(soxi, ["-s", converted.url.path]).standardOutput
            #expect(samples.trimmingCharacters(in: .whitespacesAndNewlines) == "\(expected)", "\(quality)")
            let (_, decoded) = try converted.samples()
            #expect(abs(zeroCrossings(decoded) - 440) <= 3, "\(quality): 440 Hz for half a second")
        }
    }

    /// With clean-up, soxr gives the same planned length as libsamplerate, and a different sound (it is used).
    @Test func cleanUpGivesThePlannedLength() throws {
        let folder = try TemporaryFolder()
        let source = Fixtures.url("audio/tone-24bit-48000-stereo.wav")
        let soxr = try Converted(source, format: AudioFormat(resampler: .soxr), in: folder, name: "soxr.caf")
        let samplerate = try Converted(source, format: AudioFormat(), in: folder, name: "libsamplerate.caf")
        let plan = try ConversionPlan(soxr.analysis, format: AudioFormat(resampler: .soxr), displayPath: "a")
        #expect(try soxr.samples().1.count == plan.outputFrames)
        #expect(try samplerate.samples().1.count == plan.outputFrames)
        #expect(soxr.data != samplerate.data)
    }
}
