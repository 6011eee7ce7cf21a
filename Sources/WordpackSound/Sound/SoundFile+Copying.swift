import CSndfile
import Foundation

extension SoundFile {
    /// Whether the file's samples are floating point (32- or 64-bit float): copied as `Double`, which holds
    /// them exactly. Every other encoding is copied as 32-bit integers, which hold any PCM sample exactly
    /// (libsndfile's float scaling is not the same one way and back, so floats would change 24-bit samples).
    package var holdsFloatSamples: Bool {
        switch Int(formatCode) & SF_FORMAT_SUBMASK {
        case SF_FORMAT_FLOAT, SF_FORMAT_DOUBLE: return true
        default: return false
        }
    }

    /// The WAV encoding that keeps `source`'s samples: the same bit depth for PCM, FLAC and Apple Lossless
    /// (20-bit in 24), float for float, and 16-bit PCM for lossy or companded encodings (Vorbis, Opus, MP3,
    /// µ-law, ADPCM), which have no bit depth of their own.
    static func wavEncoding(keeping source: SoundFile) -> Int {
        switch Int(source.formatCode) & SF_FORMAT_SUBMASK {
        case SF_FORMAT_PCM_S8, SF_FORMAT_PCM_U8: return SF_FORMAT_PCM_U8  // WAV's 8-bit is unsigned
        case SF_FORMAT_PCM_24, SF_FORMAT_ALAC_20, SF_FORMAT_ALAC_24: return SF_FORMAT_PCM_24
        case SF_FORMAT_PCM_32, SF_FORMAT_ALAC_32: return SF_FORMAT_PCM_32
        case SF_FORMAT_FLOAT: return SF_FORMAT_FLOAT
        case SF_FORMAT_DOUBLE: return SF_FORMAT_DOUBLE
        default: return SF_FORMAT_PCM_16
        }
    }

    /// Creates (or replaces) a WAV file at `url` with `source`'s rate, channels and bit depth
    /// (`wavEncoding(keeping:)`), to be filled with `writeFrames` in `source`'s sample type and finished with
    /// `close()`.
    package convenience init(creatingWAV url: URL, displayPath: String, like source: SoundFile) throws {
        var info = SF_INFO()
        info.samplerate = Int32(clamping: source.sampleRate)
        info.channels = Int32(clamping: source.channels)
        info.format = Int32(SF_FORMAT_WAV | Self.wavEncoding(keeping: source))
        guard sf_format_check(&info) != 0 else {
            throw SoundFileProblem.unsupportedSettings(
                displayPath, sampleRate: source.sampleRate, channels: source.channels, encoding: "WAV")
        }
        let (opened, code, reason) = Self.open(url, Int32(SFM_WRITE), &info)
        guard let handle = opened else {
            throw SoundFileProblem.creatingFailed(displayPath, code: code, reason: reason)
        }
        self.init(handle: handle, displayPath: displayPath, mode: .writing, info: info)
    }

    /// Reads interleaved frames as 32-bit integers (a 16-bit sample `s` is `s << 16`): see `readFrames(into:)`.
    package func readFrames(into buffer: UnsafeMutableBufferPointer<Int32>) throws -> Int {
        if decoder != nil {
            // As libsndfile reads floats as integers: full scale is the whole 32-bit range.
            return try decodedFrames(into: buffer) { Int32((Double(max(-1, min($0, 1))) * 2_147_483_647).rounded()) }
        }
        return try readFrames(count: buffer.count) { handle, wanted in
            Int(sf_readf_int(handle, buffer.baseAddress, sf_count_t(wanted)))
        }
    }

    /// Reads interleaved frames as doubles in -1…1: see `readFrames(into:)`.
    package func readFrames(into buffer: UnsafeMutableBufferPointer<Double>) throws -> Int {
        if decoder != nil { return try decodedFrames(into: buffer) { Double($0) } }
        return try readFrames(count: buffer.count) { handle, wanted in
            Int(sf_readf_double(handle, buffer.baseAddress, sf_count_t(wanted)))
        }
    }

    /// Appends interleaved 32-bit integer frames (as `readFrames(into:)` of `Int32` gives them).
    package func writeFrames(_ samples: UnsafeBufferPointer<Int32>) throws {
        try writeFrames(count: samples.count) { handle, frames in
            Int(sf_writef_int(handle, samples.baseAddress, sf_count_t(frames)))
        }
    }

    /// Appends interleaved double frames.
    package func writeFrames(_ samples: UnsafeBufferPointer<Double>) throws {
        try writeFrames(count: samples.count) { handle, frames in
            Int(sf_writef_double(handle, samples.baseAddress, sf_count_t(frames)))
        }
    }

    /// `count` samples' worth of whole frames read by `read` (given the handle and the frames wanted), with the
    /// checks every reading does: a decoding error, a recording shorter than its header promised.
    package func readFrames(count: Int, _ read: (OpaquePointer, Int) -> Int) throws -> Int {
        let handle = try openHandle(for: .reading)
        let wanted = count / max(channels, 1)
        guard wanted > 0 else { return 0 }
        let got = read(handle, wanted)
        if got < wanted, sf_error(handle) != Int32(SF_ERR_NO_ERROR) {
            throw SoundFileProblem.readingFailed(displayPath, reason: sf_strerror(handle))
        }
        framesRead += max(got, 0)
        if got < wanted, !framesAreEstimated, framesRead < frames {
            throw SoundFileProblem.cutShort(
                displayPath, promisedFrames: frames, heldFrames: framesRead, sampleRate: sampleRate)
        }
        return max(got, 0)
    }

    /// `count` samples' worth of whole frames written by `write`; every frame must be written.
    package func writeFrames(count: Int, _ write: (OpaquePointer, Int) -> Int) throws {
        let handle = try openHandle(for: .writing)
        let wanted = count / max(channels, 1)
        guard wanted > 0 else { return }
        let written = write(handle, wanted)
        if written > 0 {
            frames += written
        }
        if written != wanted {
            throw SoundFileProblem.writingFailed(displayPath, reason: sf_strerror(handle))
        }
    }
}
