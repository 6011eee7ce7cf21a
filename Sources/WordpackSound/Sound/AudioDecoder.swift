import CFFmpeg
import Foundation
import WordpackCore

/// A recording libsndfile does not read, decoded through FFmpeg: AAC and Apple Lossless in MP4 (`.m4a`, `.mp4`,
/// as phones and editors deliver them) and AAC in ADTS (`.aac`). Its first audio stream is read a packet at a
/// time and handed out as interleaved 32-bit float frames (FFmpeg's resampler changes the sample format only,
/// never the rate), so a long recording costs no more memory than a short one.
final class AudioDecoder {
    let sampleRate: Int
    let channels: Int
    /// The frames the container says the stream lasts: an estimate (AAC's priming and padding).
    let estimatedFrames: Int
    /// `MP4, AAC`, `MP4, Apple Lossless`, `ADTS, AAC`.
    let formatDescription: String

    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var resampler: OpaquePointer?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private let stream: Int32
    private let displayPath: String
    /// When reading the recording stops, as seconds since the reference date (read by FFmpeg's interrupt
    /// callback).
    private let deadline: UnsafeMutablePointer<Double>
    /// The recording's descriptor and the deadline of its reads, which FFmpeg reads through `io`.
    private let file: UnsafeMutablePointer<wordpack_av_file>
    private var io: UnsafeMutablePointer<AVIOContext>?
    /// How long one recording may take to read: an hour's take decodes in seconds.
    static let timeLimit: Double = 600
    /// Decoded frames not handed out yet, interleaved.
    private var pending: [Float] = []
    private var pendingStart = 0
    private var draining = false
    private var finished = false
    /// The frames decoded so far.
    private var decodedFrames = 0

    /// The extensions of the recordings read through FFmpeg rather than libsndfile.
    static let extensions: Set<String> = ["m4a", "mp4", "m4b", "aac"]

    /// Whether the file at `path` is one `AudioDecoder` reads: by its extension, or by an MP4 `ftyp` box at its
    /// start (a phone's recording renamed `.wav`).
    static func reads(_ path: String) -> Bool {
        if extensions.contains((path as NSString).pathExtension.lowercased()) { return true }
        // Opened as every input is: a named pipe or a device is never waited on.
        guard let handle = try? RegularFile.handle(path, displayPath: path), let start = try? handle.read(upToCount: 12)
        else {
            return false
        }
        return start.count == 12 && start[4..<8] == Data("ftyp".utf8)
    }

    /// Opens the recording at `path` (named `displayPath` in messages). The file is opened by wordpack as every
    /// input is (`RegularFile`: a regular file, never a pipe or a device), and FFmpeg is handed its bytes alone:
    /// it reads no URL and opens nothing a file names (an HLS playlist's or a concat list's entries, an MP4's
    /// external references), only the MP4 and ADTS demuxers are used, and every read stops at a deadline.
    init(path: String, displayPath: String) throws {
        self.displayPath = displayPath
        av_log_set_level(AV_LOG_QUIET)
        deadline = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        deadline.initialize(to: Date().timeIntervalSinceReferenceDate + Self.timeLimit)
        file = UnsafeMutablePointer<wordpack_av_file>.allocate(capacity: 1)
        file.initialize(to: wordpack_av_file(descriptor: -1, deadline: wordpack_av_now() + Self.timeLimit))
        do {
            file.pointee.descriptor = try RegularFile.open(path, displayPath: displayPath)
        } catch is POSIXError {
            Self.release(file: file, io: &io)
            deadline.deallocate()
            throw FileProblem(file: displayPath, "cannot be opened; check that it exists and that you may read it.")
        } catch {
            Self.release(file: file, io: &io)
            deadline.deallocate()
            throw error
        }
        io = wordpack_av_file_context(file)
        var format = avformat_alloc_context()
        guard let io, let allocated = format else {
            avformat_free_context(format)
            Self.release(file: file, io: &self.io)
            deadline.deallocate()
            throw Self.unreadable(displayPath, Self.reason(wordpack_averror_enomem()))
        }
        // FFmpeg asks this between its reads: past the deadline, it stops reading (a hostile file cannot keep a
        // check busy for ever); the decoding loop asks the same between packets, and every read of the file too.
        allocated.pointee.interrupt_callback.callback = { opaque in
            guard let opaque else { return 0 }
            return Date().timeIntervalSinceReferenceDate > opaque.assumingMemoryBound(to: Double.self).pointee ? 1 : 0
        }
        allocated.pointee.interrupt_callback.opaque = UnsafeMutableRawPointer(deadline)
        wordpack_av_confine(allocated, io)
        var code: Int32
        do {
            let input = try Self.probe(io, path: path, displayPath: displayPath)
            var options: OpaquePointer?
            av_dict_set(&options, "format_whitelist", Self.demuxers, 0)
            av_dict_set(&options, "protocol_whitelist", "file", 0)
            av_dict_set(&options, "enable_drefs", "0", 0)
            code = avformat_open_input(&format, nil, input, &options)
            av_dict_free(&options)
        } catch {
            avformat_free_context(format)
            Self.release(file: file, io: &self.io)
            deadline.deallocate()
            throw error
        }
        guard code >= 0, let format else {
            Self.release(file: file, io: &self.io)
            deadline.deallocate()
            throw Self.unreadable(displayPath, Self.reason(code))
        }
        self.format = format
        code = avformat_find_stream_info(format, nil)
        var decoder: UnsafePointer<AVCodec>?
        let stream = code < 0 ? code : av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0)
        guard stream >= 0, let decoder, let parameters = format.pointee.streams[Int(stream)]?.pointee.codecpar else {
            avformat_close_input(&self.format)
            Self.release(file: file, io: &self.io)
            deadline.deallocate()
            throw Self.unreadable(displayPath, "it holds no sound FFmpeg can decode: \(Self.reason(stream))")
        }
        self.stream = stream
        let context = avcodec_alloc_context3(decoder)
        codec = context
        guard let context, avcodec_parameters_to_context(context, parameters) >= 0,
            avcodec_open2(context, decoder, nil) >= 0
        else {
            Self.release(&self.format, &codec, &resampler, &packet, &frame)
            Self.release(file: file, io: &self.io)
            deadline.deallocate()
            throw Self.unreadable(displayPath, "FFmpeg cannot decode its sound")
        }
        sampleRate = Int(context.pointee.sample_rate)
        channels = Int(context.pointee.ch_layout.nb_channels)
        var outputLayout = context.pointee.ch_layout
        var inputLayout = context.pointee.ch_layout
        var resampler: OpaquePointer?
        let set = swr_alloc_set_opts2(
            &resampler, &outputLayout, AV_SAMPLE_FMT_FLT, context.pointee.sample_rate, &inputLayout,
            context.pointee.sample_fmt, context.pointee.sample_rate, 0, nil)
        self.resampler = resampler
        packet = av_packet_alloc()
        frame = av_frame_alloc()
        guard set >= 0, swr_init(resampler) >= 0, packet != nil, frame != nil, sampleRate > 0, channels > 0 else {
            Self.release(&self.format, &codec, &self.resampler, &packet, &frame)
            Self.release(file: file, io: &self.io)
            deadline.deallocate()
            throw Self.unreadable(displayPath, "its sound has no usable rate or channels")
        }
        let seconds: Double
        if let found = format.pointee.streams[Int(stream)], found.pointee.duration > 0 {
            seconds = Double(found.pointee.duration) * av_q2d(found.pointee.time_base)
        } else {
            seconds = format.pointee.duration > 0 ? Double(format.pointee.duration) / Double(AV_TIME_BASE) : 0
        }
        // The container's duration is a number from the file: a day at most is taken as an estimate, never made
        // an Int beyond what one can hold.
        let frames = (seconds * Double(sampleRate)).rounded()
        estimatedFrames = frames.isFinite && frames > 0 && seconds <= 86_400 ? Int(frames) : 0
        // FFmpeg's MP4 demuxer is named for every format it reads (`mov,mp4,m4a,3gp,3g2,mj2`).
        let names = String(cString: format.pointee.iformat.pointee.name)
        let container = names.contains("mp4") ? "mp4" : names.split(separator: ",").first.map(String.init) ?? ""
        let codecName = decoder.pointee.long_name.map { String(cString: $0) } ?? String(cString: decoder.pointee.name)
        formatDescription = "\(container.uppercased()), \(codecName)"
    }

    deinit {
        Self.release(&format, &codec, &resampler, &packet, &frame)
        Self.release(file: file, io: &io)
        deadline.deallocate()
    }

    /// Closes the recording and frees what reads it (after its format context is closed).
    private static func release(
        file: UnsafeMutablePointer<wordpack_av_file>, io: inout UnsafeMutablePointer<AVIOContext>?
    ) {
        wordpack_av_file_context_free(&io)
        if file.pointee.descriptor >= 0 { close(file.pointee.descriptor) }
        file.deallocate()
    }

    private static func release(
        _ format: inout UnsafeMutablePointer<AVFormatContext>?, _ codec: inout UnsafeMutablePointer<AVCodecContext>?,
        _ resampler: inout OpaquePointer?, _ packet: inout UnsafeMutablePointer<AVPacket>?,
        _ frame: inout UnsafeMutablePointer<AVFrame>?
    ) {
        if frame != nil { av_frame_free(&frame) }
        if packet != nil { av_packet_free(&packet) }
        if resampler != nil { swr_free(&resampler) }
        if codec != nil { avcodec_free_context(&codec) }
        if format != nil { avformat_close_input(&format) }
    }

    /// Fills `buffer` with up to `buffer.count / channels` interleaved frames; returns how many, 0 at the end.
    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws -> Int {
        let wanted = buffer.count / channels
        var written = 0
        while written < wanted {
            if pendingStart == pending.count {
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                guard try decodeMore() else { break }
                continue
            }
            let frames = min(wanted - written, (pending.count - pendingStart) / channels)
            let samples = frames * channels
            pending.withUnsafeBufferPointer { source in
                for index in 0..<samples { buffer[written * channels + index] = source[pendingStart + index] }
            }
            pendingStart += samples
            written += frames
        }
        return written
    }

    /// Decodes the next packets until some frames are pending; false at the end of the stream.
    private func decodeMore() throws -> Bool {
        guard let format, let codec, let packet, let frame else { return false }
        while !finished {
            let received = avcodec_receive_frame(codec, frame)
            if received >= 0 {
                try convert(frame)
                av_frame_unref(frame)
                if !pending.isEmpty { return true }
                continue
            }
            if received == wordpack_averror_eof() {
                finished = true
                try checkSomeSound()
                break
            }
            guard received == wordpack_averror_eagain() else {
                throw Self.damaged(displayPath, Self.reason(received))
            }
            if draining {
                finished = true
                try checkSomeSound()
                break
            }
            guard Date().timeIntervalSinceReferenceDate <= deadline.pointee else {
                throw Self.damaged(displayPath, "reading it took more than \(Int(Self.timeLimit)) seconds")
            }
            let read = av_read_frame(format, packet)
            if read < 0 {
                guard read == wordpack_averror_eof() else {
                    throw Self.damaged(displayPath, Self.reason(read))
                }
                draining = true
                avcodec_send_packet(codec, nil)
                continue
            }
            defer { av_packet_unref(packet) }
            guard packet.pointee.stream_index == stream else { continue }
            let sent = avcodec_send_packet(codec, packet)
            if sent < 0, sent != wordpack_averror_eagain() {
                throw Self.damaged(displayPath, Self.reason(sent))
            }
        }
        return !pending.isEmpty
    }

    /// At the stream's end: a stream that gave no frame though its container promises sound is damaged (its
    /// tables point past its data, say), not silent.
    private func checkSomeSound() throws {
        guard decodedFrames == 0, estimatedFrames > 0 else { return }
        let seconds = String(format: "%.2f", Double(estimatedFrames) / Double(sampleRate))
        throw FileProblem(
            file: displayPath,
            "is damaged: its header promises \(seconds) s of sound, but none of it could be read. Copy or export it "
                + "again.")
    }

    /// One decoded frame's samples, as interleaved floats, appended to `pending`.
    private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws {
        let count = Int(frame.pointee.nb_samples)
        guard count > 0, let planes = frame.pointee.extended_data else { return }
        let start = pending.count
        pending.append(contentsOf: repeatElement(0, count: count * channels))
        let converted = pending.withUnsafeMutableBufferPointer { output -> Int32 in
            guard let base = output.baseAddress else { return -1 }
            var destination: UnsafeMutablePointer<UInt8>? = UnsafeMutableRawPointer(base + start)
                .assumingMemoryBound(to: UInt8.self)
            let input = UnsafeMutableRawPointer(planes).assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
            return swr_convert(resampler, &destination, Int32(count), input, Int32(count))
        }
        guard converted >= 0 else {
            throw Self.damaged(displayPath, Self.reason(converted))
        }
        pending.removeLast((count - Int(converted)) * channels)
        decodedFrames += Int(converted)
    }

    /// The FFmpeg demuxers a recording may be read with: MP4 (and QuickTime, 3GP: one demuxer) and ADTS AAC.
    static let demuxers = "mov,aac"

    /// What the recording is, by its bytes (FFmpeg's probe, on `io` alone); a `FileProblem` for anything but
    /// MP4 or ADTS AAC sound: a playlist, a list of other files, or sound of another kind.
    private static func probe(_ io: UnsafeMutablePointer<AVIOContext>, path: String, displayPath: String) throws
        -> UnsafePointer<AVInputFormat>
    {
        var found: UnsafePointer<AVInputFormat>?
        let code = av_probe_input_buffer2(io, &found, path, nil, 0, 0)
        guard code >= 0, let found else {
            throw FileProblem(
                file: displayPath,
                "is not a recording: its bytes are no kind of sound FFmpeg knows. Export it again as M4A, WAV or FLAC.")
        }
        let names = String(cString: found.pointee.name)
        let allowed = demuxers.split(separator: ",")
        guard !names.split(separator: ",").contains(where: { allowed.contains($0) }) else { return found }
        let longName = found.pointee.long_name.map { String(cString: $0) } ?? names
        let what: String
        switch names {
        case "hls", "hls,applehttp": what = "an HLS playlist (a text file naming other files), not a recording"
        case "concat": what = "an FFmpeg concat list (a text file naming other files), not a recording"
        default: what = "\(longName), not MP4 or AAC sound as its name says"
        }
        throw FileProblem(
            file: displayPath,
            "is \(what); wordpack reads recordings as MP4 (.m4a) or AAC sound, and never opens the files another file "
                + "names. Export the recording itself again as M4A, WAV or FLAC.")
    }

    private static func reason(_ code: Int32) -> String {
        // FFmpeg says "Cannot allocate memory" when an MP4's boxes give sizes the file cannot hold.
        if code == wordpack_averror_enomem() { return "its boxes give sizes the file does not hold" }
        if code == wordpack_averror_exit() { return "reading it took more than \(Int(timeLimit)) seconds" }
        var text = [CChar](repeating: 0, count: 256)
        av_strerror(code, &text, text.count)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A recording FFmpeg cannot open, in one sentence.
    private static func unreadable(_ file: String, _ detail: String) -> FileProblem {
        FileProblem(
            file: file,
            "is not a recording that wordpack can read (FFmpeg says \"\(detail)\"). Export it again as M4A, WAV or "
                + "FLAC.")
    }

    /// A recording whose sound stops decoding part way, in one sentence.
    private static func damaged(_ file: String, _ detail: String) -> FileProblem {
        FileProblem(
            file: file,
            "could not be read to the end: FFmpeg says \"\(detail)\". The file may be damaged or cut short: copy or "
                + "export it again.")
    }
}
