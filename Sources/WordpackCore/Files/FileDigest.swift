import Crypto
import Foundation

/// SHA-256 of files and bytes, as lowercase hex.
package enum FileDigest {
    /// Reads the file in chunks through one buffer, so a large recording costs no memory (and a build hashing
    /// thousands of inputs allocates no fresh megabyte for each).
    /// Only a regular file is read: anything else throws a `FileProblem` (a named pipe would never end).
    package static func sha256(of url: URL) throws -> String {
        let file = ChunkedFile(reading: try RegularFile.open(url.path, displayPath: url.path), url: url)
        var digest = Running()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 64)
        defer { buffer.deallocate() }
        while case let count = try file.read(into: buffer), count > 0 {
            digest.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return digest.hex
    }

    package static func sha256(of data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    package static func sha256(of text: String) -> String {
        sha256(of: Data(text.utf8))
    }

    /// The SHA-256 of bytes given a piece at a time.
    package struct Running {
        private var hasher = SHA256()

        package init() {}

        package mutating func update(_ bytes: UnsafeRawBufferPointer) {
            hasher.update(bufferPointer: bytes)
        }

        /// The SHA-256 of everything given, as lowercase hex.
        package var hex: String { FileDigest.hex(hasher.finalize()) }
    }

    /// The first 64 bits of the bytes' SHA-256, as a number (for a store that compares many small values).
    package static func leading64Bits(of bytes: UnsafeRawBufferPointer) -> Int {
        SHA256.hash(data: bytes).withUnsafeBytes { $0.loadUnaligned(as: Int.self) }
    }

    static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        // By table: `String(format:)` per byte costs more than the hashing when thousands of digests are made.
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
