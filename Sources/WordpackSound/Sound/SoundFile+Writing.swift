import CSndfile
import Foundation

extension SoundFile {
    /// How the samples of a written CAF file are stored.
    package enum CAFEncoding: String, CaseIterable, Sendable {
        /// 16-bit little-endian integer PCM: what `afconvert -d LEI16` makes.
        case pcm16
        /// 16-bit Apple Lossless.
        case alac16

        var formatCode: Int32 {
            switch self {
            case .pcm16: return Int32(SF_FORMAT_CAF | SF_FORMAT_PCM_16 | SF_ENDIAN_LITTLE)
            case .alac16: return Int32(SF_FORMAT_CAF | SF_FORMAT_ALAC_16)
            }
        }

        /// For messages: `16-bit PCM`.
        var name: String {
            switch self {
            case .pcm16: return "16-bit PCM"
            case .alac16: return "16-bit Apple Lossless"
            }
        }
    }

    /// Creates (or replaces) a CAF file at `url` to be filled with `writeFrames` and finished with `close()`.
    ///
    /// Samples beyond -1…1 are clipped rather than wrapped around. Throws when the rate or channel count is not
    /// one CAF can hold, or when the file cannot be created.
    package convenience init(
        creatingCAF url: URL, displayPath: String, sampleRate: Int, channels: Int, encoding: CAFEncoding
    ) throws {
        var info = SF_INFO()
        info.samplerate = Int32(clamping: sampleRate)
        info.channels = Int32(clamping: channels)
        info.format = encoding.formatCode
        guard sampleRate > 0, channels > 0, sf_format_check(&info) != 0 else {
            throw SoundFileProblem.unsupportedSettings(
                displayPath, sampleRate: sampleRate, channels: channels, encoding: encoding.name)
        }
        let (opened, code, reason) = Self.open(url, Int32(SFM_WRITE), &info)
        guard let handle = opened else {
            throw SoundFileProblem.creatingFailed(displayPath, code: code, reason: reason)
        }
        self.init(handle: handle, displayPath: displayPath, mode: .writing, info: info)
        sf_command(handle, Int32(SFC_SET_NORM_FLOAT), nil, Int32(SF_TRUE))
        sf_command(handle, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
    }

    /// Appends interleaved frames (`samples.count / channels` of them; a partial last frame is not written).
    package func writeFrames(_ samples: UnsafeBufferPointer<Float>) throws {
        try writeFrames(count: samples.count) { handle, frames in
            Int(sf_writef_float(handle, samples.baseAddress, sf_count_t(frames)))
        }
    }
}

extension SoundFile {
    /// Appends interleaved 16-bit frames exactly as given (libsndfile stores them in the file's byte order).
    ///
    /// For a caller that rounds and dithers itself: `writeFrames(_: UnsafeBufferPointer<Float>)` leaves the
    /// rounding to libsndfile, which cannot dither.
    package func writeFrames(_ samples: UnsafeBufferPointer<Int16>) throws {
        try writeFrames(count: samples.count) { handle, frames in
            Int(sf_writef_short(handle, samples.baseAddress, sf_count_t(frames)))
        }
    }
}
