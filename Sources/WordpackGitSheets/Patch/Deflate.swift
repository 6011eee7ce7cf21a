import CLibZ
import Foundation
import WordpackSheets

/// zlib's raw deflate and inflate of a whole part, and its CRC-32.
enum Deflate {
    /// Raw deflate at level 6 (zlib's default): the same bytes in give the same bytes out.
    static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard
            deflateInit2_(
                &stream, 6, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { throw Failed() }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 16)
        var input = input
        let result = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target -> Int32 in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CLibZ.deflate(&stream, Z_FINISH)
            }
        }
        guard result == Z_STREAM_END else { throw Failed() }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// Raw inflate of a part that must unpack to exactly `expected` bytes; nil when it does not (it stops
    /// as soon as the bytes pass `expected`).
    static func inflate(_ input: [UInt8], expected: Int) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(expected)
        var given = false
        do {
            try RawInflate.inflate(
                chunkSize: max(1, min(expected, 1 << 16)),
                more: {
                    defer { given = true }
                    return given ? nil : Data(input)
                },
                into: { chunk in
                    guard output.count + chunk.count <= expected else { throw Failed() }
                    output += chunk
                })
        } catch {
            return nil
        }
        return output.count == expected ? output : nil
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLibZ.crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    struct Failed: Error {}
}
