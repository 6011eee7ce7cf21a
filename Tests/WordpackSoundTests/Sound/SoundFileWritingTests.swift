import Foundation
import Testing
import WordpackCore
import WordpackSound
import WordpackSoundTestSupport
import WordpackTestSupport

@Suite struct SoundFileWritingTests {
    /// Values chosen so their 16-bit forms are easy to spot, plus two beyond full scale that must be clipped.
    static let samples: [Float] =
        [0.25, -0.25, 0.5, -0.5, 0, 1.5, -1.5] + sine(frequency: 440, rate: 22050, count: 2205)

    static func writeCAF(_ url: URL, encoding: SoundFile.CAFEncoding, channels: Int = 1) throws {
        let sound = try SoundFile(
            creatingCAF: url, displayPath: "outputs/a.caf", sampleRate: 22050, channels: channels, encoding: encoding)
        #expect(sound.mode == .writing)
        // In two blocks, as a converter would deliver them.
        try samples.withUnsafeBufferPointer { all in
            try sound.writeFrames(UnsafeBufferPointer(rebasing: all[0..<1000]))
            try sound.writeFrames(UnsafeBufferPointer(rebasing: all[1000...]))
        }
        #expect(sound.frames == samples.count / channels)
        try sound.close()
    }

    @Test func writesSixteenBitCAFThatReadsBackTheSame() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("a.caf")
        try Self.writeCAF(url, encoding: .pcm16)

        let sound = try SoundFile(reading: url, displayPath: "a.caf")
        #expect(sound.formatDescription == "CAF, 16-bit PCM")
        #expect(sound.sampleRate == 22050)
        #expect(sound.channels == 1)
        #expect(sound.frames == Self.samples.count)
        let read = try readAllFrames(of: sound)
        #expect(read.count == Self.samples.count)
        let clipped = Self.samples.map { min(max($0, -1), 1) }
        let worst = zip(read, clipped).map { abs($0 - $1) }.max() ?? 1
        #expect(worst <= 1.0 / 32768 + 1e-6, "within 16-bit quantisation; 1.5 and -1.5 are clipped, not wrapped")
    }

    @Test func writesLittleEndianPCMAsTheCAFHeaderSays() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("a.caf")
        try Self.writeCAF(url, encoding: .pcm16)

        let caf = try #require(CAFChunks(try Data(contentsOf: url)))
        let desc = try #require(caf.description)
        #expect(desc.sampleRate == 22050)
        #expect(desc.formatID == "lpcm")
        // kCAFLinearPCMFormatFlagIsFloat = 1, kCAFLinearPCMFormatFlagIsLittleEndian = 2: little-endian integers.
        #expect(desc.formatFlags == 2)
        #expect(desc.bytesPerPacket == 2)
        #expect(desc.framesPerPacket == 1)
        #expect(desc.channelsPerFrame == 1)
        #expect(desc.bitsPerChannel == 16)
        // 0.25 → 8192 = 0x2000 and -0.25 → -8192 = 0xE000, low byte first; 1.5 and -1.5 clip to 32767 and -32768.
        let audio = try #require(caf.audio)
        #expect(Array(audio.prefix(8)) == [0x00, 0x20, 0x00, 0xE0, 0x00, 0x40, 0x00, 0xC0])
        #expect(Array(audio.dropFirst(10).prefix(4)) == [0xFF, 0x7F, 0x00, 0x80])
        #expect(audio.count == Self.samples.count * 2)
    }

    /// A second reader. Debian's sox reads CAF through libsndfile too, so this checks what another program sees
    /// rather than an independent parser (the `desc` check above is the independent one).
    @Test
    func soxSeesSixteenBitMonoAt22050() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("a.caf")
        try Self.writeCAF(url, encoding: .pcm16)
        let soxi = try #require(ExternalTool.find("soxi"), "soxi is missing: make test installs sox")
        let sox = try #require(ExternalTool.find("sox"), "sox is missing: make test installs it")
        func info(_ flag: String) throws -> String {
            try ExternalTool.run(soxi, [flag, url.path]).standardOutput
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try info("-t") == "caf")
        #expect(try info("-r") == "22050")
        #expect(try info("-c") == "1")
        #expect(try info("-b") == "16")
        #expect(try info("-e") == "Signed Integer PCM")
        #expect(try info("-s") == String(Self.samples.count))
        let raw = try ExternalTool.run(sox, [url.path, "-t", "raw", "-e", "signed", "-b", "16", "-L", "-"]).output
        #expect(Array(raw.prefix(4)) == [0x00, 0x20, 0x00, 0xE0])
    }

    @Test func writesAppleLosslessThatReadsBackExactly() throws {
        let folder = try TemporaryFolder()
        let pcm = folder.file("pcm.caf")
        let alac = folder.file("alac.caf")
        try Self.writeCAF(pcm, encoding: .pcm16)
        try Self.writeCAF(alac, encoding: .alac16)

        let lossless = try SoundFile(reading: alac, displayPath: "alac.caf")
        #expect(lossless.formatDescription == "CAF, 16-bit Apple Lossless")
        #expect(lossless.frames == Self.samples.count)
        let fromPCM = try readAllFrames(of: SoundFile(reading: pcm, displayPath: "pcm.caf"))
        #expect(try readAllFrames(of: lossless) == fromPCM)
        let desc = try #require(CAFChunks(try Data(contentsOf: alac))?.description)
        #expect(desc.formatID == "alac")
    }

    @Test func writesStereo() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("stereo.caf")
        try Self.writeCAF(url, encoding: .pcm16, channels: 2)
        let sound = try SoundFile(reading: url, displayPath: "stereo.caf")
        #expect(sound.channels == 2)
        #expect(sound.frames == Self.samples.count / 2)
    }

    // MARK: - Problems

    @Test(arguments: [(0, 1, "1 channel at 0 Hz"), (22050, 0, "0 channels at 22050 Hz")])
    func refusesImpossibleSettings(sampleRate: Int, channels: Int, said: String) throws {
        let folder = try TemporaryFolder()
        let found = problem {
            _ = try SoundFile(
                creatingCAF: folder.file("a.caf"), displayPath: "outputs/a.caf", sampleRate: sampleRate,
                channels: channels, encoding: .pcm16)
        }
        #expect(found?.location == Location(file: "outputs/a.caf"))
        #expect(
            found?.message == "cannot be written as a CAF file with 16-bit PCM, \(said): libsndfile does "
                + "not allow that combination. Check the audio settings in pipeline.json.")
        #expect(!FileManager.default.fileExists(atPath: folder.file("a.caf").path))
    }

    @Test func namesAFolderThatIsNotThere() throws {
        let folder = try TemporaryFolder()
        let found = problem {
            _ = try SoundFile(
                creatingCAF: folder.file("missing/a.caf"), displayPath: "outputs/missing/a.caf", sampleRate: 22050,
                channels: 1, encoding: .pcm16)
        }
        #expect(found?.location == Location(file: "outputs/missing/a.caf"))
        #expect(
            found?.message == "could not be created: No such file or directory. Check that the folder exists "
                + "and that you may write to it.")
    }

    @Test func reportsReadingFromAFileOpenedForWriting() throws {
        let folder = try TemporaryFolder()
        let sound = try SoundFile(
            creatingCAF: folder.file("a.caf"), displayPath: "outputs/a.caf", sampleRate: 22050, channels: 1,
            encoding: .pcm16)
        let found = problem { _ = try readAllFrames(of: sound) }
        #expect(
            found?.message == "was used for reading while it was being written. This is a bug in wordpack: "
                + "please report it.")
    }

    @Test func refusesToWriteAfterClosing() throws {
        let folder = try TemporaryFolder()
        let sound = try SoundFile(
            creatingCAF: folder.file("a.caf"), displayPath: "outputs/a.caf", sampleRate: 22050, channels: 1,
            encoding: .pcm16)
        try sound.close()
        let found = problem { try Self.samples.withUnsafeBufferPointer { try sound.writeFrames($0) } }
        #expect(found?.message == "was used after wordpack had closed it. This is a bug in wordpack: please report it.")
    }
}
