import Foundation
import WordpackCore
import WordpackSound

/// What the converting pass does to one recording, worked out from the first pass: the frames kept, the
/// gain, the fades, and whether the result must be dithered.
package struct ConversionPlan: Equatable {
    /// The recording's frames kept, `start..<end` (all of them without clean-up).
    var start: Int
    var end: Int
    var gain: Float
    /// The exact length of the output: round(kept frames × output rate / input rate).
    var outputFrames: Int
    /// Frames faded in at the start and out at the end of the output.
    var fadeFrames: Int
    var resamples: Bool
    /// False only when every output sample is already a 16-bit value (nothing was changed but the container).
    var dithers: Bool

    /// Throws when the recording is silent (there is nothing to keep), or when its rate cannot be converted.
    package init(_ analysis: RecordingAnalysis, format: AudioFormat, displayPath: String) throws {
        guard analysis.sound != nil else {
            throw AudioProblem.silent(displayPath, peak: analysis.peak, threshold: format.silenceThreshold)
        }
        if let problem = Self.rateProblem(analysis, format: format, displayPath: displayPath) { throw problem }
        start = 0
        end = analysis.frames
        gain = 1
        fadeFrames = 0
        resamples = analysis.sampleRate != format.sampleRate
        if format.cleanUp, let sound = analysis.sound {
            let pad = Int((Double(format.silencePadding) * Double(analysis.sampleRate) / 1000).rounded())
            start = max(0, sound.lowerBound - pad)
            end = min(analysis.frames, sound.upperBound + 1 + pad)
            gain = Self.gain(analysis, format)
        }
        outputFrames = SampleRateConverter.outputFrameCount(
            inputFrames: end - start, inputRate: analysis.sampleRate, outputRate: format.sampleRate)
        if format.cleanUp {
            let fade = Int((Double(format.fade) * Double(format.sampleRate) / 1000).rounded())
            fadeFrames = min(fade, outputFrames / 2)
        }
        let mixer = ChannelMixer(inputChannels: max(analysis.channels, 1), outputChannels: format.channels)
        dithers = !(analysis.holdsSixteenBitsOrFewer && !resamples && gain == 1 && fadeFrames == 0 && mixer.isExact)
    }

    /// The refusal of a recording whose rate libsamplerate cannot convert to the format's; nil when it can, or
    /// when the rates are the same.
    static func rateProblem(_ analysis: RecordingAnalysis, format: AudioFormat, displayPath: String)
        -> FileProblem?
    {
        guard analysis.sampleRate != format.sampleRate,
            !SampleRateConverter.canConvert(from: analysis.sampleRate, to: format.sampleRate)
        else { return nil }
        return AudioProblem.unconvertibleRate(displayPath, rate: analysis.sampleRate, outputRate: format.sampleRate)
    }

    /// The gain that brings the peak (or the loudness, its peak never above `peakLevel`) to its target.
    static func gain(_ analysis: RecordingAnalysis, _ format: AudioFormat) -> Float {
        let peakTarget = decibels(format.peakLevel)
        guard analysis.peak > 0, analysis.peak.isFinite else { return 1 }
        let peakGain = peakTarget / Double(analysis.peak)
        switch format.normalize {
        case .none:
            return 1
        case .peak:
            return Float(peakGain)
        case .loudness:
            guard let loudness = analysis.loudness else { return Float(peakGain) }
            return Float(min(decibels(format.loudness - loudness), peakGain))
        }
    }

    /// A level in dB as a factor: -6.02 → 0.5.
    static func decibels(_ level: Double) -> Double {
        pow(10, level / 20)
    }
}
