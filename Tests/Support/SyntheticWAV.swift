import Foundation
import Testing

/// Synthetic recordings for the audio tests, written as WAV by hand (so no tool is needed at test time).
package enum SyntheticWAV {
    /// A 16-bit PCM WAV of interleaved `samples` (-1…1, ×32768 and rounded, as libsndfile reads them back).
    package static func pcm16(_ samples: [Float], rate: Int, channels: Int = 1) -> Data {
        var body = Data(capacity: samples.count * 2)
        for sample in samples {
            let value = Int16(max(-32768, min(32767, (Double(sample) * 32768).rounded())))
            body.append(contentsOf: [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)])
        }
        return wav(body, format: 1, bits: 16, rate: rate, channels: channels)
    }

    /// A 32-bit float WAV.
    package static func float32(_ samples: [Float], rate: Int, channels: Int = 1) -> Data {
        var body = Data(capacity: samples.count * 4)
        for sample in samples {
            let bits = sample.bitPattern
            body.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) })
        }
        return wav(body, format: 3, bits: 32, rate: rate, channels: channels)
    }

    private static func wav(_ body: Data, format: UInt16, bits: UInt16, rate: Int, channels: Int) -> Data {
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        let blockAlign = UInt16(channels) * bits / 8
        var data = Data("RIFF".utf8)
        data += le32(UInt32(36 + body.count))
        data += Data("WAVEfmt ".utf8)
        data += le32(16) + le16(format) + le16(UInt16(channels)) + le32(UInt32(rate))
        data += le32(UInt32(rate) * UInt32(blockAlign)) + le16(blockAlign) + le16(bits)
        data += Data("data".utf8) + le32(UInt32(body.count))
        data += body
        return data
    }

    /// Writes a long 16-bit WAV at `url`: the samples of the one-second `wav` (made by `pcm16`) `seconds`
    /// times over, a second at a time, so that making an hour-long file costs no memory.
    package static func writeRepeating(_ wav: Data, seconds: Int, to url: URL) throws {
        var header = wav.prefix(44)
        let total = UInt32((wav.count - 44) * seconds)
        header.replaceSubrange(4..<8, with: withUnsafeBytes(of: (36 + total).littleEndian) { Data($0) })
        header.replaceSubrange(40..<44, with: withUnsafeBytes(of: total.littleEndian) { Data($0) })
        _ = FileManager.default.createFile(atPath: url.path, contents: header)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        for _ in 0..<seconds { try handle.write(contentsOf: wav.dropFirst(44)) }
    }

    /// `seconds` of silence.
    package static func silence(_ seconds: Double, rate: Int) -> [Float] {
        [Float](repeating: 0, count: Int((seconds * Double(rate)).rounded()))
    }
}
