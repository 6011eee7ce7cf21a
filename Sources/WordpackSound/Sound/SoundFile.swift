import CSndfile
import Foundation
import WordpackCore

/// A recording opened through libsndfile: read as interleaved 32-bit float frames, or written as CAF.
///
/// The handle is owned by this object and closed in `deinit`; call `close()` to see errors from finishing a
/// written file. Every failure is a `FileProblem` that names `displayPath`, the path the content team knows.
/// Samples are floats in -1…1 whatever the file holds (libsndfile's `SFC_SET_NORM_FLOAT` default).
package final class SoundFile {
    /// Whether the file was opened to be read or to be written.
    package enum Mode: Sendable {
        case reading
        case writing
    }

    /// The path used in messages, relative to the project folder.
    package let displayPath: String
    package let mode: Mode
    /// Frames per second.
    package let sampleRate: Int
    /// Samples per frame: 1 for mono, 2 for stereo.
    package let channels: Int
    /// Reading: the frames the file says it holds. Writing: the frames written so far.
    ///
    /// For MP3 this is libsndfile's estimate, which can differ from what `readFrames` delivers by a few
    /// hundred frames (see `framesAreEstimated`).
    package internal(set) var frames: Int
    /// True for formats whose frame count libsndfile can only estimate (MP3).
    let framesAreEstimated: Bool
    /// The container and encoding, for people: `WAV, 24-bit PCM`, `Ogg, Vorbis`, `CAF, 16-bit PCM`.
    package let formatDescription: String
    /// libsndfile's format code (`SF_FORMAT_*` container | encoding | endianness).
    let formatCode: Int32

    /// Frames delivered by `readFrames` so far.
    package internal(set) var framesRead = 0

    var handle: OpaquePointer?
    /// A recording libsndfile does not read (AAC or ALAC in MP4, ADTS AAC), decoded through FFmpeg instead.
    var decoder: AudioDecoder?

    /// The recording's length in seconds, from `frames`.
    var duration: Double {
        sampleRate > 0 ? Double(frames) / Double(sampleRate) : 0
    }

    package init(
        handle: OpaquePointer, displayPath: String, mode: Mode, info: SF_INFO
    ) {
        self.handle = handle
        self.displayPath = displayPath
        self.mode = mode
        sampleRate = Int(info.samplerate)
        channels = Int(info.channels)
        frames = mode == .reading ? Int(info.frames) : 0
        formatCode = info.format
        framesAreEstimated = SoundFormatName.isEstimatingLength(info.format)
        formatDescription = SoundFormatName.description(of: info.format, handle: handle)
    }

    /// Opens a recording for reading, in any format libsndfile reads (WAV, AIFF, FLAC, Ogg, MP3, CAF, …).
    ///
    /// Throws when the file is missing, is not a recording, is damaged, or is cut short (its header promises
    /// more sound than the file holds).
    /// A recording read through FFmpeg (`AudioDecoder`): its frame count is an estimate, as for MP3.
    init(decoder: AudioDecoder, displayPath: String) {
        self.decoder = decoder
        self.displayPath = displayPath
        mode = .reading
        sampleRate = decoder.sampleRate
        channels = decoder.channels
        frames = decoder.estimatedFrames
        framesAreEstimated = true
        formatDescription = decoder.formatDescription
        formatCode = 0
    }

    package convenience init(reading url: URL, displayPath: String) throws {
        try RegularFile.check(url.path, displayPath: displayPath)  // libsndfile opens the path itself
        // AAC and ALAC in MP4, which phones record, by their extension or their `ftyp` box (a file renamed .wav).
        if AudioDecoder.reads(url.path) {
            self.init(decoder: try AudioDecoder(path: url.path, displayPath: displayPath), displayPath: displayPath)
            return
        }
        var info = SF_INFO()
        let (opened, code, reason) = Self.open(url, Int32(SFM_READ), &info)
        guard let handle = opened else {
            throw SoundFileProblem.openingFailed(displayPath, code: code, reason: reason)
        }
        self.init(handle: handle, displayPath: displayPath, mode: .reading, info: info)
        sf_command(handle, Int32(SFC_SET_NORM_FLOAT), nil, Int32(SF_TRUE))
        if let promised = SoundFileProblem.headerShortfall(in: handle, framesInFile: frames) {
            throw SoundFileProblem.cutShort(
                displayPath, promisedFrames: promised, heldFrames: frames, sampleRate: sampleRate)
        }
    }

    deinit {
        if let handle {
            sf_close(handle)
        }
    }

    /// Reads interleaved frames into `buffer` (`buffer.count / channels` frames at most) and returns how many
    /// frames it read: fewer at the end of the recording, 0 when everything has been read.
    ///
    /// Throws when libsndfile reports a decoding error, or when the recording ends before the number of frames
    /// its header promised (not for MP3, whose length is only an estimate).
    package func readFrames(into buffer: UnsafeMutableBufferPointer<Float>) throws -> Int {
        if let decoder {
            let got = try decoder.read(into: buffer)
            framesRead += got
            return got
        }
        return try readFrames(count: buffer.count) { handle, wanted in
            Int(sf_readf_float(handle, buffer.baseAddress, sf_count_t(wanted)))
        }
    }

    /// Frames from the FFmpeg decoder as floats, each sample converted into `buffer` by `convert`.
    func decodedFrames<Sample>(into buffer: UnsafeMutableBufferPointer<Sample>, _ convert: (Float) -> Sample) throws
        -> Int
    {
        var floats = [Float](repeating: 0, count: buffer.count)
        let got = try floats.withUnsafeMutableBufferPointer { try readFrames(into: $0) }
        for index in 0..<(got * channels) { buffer[index] = convert(floats[index]) }
        return got
    }

    /// Closes the file; for a written file this finishes its header. Closing twice does nothing.
    package func close() throws {
        decoder = nil
        guard let handle else { return }
        self.handle = nil
        let code = sf_close(handle)
        if code != 0 {
            throw SoundFileProblem.finishingFailed(displayPath, reason: sf_error_number(code))
        }
    }

    /// libsndfile keeps the reason an `sf_open` failed in one global variable, so opening and reading that
    /// reason are done under one lock: recordings may be opened on several threads at once.
    private static let openLock = NSLock()

    static func open(_ url: URL, _ mode: Int32, _ info: inout SF_INFO) -> (OpaquePointer?, Int32, String) {
        openLock.lock()
        defer { openLock.unlock() }
        let handle = sf_open(url.path, mode, &info)
        if handle != nil { return (handle, 0, "") }
        return (nil, sf_error(nil), SoundFileProblem.libraryReason(sf_strerror(nil)))
    }

    /// The handle, if the file is still open and was opened for `use`; using it otherwise is a bug in wordpack.
    func openHandle(for use: Mode) throws -> OpaquePointer {
        guard let handle else { throw SoundFileProblem.misused(displayPath, "after wordpack had closed it") }
        guard use == mode else {
            let when =
                use == .reading
                ? "for reading while it was being written" : "for writing while it was being read"
            throw SoundFileProblem.misused(displayPath, when)
        }
        return handle
    }
}
