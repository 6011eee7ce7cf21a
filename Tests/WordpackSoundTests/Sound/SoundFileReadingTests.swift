import Foundation
import Testing
import WordpackSoundTestSupport
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackSound

@Suite struct SoundFileReadingTests {
    struct Expected: CustomTestStringConvertible, Sendable {
        let file: String
        let frames: Int
        let sampleRate: Int
        let channels: Int
        let format: String
        var testDescription: String { file }
    }

    static let tones: [Expected] = [
        Expected(
            file: "tone-16bit-44100-mono.wav", frames: 11025, sampleRate: 44100,
            channels: 1, format: "WAV, 16-bit PCM"),
        Expected(
            file: "tone-24bit-48000-stereo.wav", frames: 12000, sampleRate: 48000,
            channels: 2, format: "WAV, 24-bit PCM"),
        Expected(
            file: "tone-float-22051-mono.wav", frames: 5513, sampleRate: 22051,
            channels: 1, format: "WAV, 32-bit float"),
        Expected(
            file: "tone-16bit-22050-mono.aiff", frames: 5512, sampleRate: 22050,
            channels: 1, format: "AIFF, 16-bit PCM"),
        Expected(
            file: "tone-16bit-16000-mono.flac", frames: 4000, sampleRate: 16000,
            channels: 1, format: "FLAC, 16-bit"),
        Expected(
            file: "tone-22050-mono.ogg", frames: 5512, sampleRate: 22050,
            channels: 1, format: "Ogg, Vorbis"),
    ]

    @Test(arguments: tones)
    func opensWithTheRightShape(expected: Expected) throws {
        let sound = try SoundFile(reading: Fixtures.url("audio/\(expected.file)"), displayPath: expected.file)
        #expect(sound.frames == expected.frames)
        #expect(sound.sampleRate == expected.sampleRate)
        #expect(sound.channels == expected.channels)
        #expect(sound.formatDescription == expected.format)
        #expect(sound.framesAreEstimated == false)
        #expect(abs(sound.duration - 0.25) < 0.001)
    }

    @Test(arguments: tones)
    func readsEveryFrameOfA440HertzTone(expected: Expected) throws {
        let sound = try SoundFile(reading: Fixtures.url("audio/\(expected.file)"), displayPath: expected.file)
        let samples = try readAllFrames(of: sound, blockFrames: 1000)
        #expect(samples.count == expected.frames * expected.channels)
        #expect(sound.framesRead == expected.frames)
        let left = channel(0, of: samples, channels: expected.channels)
        #expect(abs((left.map(abs).max() ?? 0) - 0.5) < 0.02, "sox made the tone at half of full scale")
        // 440 Hz for 0.25 s crosses zero about 220 times.
        #expect(abs(zeroCrossings(left) - 220) <= 2)
        // Reading past the end keeps returning 0.
        var block = [Float](repeating: 0, count: 64)
        #expect(try block.withUnsafeMutableBufferPointer { try sound.readFrames(into: $0) } == 0)
    }

    @Test func keepsStereoChannelsApart() throws {
        let sound = try SoundFile(
            reading: Fixtures.url("audio/tone-24bit-48000-stereo.wav"), displayPath: "stereo.wav")
        let samples = try readAllFrames(of: sound, blockFrames: 333)
        // sox put 440 Hz on the left and 660 Hz on the right.
        #expect(abs(zeroCrossings(channel(0, of: samples, channels: 2)) - 220) <= 2)
        #expect(abs(zeroCrossings(channel(1, of: samples, channels: 2)) - 330) <= 2)
    }

    @Test func readsAWholeNumberOfFramesWhenTheBufferIsOdd() throws {
        let sound = try SoundFile(
            reading: Fixtures.url("audio/tone-24bit-48000-stereo.wav"), displayPath: "stereo.wav")
        var block = [Float](repeating: 0, count: 7)  // room for 3 stereo frames
        #expect(try block.withUnsafeMutableBufferPointer { try sound.readFrames(into: $0) } == 3)
        var tooSmall = [Float](repeating: 0, count: 1)
        #expect(try tooSmall.withUnsafeMutableBufferPointer { try sound.readFrames(into: $0) } == 0)
    }

    /// Debian's libsndfile 1.2 reads MP3 through mpg123. MP3 has no frame count in its header, so `frames` is
    /// an estimate; the decoder also adds the encoder's padding, so more than 0.25 s comes out.
    @Test func readsMP3WithAnEstimatedLength() throws {
        let sound = try SoundFile(reading: Fixtures.url("audio/tone-44100-mono.mp3"), displayPath: "tone.mp3")
        #expect(sound.formatDescription == "MPEG audio, Layer III (MP3)")
        #expect(sound.sampleRate == 44100)
        #expect(sound.channels == 1)
        #expect(sound.framesAreEstimated)
        let samples = try readAllFrames(of: sound)
        #expect((11025...11025 + 2 * 1152).contains(samples.count), "read \(samples.count) frames")
        #expect(abs(zeroCrossings(samples) - 220) <= 6)
    }

    // MARK: - Problems

    @Test func refusesAWAVCutShort() {
        let found = problem {
            _ = try SoundFile(reading: Fixtures.url("audio/truncated.wav"), displayPath: "inputs/letters/A.wav")
        }
        #expect(found?.location == Location(file: "inputs/letters/A.wav"))
        #expect(
            found?.message == "is cut short: its header promises 0.25 seconds of sound but the file holds only "
                + "0.11 seconds. Copy or export the recording again.")
    }

    @Test func refusesAnAIFFCutShort() throws {
        let whole = try Data(contentsOf: Fixtures.url("audio/tone-16bit-22050-mono.aiff"))
        let folder = try TemporaryFolder()
        let cut = try folder.write("cut.aiff", whole.prefix(whole.count / 2))
        let found = problem { _ = try SoundFile(reading: cut, displayPath: "inputs/sound/cut.aiff") }
        #expect(found?.location == Location(file: "inputs/sound/cut.aiff"))
        #expect(
            found?.message == "is cut short: its header promises 0.25 seconds of sound but the file holds only "
                + "0.12 seconds. Copy or export the recording again.")
    }

    @Test func refusesTextNamedWAV() {
        let found = problem {
            _ = try SoundFile(reading: Fixtures.url("audio/text-named-wav.wav"), displayPath: "inputs/letters/B.wav")
        }
        #expect(found?.location == Location(file: "inputs/letters/B.wav"))
        #expect(
            found?.message == "is not a recording that wordpack can read: libsndfile does not recognise its "
                + "format. Export it again as WAV, AIFF or FLAC.")
    }

    @Test func refusesAnOggCutShortWhenOpening() {
        let found = problem {
            _ = try SoundFile(reading: Fixtures.url("audio/truncated.ogg"), displayPath: "inputs/sound/cat.ogg")
        }
        #expect(found?.location == Location(file: "inputs/sound/cat.ogg"))
        #expect(
            found?.message == "is damaged: libsndfile says \"Supported file format but file is malformed\". "
                + "Copy or export the recording again.")
    }

    @Test func refusesAFLACCutShortWhileReading() throws {
        let sound = try SoundFile(reading: Fixtures.url("audio/truncated.flac"), displayPath: "inputs/sound/dog.flac")
        #expect(sound.frames == 4000, "the header is whole")
        let found = problem { _ = try readAllFrames(of: sound) }
        #expect(found?.location == Location(file: "inputs/sound/dog.flac"))
        #expect(
            found?.message == "could not be read to the end: libsndfile says \"flac decoder lost sync\". "
                + "The file may be damaged or cut short: copy or export it again.")
    }

    /// Headers libsndfile refuses for their shape: each in words, naming the file.
    @Test(arguments: [
        (
            0, 1,
            "is damaged: its header gives no sample rate that can be used (libsndfile says \"Internal error : "
                + "SF_INFO struct incomplete\"). Copy or export the recording again."
        ),
        (22050, 0, "is damaged: its header says it holds 0 channels of sound. Copy or export the recording again."),
        (22050, 2000, "has more channels than libsndfile can read (1024 at most). Export it again as mono or stereo."),
    ])
    func refusesAHeaderOfAShapeItCannotRead(rate: Int, channels: Int, message: String) throws {
        let folder = try TemporaryFolder()
        let samples = [Float](repeating: 0.25, count: 4 * max(channels, 1))
        let url = try folder.write("odd.wav", SyntheticWAV.pcm16(samples, rate: rate, channels: channels))
        let found = problem { _ = try SoundFile(reading: url, displayPath: "inputs/languages/en/letters/A.wav") }
        #expect(found?.description == "inputs/languages/en/letters/A.wav: error: \(message)")
    }

    @Test func namesAMissingFile() {
        let found = problem {
            _ = try SoundFile(reading: Fixtures.url("audio/no-such-file.wav"), displayPath: "inputs/letters/C.wav")
        }
        #expect(found?.location == Location(file: "inputs/letters/C.wav"))
        #expect(
            found?.message == "could not be opened: No such file or directory. Check that the file is there "
                + "and that you may read it.")
    }

    @Test func refusesAnEmptyFile() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.write("empty.wav", Data())
        let found = problem { _ = try SoundFile(reading: empty, displayPath: "empty.wav") }
        #expect(
            found?.message == "is not a recording that wordpack can read: libsndfile does not recognise its "
                + "format. Export it again as WAV, AIFF or FLAC.")
    }

    @Test func refusesToReadAfterClosing() throws {
        let sound = try SoundFile(reading: Fixtures.url("audio/tone-16bit-44100-mono.wav"), displayPath: "a.wav")
        try sound.close()
        try sound.close()
        let found = problem { _ = try readAllFrames(of: sound) }
        #expect(found?.message == "was used after wordpack had closed it. This is a bug in wordpack: please report it.")
    }

    @Test func refusesToWriteToARecordingBeingRead() throws {
        let sound = try SoundFile(reading: Fixtures.url("audio/tone-16bit-44100-mono.wav"), displayPath: "a.wav")
        let silence = [Float](repeating: 0, count: 8)
        let found = problem { try silence.withUnsafeBufferPointer { try sound.writeFrames($0) } }
        #expect(
            found?.message == "was used for writing while it was being read. This is a bug in wordpack: "
                + "please report it.")
    }

    @Test func readsTheHeaderSizesFromLibsndfilesLog() {
        #expect(SoundFileProblem.claimedAndActualSize("data : 22050 (should be 9956)") ?? (0, 0) == (22050, 9956))
        #expect(SoundFileProblem.claimedAndActualSize(" SSND : 11032 (should be 5476)") ?? (0, 0) == (11032, 5476))
        #expect(SoundFileProblem.claimedAndActualSize("RIFF : 22086 (should be 9992)") == nil)
        #expect(SoundFileProblem.claimedAndActualSize("data : 22050") == nil)
    }
}
