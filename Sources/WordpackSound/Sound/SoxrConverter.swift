import CSoxr
import WordpackCore

/// Changes the sample rate of one recording's interleaved float frames, a block at a time, with libsoxr (the
/// resampler of `sox`'s `rate` effect and of ffmpeg's `aresample=resampler=soxr`).
///
/// Used as `SampleRateConverter` is: blocks of any size through `process`, `endOfInput: true` with the last
/// (which may be empty), which also flushes what soxr holds back. soxr aligns the output in time with the
/// input (its filter's delay is taken off) and delivers about `input frames × ratio` in all; the caller cuts or
/// pads to `SampleRateConverter.outputFrameCount(...)` for an exact length. After the end of input the
/// converter is cleared and can take the next recording at the same ratio. One thread per converter: the
/// audio stage converts a recording per core.
package final class SoxrConverter: SampleRateChanging {
    /// soxr's quality recipes, best and slowest last: `quick` is cubic interpolation; `low` and `medium` are
    /// 16-bit precision with a larger and a medium roll-off; `high` (sox's default) is 20-bit, `veryHigh`
    /// 28-bit.
    package enum Quality: String, CaseIterable, Sendable {
        case quick, low, medium, high, veryHigh

        var recipe: UInt {
            switch self {
            case .quick: return UInt(SOXR_QQ)
            case .low: return UInt(SOXR_LQ)
            case .medium: return UInt(SOXR_MQ)
            case .high: return UInt(SOXR_20_BITQ)
            case .veryHigh: return UInt(SOXR_28_BITQ)
            }
        }
    }

    package let quality: Quality
    package let channels: Int
    /// Output rate divided by input rate.
    let ratio: Double
    package let displayPath: String

    private let state: soxr_t

    /// Throws when soxr refuses the rates or the channel count.
    package init(quality: Quality, channels: Int, inputRate: Int, outputRate: Int, displayPath: String) throws {
        self.quality = quality
        self.channels = channels
        ratio = Double(outputRate) / Double(inputRate)
        self.displayPath = displayPath
        guard channels > 0, inputRate > 0, outputRate > 0, ratio >= 1.0 / 256, ratio <= 256 else {
            throw Self.problem(displayPath, "invalid rates or channels")
        }
        var error: soxr_error_t? = nil
        var spec = soxr_quality_spec(quality.recipe, 0)
        guard
            let state = soxr_create(
                Double(inputRate), Double(outputRate), UInt32(channels), &error, nil, &spec, nil), error == nil
        else {
            throw Self.problem(displayPath, error.map { String(cString: $0) } ?? "cannot start")
        }
        self.state = state
    }

    deinit {
        soxr_delete(state)
    }

    /// Converts `input` (interleaved, whole frames) and appends the converted frames to `output`; with
    /// `endOfInput`, also everything soxr still holds.
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
        while true {
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: blockFrames * channels))
            var taken = 0
            var made = 0
            let flushing = endOfInput && used == inputFrames
            let error: soxr_error_t? = output.withUnsafeMutableBufferPointer { out in
                let target = UnsafeMutableRawPointer(out.baseAddress.map { $0 + start })
                // A null input says the end of input: soxr then delivers what it holds back.
                let source = flushing ? nil : UnsafeRawPointer(input.baseAddress.map { $0 + used * channels })
                return soxr_process(state, source, inputFrames - used, &taken, target, blockFrames, &made)
            }
            output.removeLast((blockFrames - (error == nil ? made : 0)) * channels)
            if let error {
                soxr_clear(state)
                throw Self.problem(displayPath, String(cString: error))
            }
            used += taken
            if flushing {
                if made == 0 { break }  // all it held is out
            } else if used == inputFrames {
                if !endOfInput { break }  // the next call flushes
            } else if taken == 0 && made == 0 {
                break  // never seen: soxr takes input while it has room for output
            }
        }
        if endOfInput {
            soxr_clear(state)
        }
    }

    private static func problem(_ file: String, _ reason: String) -> FileProblem {
        FileProblem(
            file: file,
            "could not be resampled: libsoxr says \"\(reason)\". Check the audio settings in pipeline.json.")
    }
}
