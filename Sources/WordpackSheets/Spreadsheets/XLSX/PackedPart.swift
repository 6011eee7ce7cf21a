import Foundation

/// Where one part's packed bytes lie in a ZIP package, read from the package's own central directory, and those
/// bytes unpacked with zlib in a loop that ends with the bytes: a deflated stream that never ends is a damaged
/// part, not a hang. (ZIPFoundation 0.9.20's own loop reads on at the end of the file for ever when a stream
/// stops short; the xlsx fuzzer found such a package, `Tests/Fixtures/fuzz/xlsx/`.) ZIPFoundation still lists
/// the parts; a package this does not read (ZIP64, another packing method) is left to it.
struct PackedPart {
    enum Method {
        case stored
        case deflated
    }

    /// Thrown for a package whose directory or packed bytes do not hold together.
    struct Damaged: Error {}

    let method: Method
    let offset: UInt64
    let packedSize: UInt64
    let unpackedSize: UInt64

    /// The central directory is read no further than this.
    static let directoryLimit: UInt64 = 16 << 20

    /// The part at `path`, or nil when the package is one this reader leaves to ZIPFoundation.
    static func locate(_ path: String, in file: FileHandle) throws -> PackedPart? {
        let size = try file.seekToEnd()
        let tailSize = min(size, 22 + 0xFFFF)
        let tail = try bytes(file, at: size - tailSize, count: Int(tailSize))
        guard let end = endOfDirectory(in: tail) else { throw Damaged() }
        let (count, directorySize, directoryOffset) = (
            UInt64(u16(tail, end + 10)), UInt64(u32(tail, end + 12)), UInt64(u32(tail, end + 16))
        )
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF { return nil }
        guard directorySize <= directoryLimit, directoryOffset + directorySize <= size else { throw Damaged() }
        let directory = try bytes(file, at: directoryOffset, count: Int(directorySize))
        let wanted = Array(path.utf8)
        var position = 0
        while position + 46 <= directory.count {
            guard u32(directory, position) == 0x0201_4b50 else { throw Damaged() }
            let nameLength = Int(u16(directory, position + 28))
            let next =
                position + 46 + nameLength + Int(u16(directory, position + 30)) + Int(u16(directory, position + 32))
            guard position + 46 + nameLength <= directory.count else { throw Damaged() }
            if directory[position + 46..<position + 46 + nameLength].elementsEqual(wanted) {
                return try part(directory, at: position, in: file, size: size)
            }
            position = next
        }
        throw Damaged()
    }

    /// The part whose central directory entry starts at `position`.
    private static func part(_ directory: [UInt8], at position: Int, in file: FileHandle, size: UInt64) throws
        -> PackedPart?
    {
        let methodCode = u16(directory, position + 10)
        let packed = UInt64(u32(directory, position + 20))
        let unpacked = UInt64(u32(directory, position + 24))
        let header = UInt64(u32(directory, position + 42))
        if packed == 0xFFFF_FFFF || unpacked == 0xFFFF_FFFF || header == 0xFFFF_FFFF { return nil }
        let method: Method
        switch methodCode {
        case 0: method = .stored
        case 8: method = .deflated
        default: return nil
        }
        guard header + 30 <= size else { throw Damaged() }
        let local = try bytes(file, at: header, count: 30)
        guard u32(local, 0) == 0x0403_4b50 else { throw Damaged() }
        let offset = header + 30 + UInt64(u16(local, 26)) + UInt64(u16(local, 28))
        guard offset + packed <= size, method == .deflated || packed == unpacked else { throw Damaged() }
        return PackedPart(method: method, offset: offset, packedSize: packed, unpackedSize: unpacked)
    }

    /// Gives `consumer` the unpacked bytes in chunks of at most `chunkSize`.
    func unpack(from file: FileHandle, chunkSize: Int, into consumer: (Data) throws -> Void) throws {
        try file.seek(toOffset: offset)
        var remaining = packedSize
        func nextPacked() throws -> Data {
            let data = try file.read(upToCount: Int(min(UInt64(chunkSize), remaining))) ?? Data()
            guard !data.isEmpty else { throw Damaged() }
            remaining -= UInt64(data.count)
            return data
        }
        switch method {
        case .stored:
            while remaining > 0 { try consumer(try nextPacked()) }
        case .deflated:
            try RawInflate.inflate(
                chunkSize: chunkSize, more: { remaining > 0 ? try nextPacked() : nil }, into: consumer)
        }
    }

    /// Where the end-of-central-directory record starts in `tail` (the file's last bytes), or nil.
    private static func endOfDirectory(in tail: [UInt8]) -> Int? {
        guard tail.count >= 22 else { return nil }
        return stride(from: tail.count - 22, through: 0, by: -1).first { u32(tail, $0) == 0x0605_4b50 }
    }

    private static func bytes(_ file: FileHandle, at offset: UInt64, count: Int) throws -> [UInt8] {
        try file.seek(toOffset: offset)
        let data = try file.read(upToCount: count) ?? Data()
        guard data.count == count else { throw Damaged() }
        return [UInt8](data)
    }

    private static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }

    private static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
