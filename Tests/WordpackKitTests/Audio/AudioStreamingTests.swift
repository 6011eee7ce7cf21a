import Foundation
import Testing
@testable import WordpackKit

/// A long recording is streamed: memory does not grow with its length.
extension MemoryTests {
@Suite struct AudioStreamingTests {
    @Test func convertsTwoMinutesInBoundedMemory() throws {
        let folder = try TemporaryFolder()
        // Two minutes of 48 kHz stereo, written a second at a time: 23 MB of WAV, 46 MB as floats.
        let url = folder.file("long.wav")
        let seconds = 120
        let second = SyntheticWAV.pcm16(
            sine(frequency: 220, rate: 48000, count: 96000, amplitude: 0.4), rate: 48000, channels: 2)
        var header = second.prefix(44)
        let total = UInt32(seconds * 96000 * 2)
        header.replaceSubrange(4..<8, with: withUnsafeBytes(of: (36 + total).littleEndian) { Data($0) })
        header.replaceSubrange(40..<44, with: withUnsafeBytes(of: total.littleEndian) { Data($0) })
        _ = FileManager.default.createFile(atPath: url.path, contents: header)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        for _ in 0..<seconds { try handle.write(contentsOf: second.dropFirst(44)) }
        try handle.close()

        let canResetPeak = ResidentMemory.resetPeak()
        let baseline = canResetPeak ? ResidentMemory.current : ResidentMemory.peak
        let converted = try Converted(url, format: AudioFormat(), in: folder)
        let growth = ResidentMemory.peak - baseline

        #expect(converted.analysis.frames == seconds * 48000)
        #expect(try SoundFile(reading: converted.url, displayPath: "out.caf").frames == seconds * 22050)
        // The recording is 23 MB as a file and 46 MB as floats, the result 5.3 MB; the converter holds a few
        // blocks of 4096 frames (measured: about 1.4 MB in all). 4 MB leaves room for the allocator.
        #expect(growth < 4_000_000, "peak resident memory grew by \(growth / 1024) KB")
    }
}
}
