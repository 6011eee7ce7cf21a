import Foundation

/// The chunks of a CAF file, parsed by hand so the tests do not take libsndfile's word for what it wrote.
package struct CAFChunks {
    /// The fields of the `desc` chunk (Apple's CAFAudioDescription), all big-endian in the file.
    package struct Description: Equatable {
        package var sampleRate: Double
        package var formatID: String
        package var formatFlags: UInt32
        package var bytesPerPacket: UInt32
        package var framesPerPacket: UInt32
        package var channelsPerFrame: UInt32
        package var bitsPerChannel: UInt32
    }

    package let bytes: [UInt8]
    /// Chunk type → the chunk's content (without its 12-byte header).
    package let chunks: [String: ArraySlice<UInt8>]

    package init?(_ data: Data) {
        bytes = [UInt8](data)
        guard bytes.count >= 8, String(decoding: bytes[0..<4], as: UTF8.self) == "caff" else { return nil }
        var chunks: [String: ArraySlice<UInt8>] = [:]
        var offset = 8
        while offset + 12 <= bytes.count {
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let declared = Int64(bitPattern: Self.bigEndian(bytes[(offset + 4)...], count: 8))
            let start = offset + 12
            // A data chunk may say -1: "up to the end of the file".
            let end = declared < 0 ? bytes.count : min(bytes.count, start + Int(declared))
            chunks[type] = bytes[start..<end]
            offset = end
        }
        self.chunks = chunks
    }

    package var description: Description? {
        guard let desc = chunks["desc"], desc.count >= 32 else { return nil }
        let start = desc.startIndex
        func word(_ at: Int) -> UInt32 { UInt32(Self.bigEndian(desc[(start + at)...], count: 4)) }
        return Description(
            sampleRate: Double(bitPattern: Self.bigEndian(desc[start...], count: 8)),
            formatID: String(decoding: desc[(start + 8)..<(start + 12)], as: UTF8.self),
            formatFlags: word(12), bytesPerPacket: word(16), framesPerPacket: word(20),
            channelsPerFrame: word(24), bitsPerChannel: word(28))
    }

    /// The audio bytes: the data chunk after its 4-byte edit count.
    package var audio: ArraySlice<UInt8>? {
        guard let data = chunks["data"], data.count >= 4 else { return nil }
        return data.dropFirst(4)
    }

    package static func bigEndian(_ bytes: ArraySlice<UInt8>, count: Int) -> UInt64 {
        bytes.prefix(count).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
