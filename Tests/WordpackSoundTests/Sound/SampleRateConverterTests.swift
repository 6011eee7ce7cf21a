import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSound

@Suite struct SampleRateConverterTests {
    struct Conversion: CustomTestStringConvertible, Sendable {
        let inputRate: Int
        let outputRate: Int
        let quality: SampleRateConverter.Quality
        var ratio: Double { Double(outputRate) / Double(inputRate) }
        var testDescription: String { "\(inputRate)→\(outputRate) \(quality)" }

        func converter(channels: Int = 1) throws -> SampleRateConverter {
            try SampleRateConverter(converter: quality, channels: channels, ratio: ratio, displayPath: "a.wav")
        }
    }

    static let rates = [(48000, 22050), (44100, 22050), (11025, 22050), (22051, 22050), (22050, 22050), (8000, 44100)]
    static let conversions = rates.flatMap { rates in
        SampleRateConverter.Quality.allCases.map { Conversion(inputRate: rates.0, outputRate: rates.1, quality: $0) }
    }
    static let sincConversions = conversions.filter { [.sincBest, .sincMedium, .sincFastest].contains($0.quality) }

    /// Converts interleaved `input` in blocks of `blockFrames` frames, the last one marked as the end (with
    /// either resampler).
    static func convert(_ input: [Float], with converter: some SampleRateChanging, blockFrames: Int) throws -> [Float] {
        var output: [Float] = []
        let blockSamples = blockFrames * converter.channels
        try input.withUnsafeBufferPointer { all in
            var start = 0
            repeat {
                let end = min(start + blockSamples, all.count)
                try converter.process(
                    input: UnsafeBufferPointer(rebasing: all[start..<end]), endOfInput: end == all.count,
                    output: &output)
                start = end
            } while start < all.count
        }
        return output
    }

    @Test(arguments: conversions)
    func deliversTheExactFrameCountOnceFitted(conversion: Conversion) throws {
        for frames in [11025, 12000, 5513, 1, 0] {
            let input = sine(frequency: 440, rate: Double(conversion.inputRate), count: frames)
            var output = try Self.convert(input, with: try conversion.converter(), blockFrames: 1000)
            let exact = SampleRateConverter.outputFrameCount(
                inputFrames: frames, inputRate: conversion.inputRate, outputRate: conversion.outputRate)
            #expect(abs(output.count - exact) <= 1, "\(frames) frames gave \(output.count), not about \(exact)")
            SampleRateConverter.fit(&output, toFrames: exact, channels: 1)
            #expect(output.count == exact)
        }
    }

    /// libsamplerate's sinc converters make up for their filter's delay: the output is the same sine, sampled
    /// at the new rate, from the first frame (away from the two ends, where the filter has nothing to look at).
    @Test(arguments: sincConversions)
    func keepsTheToneInTime(conversion: Conversion) throws {
        let input = sine(frequency: 440, rate: Double(conversion.inputRate), count: 11025)
        let output = try Self.convert(input, with: try conversion.converter(), blockFrames: 1000)
        let ideal = sine(frequency: 440, rate: Double(conversion.outputRate), count: output.count)
        let edge = output.count / 10
        let error = zip(output, ideal).dropFirst(edge).dropLast(edge).map { abs($0 - $1) }.max() ?? 1
        #expect(error < 1e-4)
    }

    @Test(arguments: conversions)
    func keepsThePitch(conversion: Conversion) throws {
        let input = sine(frequency: 440, rate: Double(conversion.inputRate), count: conversion.inputRate / 4)
        let output = try Self.convert(input, with: try conversion.converter(), blockFrames: 1000)
        #expect(abs(zeroCrossings(output) - 220) <= 2, "440 Hz for 0.25 s")
    }

    @Test(arguments: [(48000, 22050), (11025, 22050), (22051, 22050)])
    func givesTheSameFramesWhateverTheBlockSize(inputRate: Int, outputRate: Int) throws {
        let conversion = Conversion(inputRate: inputRate, outputRate: outputRate, quality: .sincMedium)
        let input = sine(frequency: 440, rate: Double(inputRate), count: 5513)
        let whole = try Self.convert(input, with: try conversion.converter(), blockFrames: input.count)
        for block in [1, 37, 1000, 4096] {
            #expect(try Self.convert(input, with: try conversion.converter(), blockFrames: block) == whole)
        }
    }

    @Test func isReadyForTheNextRecordingAfterTheEnd() throws {
        let converter = try SampleRateConverter(
            converter: .sincFastest, channels: 1, ratio: 22050.0 / 44100, displayPath: "a.wav")
        let input = sine(frequency: 440, rate: 44100, count: 4410)
        let first = try Self.convert(input, with: converter, blockFrames: 1000)
        let second = try Self.convert(input, with: converter, blockFrames: 1000)
        #expect(second == first)
    }

    @Test func keepsStereoChannelsApart() throws {
        let converter = try SampleRateConverter(
            converter: .sincMedium, channels: 2, ratio: 22050.0 / 48000, displayPath: "a.wav")
        let left = sine(frequency: 440, rate: 48000, count: 12000)
        let input = left.flatMap { [$0, Float(0)] }  // a silent right channel
        let output = try Self.convert(input, with: converter, blockFrames: 1000)
        #expect(abs(output.count / 2 - 5513) <= 1)
        #expect(channel(1, of: output, channels: 2).allSatisfy { abs($0) < 1e-6 })
        #expect(abs(zeroCrossings(channel(0, of: output, channels: 2)) - 220) <= 2)
    }

    @Test(arguments: [
        (11025, 44100, 22050, 5513), (12000, 48000, 22050, 5513), (5513, 22051, 22050, 5513), (1, 44100, 22050, 1),
        (3, 48000, 22050, 1), (0, 44100, 22050, 0), (11025, 11025, 22050, 22050),
        (1 << 62, 44100, 22050, 1 << 61),
    ])
    func roundsTheExactFrameCount(frames: Int, inputRate: Int, outputRate: Int, expected: Int) {
        #expect(
            SampleRateConverter.outputFrameCount(inputFrames: frames, inputRate: inputRate, outputRate: outputRate)
                == expected)
    }

    @Test func fitsByCuttingOrPaddingWithSilence() {
        var samples: [Float] = [1, 2, 3, 4, 5, 6]
        SampleRateConverter.fit(&samples, toFrames: 2, channels: 2)
        #expect(samples == [1, 2, 3, 4])
        SampleRateConverter.fit(&samples, toFrames: 3, channels: 2)
        #expect(samples == [1, 2, 3, 4, 0, 0])
    }

    // MARK: - Problems

    @Test(arguments: [0, -1, 300, Double.nan])
    func refusesARatioOutOfRange(ratio: Double) {
        let found = problem {
            _ = try SampleRateConverter(converter: .sincBest, channels: 1, ratio: ratio, displayPath: "inputs/a.wav")
        }
        #expect(found?.location == Location(file: "inputs/a.wav"))
        #expect(
            found?.message == "could not be resampled: libsamplerate says \"SRC ratio outside [1/256, 256] "
                + "range\". Check the audio settings in pipeline.json.")
    }

    @Test(arguments: [0, -2])
    func refusesNoChannels(channels: Int) {
        let found = problem {
            _ = try SampleRateConverter(
                converter: .sincBest, channels: channels, ratio: 0.5, displayPath: "inputs/a.wav")
        }
        #expect(found?.location == Location(file: "inputs/a.wav"))
        #expect(
            found?.message == "could not be resampled: libsamplerate says \"Channel count must be >= 1\". "
                + "Check the audio settings in pipeline.json.")
    }

    /// The rates a recording can have to be converted: libsamplerate's own test of each end, for every rate
    /// pipeline.json allows (8000 to 192000 Hz).
    @Test(arguments: [
        (8000, 32...2_048_000), (22050, 87...5_644_800), (44100, 173...11_289_600),
        (192_000, 750...49_152_000),
    ])
    func convertibleRatesAreWithin256TimesEitherWay(outputRate: Int, rates: ClosedRange<Int>) {
        #expect(SampleRateConverter.convertibleRates(to: outputRate) == rates)
        #expect(SampleRateConverter.canConvert(from: rates.lowerBound, to: outputRate))
        #expect(!SampleRateConverter.canConvert(from: rates.lowerBound - 1, to: outputRate))
        #expect(SampleRateConverter.canConvert(from: rates.upperBound, to: outputRate))
        #expect(!SampleRateConverter.canConvert(from: rates.upperBound + 1, to: outputRate))
        #expect(!SampleRateConverter.canConvert(from: 0, to: outputRate))
        #expect(!SampleRateConverter.canConvert(from: 1, to: outputRate))
    }

    @Test func refusesABlockThatIsNotWholeFrames() throws {
        let converter = try SampleRateConverter(
            converter: .linear, channels: 2, ratio: 0.5, displayPath: "inputs/a.wav")
        var output: [Float] = []
        let found = problem {
            try [Float](repeating: 0, count: 5).withUnsafeBufferPointer {
                try converter.process(input: $0, endOfInput: true, output: &output)
            }
        }
        #expect(
            found?.message == "could not be resampled: a block of 5 samples does not divide into 2-channel "
                + "frames. This is a bug in wordpack: please report it.")
    }
}
