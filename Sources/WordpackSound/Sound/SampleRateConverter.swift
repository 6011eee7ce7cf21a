import CSamplerate
import WordpackCore

/// Changes the sample rate of one recording's interleaved float frames, a block at a time, with libsamplerate.
///
/// Feed the recording through `process` in blocks of any size and pass `endOfInput: true` with the last one
/// (which may be empty); that call also flushes the frames libsamplerate holds back. libsamplerate aligns the
/// output in time with the input and delivers within one frame of `input frames × ratio` in all; the caller
/// trims or pads to `outputFrameCount(...)` with `fit(_:toFrames:channels:)` for an exact length. After the end of
/// input the converter is reset and can take the next recording at the same ratio.
package final class SampleRateConverter: SampleRateChanging {
    /// libsamplerate's converters, best and slowest first.
    package enum Quality: String, CaseIterable, Sendable {
        case sincBest, sincMedium, sincFastest, zeroOrderHold, linear

        var converterType: Int32 {
            switch self {
            case .sincBest: return Int32(SRC_SINC_BEST_QUALITY)
            case .sincMedium: return Int32(SRC_SINC_MEDIUM_QUALITY)
            case .sincFastest: return Int32(SRC_SINC_FASTEST)
            case .zeroOrderHold: return Int32(SRC_ZERO_ORDER_HOLD)
            case .linear: return Int32(SRC_LINEAR)
            }
        }
    }

    package let quality: Quality
    package let channels: Int
    /// Output rate divided by input rate: 22050 / 44100 = 0.5.
    let ratio: Double
    /// The recording being converted, for messages.
    package let displayPath: String

    private let state: OpaquePointer

    /// Throws when libsamplerate refuses the channel count or the ratio (it takes 1/256 to 256).
    package init(converter quality: Quality, channels: Int, ratio: Double, displayPath: String) throws {
        self.quality = quality
        self.channels = channels
        self.ratio = ratio
        self.displayPath = displayPath
        guard ratio.isFinite, src_is_valid_ratio(ratio) != 0 else {  // NaN passes libsamplerate's own check
            throw Self.problem(displayPath, code: 6)  // SRC_ERR_BAD_SRC_RATIO
        }
        var error: Int32 = 0
        // Checked first: libsamplerate's sinc converters assert (abort) on 0 channels.
        guard channels > 0, let state = src_new(quality.converterType, Int32(clamping: channels), &error) else {
            throw Self.problem(displayPath, code: error == 0 ? 11 : error)  // SRC_ERR_BAD_CHANNEL_COUNT
        }
        self.state = state
    }

    deinit {
        src_delete(state)
    }

    /// The exact length a recording of `inputFrames` frames should have at the new rate:
    /// round(inputFrames × outputRate / inputRate), computed without floating-point error.
    package static func outputFrameCount(inputFrames: Int, inputRate: Int, outputRate: Int) -> Int {
        guard inputRate > 0 else { return 0 }
        let (numerator, overflow) = inputFrames.multipliedReportingOverflow(by: 2 * outputRate)
        if overflow {
            return Int((Double(inputFrames) * Double(outputRate) / Double(inputRate)).rounded())
        }
        return (numerator + inputRate) / (2 * inputRate)
    }

    /// Cuts interleaved `samples` to exactly `frames` frames, or pads them with silence to that length: the
    /// last step after `process`, which delivers within a frame of `outputFrameCount`.
    package static func fit(_ samples: inout [Float], toFrames frames: Int, channels: Int) {
        let count = max(frames, 0) * channels
        if samples.count > count {
            samples.removeLast(samples.count - count)
        } else {
            samples.append(contentsOf: repeatElement(0, count: count - samples.count))
        }
    }

    /// Converts `input` (interleaved, whole frames) and appends the converted frames to `output`.
    ///
    /// libsamplerate may keep part of the input for the next call; with `endOfInput` it is all flushed.
    package func process(input: UnsafeBufferPointer<Float>, endOfInput: Bool, output: inout [Float]) throws {
        guard input.count % channels == 0 else {
            throw FileProblem(
                file: displayPath,
                "could not be resampled: a block of \(input.count) samples does not divide into "
                    + "\(channels)-channel frames. This is a bug in wordpack: please report it.")
        }
        let inputFrames = input.count / channels
        let blockFrames = max(1024, Int((Double(inputFrames) * ratio).rounded(.up)) + 64)
        var used = 0
        var placeholder: Float = 0  // libsamplerate 0.1 refuses a null input pointer, even for 0 frames
        while true {
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: blockFrames * channels))
            var data = SRC_DATA()
            let error: Int32 = output.withUnsafeMutableBufferPointer { out in
                withUnsafeMutablePointer(to: &placeholder) { empty in
                    data.data_in = input.baseAddress.map { $0 + used * channels } ?? UnsafePointer(empty)
                    if used == inputFrames { data.data_in = UnsafePointer(empty) }
                    data.input_frames = inputFrames - used
                    data.data_out = out.baseAddress.map { $0 + start }
                    data.output_frames = blockFrames
                    data.end_of_input = endOfInput ? 1 : 0
                    data.src_ratio = ratio
                    return src_process(state, &data)
                }
            }
            let generated = error == 0 ? data.output_frames_gen : 0
            output.removeLast((blockFrames - generated) * channels)
            if error != 0 {
                src_reset(state)
                throw Self.problem(displayPath, code: error)
            }
            used += data.input_frames_used
            let inputLeft = used < inputFrames
            let stalled = data.input_frames_used == 0 && generated == 0
            if endOfInput ? (generated == 0 && (!inputLeft || stalled)) : (!inputLeft || stalled) {
                break
            }
        }
        if endOfInput {
            src_reset(state)
        }
    }

    private static func problem(_ file: String, code: Int32) -> FileProblem {
        let reason = src_strerror(code).map { String(cString: $0) } ?? "error \(code)"
        var said = reason
        while said.hasSuffix(".") { said.removeLast() }
        return FileProblem(
            file: file,
            "could not be resampled: libsamplerate says \"\(said)\". Check the audio settings in pipeline.json.")
    }
}
