import CSndfile
import Foundation

extension SoundFile {
    /// Writes the recording at `source` again as 16-bit PCM WAV at `destination`, frame for frame (a browser
    /// plays WAV, not CAF): the samples are read and written as 16-bit integers, so a 16-bit CAF's samples
    /// come out unchanged. Works a block at a time.
    package static func writeWAV(from source: URL, displayPath: String, to destination: URL) throws {
        let input = try SoundFile(reading: source, displayPath: displayPath)
        var info = SF_INFO()
        info.samplerate = Int32(clamping: input.sampleRate)
        info.channels = Int32(clamping: input.channels)
        info.format = Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        guard sf_format_check(&info) != 0 else {
            throw SoundFileProblem.unsupportedSettings(
                displayPath, sampleRate: input.sampleRate, channels: input.channels, encoding: "16-bit PCM WAV")
        }
        let (opened, code, reason) = open(destination, Int32(SFM_WRITE), &info)
        guard let handle = opened else {
            throw SoundFileProblem.creatingFailed(displayPath, code: code, reason: reason)
        }
        let output = SoundFile(handle: handle, displayPath: displayPath, mode: .writing, info: info)
        let reading = try input.openHandle(for: .reading)
        let frames = 4096
        var buffer = [Int16](repeating: 0, count: frames * max(input.channels, 1))
        while true {
            let read = buffer.withUnsafeMutableBufferPointer {
                sf_readf_short(reading, $0.baseAddress, sf_count_t(frames))
            }
            if read < 0 || (read < frames && sf_error(reading) != Int32(SF_ERR_NO_ERROR)) {
                throw SoundFileProblem.readingFailed(displayPath, reason: sf_strerror(reading))
            }
            guard read > 0 else { break }
            try buffer.withUnsafeBufferPointer {
                try output.writeFrames(UnsafeBufferPointer(rebasing: $0[0..<Int(read) * max(input.channels, 1)]))
            }
        }
        try output.close()
        try input.close()
    }
}
