import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackSound

/// libsoxr, the second resampler: like libsamplerate's path, about `frames × ratio` frames in time with the
/// input, whatever the block size, exact once fitted.
@Suite struct SoxrConverterTests {
    struct Conversion: CustomTestStringConvertible, Sendable {
        let inputRate: Int
        let outputRate: Int
        let quality: SoxrConverter.Quality
        var testDescription: String { "\(inputRate)→\(outputRate) \(quality)" }

        func converter(channels: Int = 1) throws -> SoxrConverter {
            try SoxrConverter(
                quality: quality, channels: channels, inputRate: inputRate, outputRate: outputRate,
                displayPath: "a.wav")
        }
    }

    static let rates = [(22050, 44100), (11025, 16000), (48000, 22050), (44100, 22050), (22051, 22050), (8000, 44100)]
    static let conversions = rates.flatMap { rates in
        SoxrConverter.Quality.allCases.map { Conversion(inputRate: rates.0, outputRate: rates.1, quality: $0) }
    }

    @Test(arguments: conversions)
    func deliversAboutTheExactFrameCountAndExactlyOnceFitted(conversion: Conversion) throws {
        for frames in [11025, 12000, 5513, 1, 0] {
            let input = sine(frequency: 440, rate: Double(conversion.inputRate), count: frames)
            var output = try SampleRateConverterTests.convert(
                input, with: try conversion.converter(), blockFrames: 1000)
            let exact = SampleRateConverter.outputFrameCount(
                inputFrames: frames, inputRate: conversion.inputRate, outputRate: conversion.outputRate)
            #expect(abs(output.count - exact) <= 1, "\(frames) frames gave \(output.count), not about \(exact)")
            SampleRateConverter.fit(&output, toFrames: exact, channels: 1)
            #expect(output.count == exact)
        }
    }

    /// soxr takes its filter's delay off: the same sine at the new rate from the first frame (away from the ends).
    @Test(arguments: conversions.filter { $0.quality != .quick })
    func keepsTheToneInTime(conversion: Conversion) throws {
        let input = sine(frequency: 440, rate: Double(conversion.inputRate), count: conversion.inputRate / 2)
        let output = try SampleRateConverterTests.convert(input, with: try conversion.converter(), blockFrames: 1000)
        let ideal = sine(frequency: 440, rate: Double(conversion.outputRate), count: output.count)
        let edge = output.count / 10
        let error = zip(output, ideal).dropFirst(edge).dropLast(edge).map { abs($0 - $1) }.max() ?? 1
        #expect(error < 2e-3, "largest difference \(error)")
    }

    @Test(arguments: [(48000, 22050), (11025, 16000), (22050, 44100)])
    func givesTheSameFramesWhateverTheBlockSizeAndAfterAnotherRecording(inputRate: Int, outputRate: Int) throws {
        let conversion = Conversion(inputRate: inputRate, outputRate: outputRate, quality: .high)
        let input = sine(frequency: 440, rate: Double(inputRate), count: 5513)
        let whole = try SampleRateConverterTests.convert(
            input, with: try conversion.converter(), blockFrames: input.count)
        for block in [1, 37, 1000, 4096] {
            #expect(
                try SampleRateConverterTests.convert(input, with: try conversion.converter(), blockFrames: block)
                    == whole)
        }
        // One converter, two recordings: the second is converted as if alone.
        let reused = try conversion.converter()
        _ = try SampleRateConverterTests.convert(
            sine(frequency: 660, rate: Double(inputRate), count: 3000), with: reused, blockFrames: 512)
        #expect(try SampleRateConverterTests.convert(input, with: reused, blockFrames: 512) == whole)
    }

    @Test func stereoFramesStayTogether() throws {
        let left = sine(frequency: 440, rate: 48000, count: 4800)
        let right = sine(frequency: 660, rate: 48000, count: 4800)
        let interleaved = zip(left, right).flatMap { [$0, $1] }
        let output = try SampleRateConverterTests.convert(
            interleaved,
            with: try Conversion(inputRate: 48000, outputRate: 22050, quality: .high).converter(channels: 2),
            blockFrames: 700)
        #expect(abs(output.count / 2 - 2205) <= 1)
        let outLeft = stride(from: 0, to: output.count, by: 2).map { output[$0] }
        let outRight = stride(from: 1, to: output.count, by: 2).map { output[$0] }
        #expect(abs(zeroCrossings(outLeft) - 88) <= 2)
        #expect(abs(zeroCrossings(outRight) - 132) <= 2)
    }
}
