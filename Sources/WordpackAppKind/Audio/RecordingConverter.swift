import Foundation
import WordpackCore
import WordpackSound

/// Converts one recording to a CAF file in two streaming passes: `RecordingAnalysis` finds the sound and the
/// peak, then the recording is read again, mixed, trimmed, scaled, resampled with libsamplerate (`src_process`,
/// flushed at the end) or libsoxr (`soxr_process`, likewise), faded, dithered to 16 bits and written a block at a
/// time, cut or padded to exactly the planned number of frames.
package enum RecordingConverter {
    /// Writes the CAF file at `destination` and returns what the first pass found.
    @discardableResult
    package static func convert(
        _ source: URL, displayPath: String, format: AudioFormat, to destination: URL, destinationDisplayPath: String
    ) throws -> RecordingAnalysis {
        let analysis = try RecordingAnalysis.measure(
            source, displayPath: displayPath, outputChannels: format.channels,
            silenceThreshold: Float(ConversionPlan.decibels(format.silenceThreshold)),
            measuresLoudness: format.cleanUp && format.normalize == .loudness)
        let plan = try ConversionPlan(analysis, format: format, displayPath: displayPath)
        try write(
            source, displayPath: displayPath, plan: plan, format: format, analysis: analysis,
            to: destination, destinationDisplayPath: destinationDisplayPath)
        return analysis
    }

    /// The second pass.
    package static func write(
        _ source: URL, displayPath: String, plan: ConversionPlan, format: AudioFormat, analysis: RecordingAnalysis,
        to destination: URL, destinationDisplayPath: String
    ) throws {
        let file = try SoundFile(reading: source, displayPath: displayPath)
        let blocks = MixedBlocks(file, outputChannels: format.channels)
        let output = try SoundFile(
            creatingCAF: destination, displayPath: destinationDisplayPath, sampleRate: format.sampleRate,
            channels: format.channels, encoding: format.encoding.cafEncoding)
        var writer = SampleWriter(plan: plan, channels: format.channels, output: output)
        let converter =
            plan.resamples
            ? try format.converter(from: analysis.sampleRate, displayPath: displayPath) : nil
        var resampled: [Float] = []
        var position = 0
        while position < plan.end {
            let frames = try blocks.read()
            if frames == 0 { break }
            let low = max(plan.start, position)
            let high = min(plan.end, position + frames)
            if low < high {
                try blocks.scaleMixed(from: low - position, to: high - position, by: plan.gain) { kept in
                    if let converter {
                        resampled.removeAll(keepingCapacity: true)
                        try converter.process(input: kept, endOfInput: false, output: &resampled)
                        try resampled.withUnsafeBufferPointer { try writer.append($0) }
                    } else {
                        try writer.append(kept)
                    }
                }
            }
            position += frames
        }
        if let converter {
            resampled.removeAll(keepingCapacity: true)
            let nothing = UnsafeBufferPointer<Float>(start: nil, count: 0)
            try converter.process(input: nothing, endOfInput: true, output: &resampled)
            try resampled.withUnsafeBufferPointer { try writer.append($0) }
        }
        try writer.finish()
        try output.close()
    }
}

extension MixedBlocks {
    /// Multiplies the mixed frames `from..<to` of the current block by `gain` and hands them to `body`.
    func scaleMixed(
        from: Int, to: Int, by gain: Float, _ body: (UnsafeBufferPointer<Float>) throws -> Void
    ) throws {
        let channels = mixer.outputChannels
        try withMixed { mixed in
            let range = (from * channels)..<(to * channels)
            if gain != 1 {
                for index in range { mixed[index] *= gain }
            }
            try body(UnsafeBufferPointer(rebasing: mixed[range]))
        }
    }
}

/// Writes the converted frames: exactly `plan.outputFrames` of them (extra ones dropped, missing ones silent),
/// faded at both ends and dithered to 16 bits.
struct SampleWriter {
    let plan: ConversionPlan
    let channels: Int
    package let output: SoundFile
    private var written = 0
    private var dither: Dither
    private var shorts: [Int16] = []

    package init(plan: ConversionPlan, channels: Int, output: SoundFile) {
        self.plan = plan
        self.channels = channels
        self.output = output
        dither = Dither(enabled: plan.dithers)
    }

    /// The fade's factor for output frame `index`: a straight ramp from 0 at the first and last frame.
    func fade(_ index: Int) -> Float {
        let fade = plan.fadeFrames
        guard fade > 0 else { return 1 }
        if index < fade { return Float(index) / Float(fade) }
        let fromEnd = plan.outputFrames - 1 - index
        if fromEnd < fade { return Float(fromEnd) / Float(fade) }
        return 1
    }

    mutating func append(_ samples: UnsafeBufferPointer<Float>) throws {
        let frames = min(samples.count / channels, plan.outputFrames - written)
        guard frames > 0 else { return }
        if shorts.count < frames * channels { shorts = [Int16](repeating: 0, count: frames * channels) }
        for frame in 0..<frames {
            let factor = fade(written + frame)
            for channel in 0..<channels {
                let index = frame * channels + channel
                shorts[index] = dither.quantize(samples[index] * factor)
            }
        }
        try shorts.withUnsafeBufferPointer {
            try output.writeFrames(UnsafeBufferPointer(rebasing: $0[0..<(frames * channels)]))
        }
        written += frames
    }

    /// Pads with silence up to `plan.outputFrames`.
    package mutating func finish() throws {
        let silence = [Float](repeating: 0, count: MixedBlocks.blockFrames * channels)
        while written < plan.outputFrames {
            try silence.withUnsafeBufferPointer { try append($0) }
        }
    }
}

extension AudioFormat.Encoding {
    var cafEncoding: SoundFile.CAFEncoding {
        switch self {
        case .pcm16: return .pcm16
        case .alac: return .alac16
        }
    }
}

extension AudioFormat {
    /// The converter of `resampler` at its quality, from `inputRate` to `sampleRate`.
    func converter(from inputRate: Int, displayPath: String) throws -> any SampleRateChanging {
        switch resampler {
        case .libsamplerate:
            return try SampleRateConverter(
                converter: quality.converter, channels: channels, ratio: Double(sampleRate) / Double(inputRate),
                displayPath: displayPath)
        case .soxr:
            return try SoxrConverter(
                quality: soxrQuality.converter, channels: channels, inputRate: inputRate, outputRate: sampleRate,
                displayPath: displayPath)
        }
    }
}

extension AudioFormat.SoxrQuality {
    var converter: SoxrConverter.Quality {
        switch self {
        case .quick: return .quick
        case .low: return .low
        case .medium: return .medium
        case .high: return .high
        case .veryHigh: return .veryHigh
        }
    }
}

extension AudioFormat.ResamplingQuality {
    var converter: SampleRateConverter.Quality {
        switch self {
        case .best: return .sincBest
        case .medium: return .sincMedium
        case .fastest: return .sincFastest
        }
    }
}
