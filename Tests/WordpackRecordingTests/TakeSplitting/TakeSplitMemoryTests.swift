import Foundation
import Testing
import WordpackTestSupport

/// A split's memory does not grow with the take's length: the real binary's peak resident memory, splitting a
/// 10-minute take and an hour-long one of the same 240 words, is the same to within 1 MB. (Before the energies
/// were kept in a temporary file, the hour's split peaked 3.2 MB above ten minutes': its energies, waveform,
/// smoothed levels and their sorted copy. The same number of words in both, because what a split keeps grows
/// with the script, about 400 bytes a line.)
@Suite struct TakeSplitMemoryTests {
    /// 4 kHz keeps the hour's file to 29 MB and the debug binary to seconds; what could grow with the length
    /// is per 10 ms frame, 360,000 of them at any rate.
    static let rate = 4000

    /// `minutes` of room noise (-50 dB) with 240 words (a 300 Hz tone of 0.6 s) spread evenly through it, and
    /// its script.
    static func project(minutes: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let seconds = minutes * 60
        let spacing = Double(seconds) / 240
        var lines = "number\ttext\tlist\tkey\tpath\n"
        for number in 1...240 {
            lines += "\(number)\tcasa\tTakes\tw\(number)\tinputs/languages/es/speech/Takes/w\(number).wav\n"
        }
        try folder.write("scripts/es.tsv", lines)
        let take = folder.file("takes/take.wav")
        try FileManager.default.createDirectory(at: take.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The samples, a second at a time, after a header whose sizes are filled in at the end.
        try SyntheticWAV.pcm16([], rate: rate).write(to: take)
        let handle = try FileHandle(forWritingTo: take)
        defer { try? handle.close() }
        try handle.seekToEnd()
        var noise: UInt32 = 1
        var second = [Int16](repeating: 0, count: rate)
        for index in 0..<seconds {
            for sample in 0..<rate {
                noise = noise &* 1_664_525 &+ 1_013_904_223
                let time = Double(index) + Double(sample) / Double(rate)
                let intoWord = (time + spacing / 2).truncatingRemainder(dividingBy: spacing)
                let tone = intoWord < 0.6 ? 0.3 * sin(2 * Double.pi * 300 * time) : 0
                second[sample] = Int16((tone * 32767).rounded()) + Int16(truncatingIfNeeded: noise >> 16) / 320
            }
            try handle.write(contentsOf: second.withUnsafeBytes { Data($0) })
        }
        let bytes = UInt32(seconds * rate * 2)
        try handle.seek(toOffset: 4)
        try handle.write(contentsOf: withUnsafeBytes(of: (36 + bytes).littleEndian) { Data($0) })
        try handle.seek(toOffset: 40)
        try handle.write(contentsOf: withUnsafeBytes(of: bytes.littleEndian) { Data($0) })
        return folder
    }

    /// The peak resident memory of `wordpack split --dry-run` on `minutes` of take.
    static func splitPeak(minutes: Int) throws -> Int {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let folder = try project(minutes: minutes)
        let run = try ChildPeakMemory.run(
            WordpackBinary.url,
            [
                "split", "--project", folder.url.path, folder.file("takes/take.wav").path, "--script",
                folder.file("scripts/es.tsv").path, "--dry-run", "--quiet",
            ],
            python: python)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.file("scripts/es-split.png").path))
        return run.peak
    }

    @Test(.tags(.slow)) func anHourIsSplitInTheMemoryOfTenMinutes() throws {
        let tenMinutes = try Self.splitPeak(minutes: 10)
        let hour = try Self.splitPeak(minutes: 60)
        #expect(
            hour - tenMinutes < 1_000_000,
            "ten minutes' split peaked at \(tenMinutes / 1024) KB, an hour's at \(hour / 1024) KB")
    }
}
