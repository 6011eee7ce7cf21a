import CSndfile
import Foundation

extension SoundFile {
    /// Re-encodes the recording at `source` as MP3 (MPEG-1/2 Layer III, through libsndfile's LAME encoder) at
    /// `destination`, a block at a time; returns its length in seconds. MP3 is what every browser, Android and
    /// iOS play, so picture-card apps that import Open Board packages can all play it.
    ///
    /// libsndfile writes no ID3 tag and LAME's settings are fixed here (variable bit rate at quality 0.5), so
    /// the same recording gives the same bytes.
    package static func encodeMP3(_ source: URL, displayPath: String, to destination: URL) throws -> Double {
        let input = try SoundFile(reading: source, displayPath: displayPath)
        var info = SF_INFO()
        info.samplerate = Int32(clamping: input.sampleRate)
        info.channels = Int32(clamping: input.channels)
        info.format = Int32(SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III)
        guard sf_format_check(&info) != 0 else {
            throw SoundFileProblem.unsupportedSettings(
                displayPath, sampleRate: input.sampleRate, channels: input.channels, encoding: "MP3")
        }
        let (opened, code, reason) = open(destination, Int32(SFM_WRITE), &info)
        guard let handle = opened else {
            throw SoundFileProblem.creatingFailed(destination.lastPathComponent, code: code, reason: reason)
        }
        let output = SoundFile(handle: handle, displayPath: destination.lastPathComponent, mode: .writing, info: info)
        var quality = 0.5
        sf_command(handle, Int32(SFC_SET_COMPRESSION_LEVEL), &quality, Int32(MemoryLayout<Double>.size))
        var buffer = [Float](repeating: 0, count: 4096 * max(input.channels, 1))
        var frames = 0
        while true {
            let read = try buffer.withUnsafeMutableBufferPointer { try input.readFrames(into: $0) }
            if read == 0 { break }
            frames += read
            try buffer.withUnsafeBufferPointer {
                try output.writeFrames(UnsafeBufferPointer(rebasing: $0[0..<(read * input.channels)]))
            }
        }
        try output.close()
        return Double(frames) / Double(max(input.sampleRate, 1))
    }
}
