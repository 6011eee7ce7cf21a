import Foundation
import Testing
import WordpackAppKindTestSupport
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCore

/// Trimming, normalizing, fading and dithering on synthetic signals whose right answer is known. The output
/// rate is the input's (16000 Hz), so no resampling blurs the answer; dither moves a sample by at most 1.
@Suite struct CleanUpTests {
    static let rate = 16000

    /// Clean-up with everything but what a test looks at turned off.
    static func format(
        padding: Int = 0, normalize: AudioFormat.Normalization = .none, peakLevel: Double = -1, loudness: Double = -16,
        fade: Int = 0, rate: Int = CleanUpTests.rate
    ) -> AudioFormat {
        AudioFormat(
            sampleRate: rate, cleanUp: true, silencePadding: padding, normalize: normalize, peakLevel: peakLevel,
            loudness: loudness, fade: fade)
    }

    static func convert(_ samples: [Float], format: AudioFormat, rate: Int = CleanUpTests.rate, float: Bool = false)
        throws -> (values: [Int16], converted: Converted, folder: TemporaryFolder)
    {
        let folder = try TemporaryFolder()
        let data = float ? SyntheticWAV.float32(samples, rate: rate) : SyntheticWAV.pcm16(samples, rate: rate)
        let converted = try Converted(try folder.write("in.wav", data), format: format, in: folder)
        return (try converted.integers(), converted, folder)
    }

    static func constant(_ value: Float, seconds: Double) -> [Float] {
        [Float](repeating: value, count: Int(seconds * Double(rate)))
    }

    /// Every value within `tolerance` of `expected`: TPDF dither adds up to ±1 step before rounding.
    static func near(_ values: ArraySlice<Int16>, _ expected: Double, tolerance: Double = 1.5) -> Bool {
        values.allSatisfy { abs(Double($0) - expected) <= tolerance }
    }

    @Test func trimsTheSilenceAtBothEndsAndKeepsThePadding() throws {
        // 0.5 s silence, 0.2 s at 0.25, 0.5 s silence; 50 ms of padding is 800 frames at 16 kHz.
        let signal = Self.constant(0, seconds: 0.5) + Self.constant(0.25, seconds: 0.2) + Self.constant(0, seconds: 0.5)
        let (values, converted, _) = try Self.convert(signal, format: Self.format(padding: 50))
        #expect(converted.analysis.sound == 8000...11199)
        #expect(values.count == 800 + 3200 + 800)
        #expect(Self.near(values[0..<800], 0))
        #expect(Self.near(values[800..<4000], 8192))
        #expect(Self.near(values[4000...], 0))
    }

    @Test func trimsOnlyWhatIsBelowTheThreshold() throws {
        // -60 dBFS (below the default -50 dBFS threshold) is trimmed; -40 dBFS is kept, as is what follows.
        let signal =
            Self.constant(0.001, seconds: 0.3) + Self.constant(0.01, seconds: 0.1)
            + Self.constant(0.5, seconds: 0.1) + Self.constant(0.001, seconds: 0.3)
        let (values, _, _) = try Self.convert(signal, format: Self.format())
        #expect(values.count == 1600 + 1600)
        #expect(Self.near(values[0..<1600], 327.68))
        #expect(Self.near(values[1600...], 16384))
    }

    @Test func thePaddingStopsAtTheEndsOfTheRecording() throws {
        let signal = Self.constant(0.25, seconds: 0.1) + Self.constant(0, seconds: 0.01)
        let (values, _, _) = try Self.convert(signal, format: Self.format(padding: 50))
        #expect(values.count == 1600 + 160, "10 ms of the 50 were there to keep")
    }

    @Test func normalizesThePeak() throws {
        // A peak of 0.25 brought to -6 dBFS: 0.501187 × 32768 = 16423.3; 0.1 (3277 in 16 bits) × 2.004748 = 6569.6.
        let signal = Self.constant(0.1, seconds: 0.1) + Self.constant(-0.25, seconds: 0.1)
        let (values, _, _) = try Self.convert(signal, format: Self.format(normalize: .peak, peakLevel: -6))
        #expect(Self.near(values[0..<1600], 3277 * 2.004748))
        #expect(Self.near(values[1600...], -16423.3))
    }

    @Test func normalizesTheLoudnessWithThePeakAsALimit() throws {
        // A 1 kHz sine at 0.1 measures -23.0 LUFS: -16 LUFS needs +7 dB (×2.24), to a peak of 0.224.
        let tone = sine(frequency: 1000, rate: 48000, count: 48000 * 3, amplitude: 0.1)
        let raised = try Self.convert(
            tone, format: Self.format(normalize: .loudness, loudness: -16, rate: 48000), rate: 48000)
        let loudness = try #require(raised.converted.analysis.loudness)
        #expect(abs(loudness - -23.0) < 0.1, "\(loudness) LUFS")
        let peak = Double(raised.values.map { abs(Int($0)) }.max() ?? 0) / 32768
        #expect(abs(peak - 0.1 * pow(10, (-16 - loudness) / 20)) < 0.001, "peak \(peak)")

        // -5 LUFS would need ×7.9, a peak of 0.79: held at the -6 dBFS peak level (0.501) instead.
        let held = try Self.convert(
            tone, format: Self.format(normalize: .loudness, peakLevel: -6, loudness: -5, rate: 48000), rate: 48000)
        let heldPeak = Double(held.values.map { abs(Int($0)) }.max() ?? 0) / 32768
        #expect(abs(heldPeak - 0.501187) < 0.001, "peak \(heldPeak)")
    }

    @Test func fadesInAndOutInAStraightRamp() throws {
        // 10 ms at 16 kHz is 160 frames: frame i of the fade-in is at i/160 of the level, and so backwards at the end.
        let (values, _, _) = try Self.convert(Self.constant(0.5, seconds: 0.1), format: Self.format(fade: 10))
        #expect(values.count == 1600)
        for index in [0, 1, 80, 159] {
            #expect(Self.near(values[index...index], 16384 * Double(index) / 160), "frame \(index): \(values[index])")
            let fromEnd = values.count - 1 - index
            #expect(
                Self.near(values[fromEnd...fromEnd], 16384 * Double(index) / 160),
                "frame \(fromEnd): \(values[fromEnd])")
        }
        #expect(Self.near(values[160..<1440], 16384))
    }

    /// TPDF dither: a level 0.3 of a step above 8192 comes out as 8191, 8192 or 8193, averaging 8192.3; rounding
    /// alone would give 8192 every time.
    @Test func dithersWithATriangularNoiseOfOneStep() throws {
        let level = Float((8192 + 0.3) / 32768)
        let (values, converted, _) = try Self.convert(
            Self.constant(level, seconds: 2), format: AudioFormat(sampleRate: Self.rate, cleanUp: false), float: true)
        #expect(!converted.analysis.holdsSixteenBitsOrFewer)
        #expect(Set(values).isSubset(of: [8191, 8192, 8193]))
        #expect(Set(values).count == 3)
        let mean = Double(values.reduce(0) { $0 + Int($1) }) / Double(values.count)
        #expect(abs(mean - 8192.3) < 0.02, "mean \(mean)")
    }

    @Test func theDitherStartsFromTheSameSeedForEveryRecording() {
        var first = Dither(enabled: true)
        var second = Dither(enabled: true)
        let a = (0..<100).map { _ in first.quantize(0.1) }
        let b = (0..<100).map { _ in second.quantize(0.1) }
        #expect(a == b)
        var off = Dither(enabled: false)
        #expect(off.quantize(0.25) == 8192 && off.quantize(2) == 32767 && off.quantize(-2) == -32768)
        #expect(off.quantize(.nan) == 0)
    }

    @Test func measuresLoudnessAsBS1770Does() {
        func measure(_ samples: [Float], rate: Int = 48000, channels: Int = 1) -> Double? {
            var meter = LoudnessMeter(sampleRate: rate, channels: channels)
            samples.withUnsafeBufferPointer { buffer in
                // In uneven blocks, as a recording arrives.
                var start = 0
                while start < buffer.count / channels {
                    let frames = min(777, buffer.count / channels - start)
                    if let base = buffer.baseAddress { meter.add(base + start * channels, frames: frames) }
                    start += frames
                }
            }
            return meter.integratedLoudness()
        }
        let tone = sine(frequency: 1000, rate: 48000, count: 48000 * 3, amplitude: 0.1)
        // BS.1770: a full-scale 1 kHz sine in one channel is -3.01 LUFS, so at 0.1 (-20 dB) it is -23.01.
        #expect(abs((measure(tone) ?? 0) - -23.01) < 0.05)
        #expect(
            abs(
                (measure(sine(frequency: 1000, rate: 44100, count: 44100 * 3, amplitude: 0.1), rate: 44100) ?? 0)
                    - -23.01) < 0.05)
        // Both channels count: the same tone in stereo is 3 dB louder.
        let stereo = tone.flatMap { [$0, $0] }
        #expect(abs((measure(stereo, channels: 2) ?? 0) - -20.0) < 0.05)
        // The relative gate leaves out a quiet tail (-60 dBFS, 3 s) that a plain average would count (-26 LUFS).
        // What it keeps are the 27 blocks of tone and the 3 blocks that overlap its end by 300, 200 and 100 ms:
        // -23.01 + 10·log10((27 + 0.75 + 0.5 + 0.25) / 30) = -23.23.
        let withTail = tone + sine(frequency: 1000, rate: 48000, count: 48000 * 3, amplitude: 0.001)
        #expect(abs((measure(withTail) ?? 0) - -23.23) < 0.05)
        // Shorter than one 400 ms block: measured as one block.
        #expect(abs((measure(Array(tone.prefix(9600))) ?? 0) - -23.01) < 0.3)
        #expect(measure([Float](repeating: 0, count: 48000)) == nil)
    }
}
