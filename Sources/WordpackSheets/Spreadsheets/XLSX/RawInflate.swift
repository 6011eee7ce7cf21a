import CLibZ
import Foundation

/// zlib's raw inflate (a ZIP package's deflated parts: no zlib header), fed and emptied in chunks, in a loop that
/// ends with the bytes: a stream that never ends is damaged, not a hang.
package enum RawInflate {
    /// Thrown when the stream is damaged, or ends only after the packed bytes do.
    package struct Damaged: Error {}

    /// Inflates the packed bytes `more` gives (nil: no more) and gives `consumer` the unpacked bytes in chunks of
    /// at most `chunkSize`; throws `Damaged` unless the stream ends, and ends within the packed bytes.
    package static func inflate(chunkSize: Int, more: () throws -> Data?, into consumer: (Data) throws -> Void)
        throws
    {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Damaged()
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: chunkSize)
        var ended = false
        while !ended, var input = try more() {
            try input.withUnsafeMutableBytes { raw in
                stream.next_in = raw.bindMemory(to: Bytef.self).baseAddress
                stream.avail_in = uInt(raw.count)
                repeat {
                    let result = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
                        stream.next_out = buffer.baseAddress
                        stream.avail_out = uInt(buffer.count)
                        return CLibZ.inflate(&stream, Z_NO_FLUSH)
                    }
                    guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else { throw Damaged() }
                    let produced = output.count - Int(stream.avail_out)
                    if produced > 0 { try consumer(Data(output[0..<produced])) }
                    ended = result == Z_STREAM_END
                    // Z_BUF_ERROR with input left and room for output cannot happen; with neither, fetch more.
                    if result == Z_BUF_ERROR, produced == 0 { break }
                } while !ended && (stream.avail_in > 0 || stream.avail_out == 0)
            }
        }
        guard ended else { throw Damaged() }
    }
}
