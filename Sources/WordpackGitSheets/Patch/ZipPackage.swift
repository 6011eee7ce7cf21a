import CLibZ
import Foundation
import WordpackCore

/// A workbook's ZIP package read whole, to be written again with some parts changed: every other part keeps its
/// packed bytes as they are (its local header, its data, its data descriptor), and the changed parts are
/// deflated with zlib's level 6, so the same parts give the same bytes.
package struct ZipPackage: Sendable {
    /// One part, as the central directory lists it.
    struct Entry: Sendable {
        var name: String
        var flags: UInt16
        var method: UInt16
        var packedSize: Int
        var unpackedSize: Int
        var localOffset: Int
        /// The central directory record, name, extra field and comment included.
        var central: [UInt8]
    }

    let bytes: [UInt8]
    let entries: [Entry]
    /// The end-of-central-directory record's comment.
    let comment: [UInt8]
    let displayPath: String

    package var entryNames: [String] { entries.map(\.name) }

    /// The most bytes a package changed in place may have: it is read whole (a sheet of a million rows packs
    /// to about 30 MB).
    static let packageLimit = 512 << 20

    package init(url: URL, displayPath: String) throws {
        self.displayPath = displayPath
        let data = try RegularFile.contents(url.path, displayPath: displayPath)
        guard data.count <= Self.packageLimit else {
            throw FileProblem(
                file: displayPath,
                "is larger than \(Int64(Self.packageLimit).byteCount), the most wordpack changes in place.")
        }
        bytes = [UInt8](data)
        let reader = ByteReader(bytes: bytes)
        guard bytes.count >= 22,
            let end = stride(from: bytes.count - 22, through: max(0, bytes.count - 22 - 0xFFFF), by: -1)
                .first(where: { reader.u32($0) == 0x0605_4b50 })
        else { throw Self.damaged(displayPath) }
        let count = Int(reader.u16(end + 10))
        let directoryOffset = Int(reader.u32(end + 16))
        let commentLength = Int(reader.u16(end + 20))
        guard count != 0xFFFF, directoryOffset != 0xFFFF_FFFF, end + 22 + commentLength <= bytes.count else {
            throw Self.damaged(displayPath)
        }
        comment = Array(bytes[end + 22..<end + 22 + commentLength])
        var entries: [Entry] = []
        var position = directoryOffset
        for _ in 0..<count {
            guard position + 46 <= end, reader.u32(position) == 0x0201_4b50 else { throw Self.damaged(displayPath) }
            let nameLength = Int(reader.u16(position + 28))
            let length = 46 + nameLength + Int(reader.u16(position + 30)) + Int(reader.u16(position + 32))
            guard position + length <= end else { throw Self.damaged(displayPath) }
            let entry = Entry(
                name: String(decoding: bytes[position + 46..<position + 46 + nameLength], as: UTF8.self),
                flags: reader.u16(position + 8), method: reader.u16(position + 10),
                packedSize: Int(reader.u32(position + 20)), unpackedSize: Int(reader.u32(position + 24)),
                localOffset: Int(reader.u32(position + 42)), central: Array(bytes[position..<position + length]))
            guard entry.packedSize != 0xFFFF_FFFF, entry.unpackedSize != 0xFFFF_FFFF,
                entry.localOffset != 0xFFFF_FFFF, entry.localOffset + 30 <= directoryOffset,
                reader.u32(entry.localOffset) == 0x0403_4b50
            else { throw Self.damaged(displayPath) }
            entries.append(entry)
            position += length
        }
        self.entries = entries
    }

    /// The unpacked bytes of the part `name`, within the readers' limits.
    package func part(_ name: String) throws -> [UInt8] {
        guard let entry = entries.first(where: { $0.name == name }) else { throw Self.damaged(displayPath) }
        let start = try dataStart(entry)
        guard start + entry.packedSize <= bytes.count else { throw Self.damaged(displayPath) }
        let packed = bytes[start..<start + entry.packedSize]
        switch entry.method {
        case 0: return Array(packed)
        case 8:
            let limit = ReadLimits.unpackedPartBytes(packed: Int64(entry.packedSize))
            guard Int64(entry.unpackedSize) <= limit,
                let unpacked = Deflate.inflate(Array(packed), expected: entry.unpackedSize)
            else { throw Self.damaged(displayPath) }
            return unpacked
        default: throw Self.damaged(displayPath)
        }
    }

    /// The package with the parts in `changed` replaced, every other part's bytes copied as they are.
    package func replacing(_ changed: [String: [UInt8]]) throws -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + changed.values.reduce(0) { $0 + $1.count / 4 })
        var directory: [UInt8] = []
        for entry in entries {
            let offset = output.count
            var central = entry.central
            if let unpacked = changed[entry.name] {
                let packed = try Deflate.deflate(unpacked)
                let crc = Deflate.crc32(unpacked)
                let name = Array(entry.name.utf8)
                let flags = entry.flags & ~0x0008  // sizes in the header: no data descriptor
                let localHeader = ByteReader(bytes: bytes)
                var header: [UInt8] = []
                header.le32(0x0403_4b50)
                header.le16(20)
                header.le16(flags)
                header.le16(8)
                header.le16(localHeader.u16(entry.localOffset + 10))  // time
                header.le16(localHeader.u16(entry.localOffset + 12))  // date
                header.le32(crc)
                header.le32(UInt32(packed.count))
                header.le32(UInt32(unpacked.count))
                header.le16(UInt16(name.count))
                header.le16(0)
                output += header + name + packed
                central.set16(8, flags)
                central.set16(10, 8)
                central.set32(16, crc)
                central.set32(20, UInt32(packed.count))
                central.set32(24, UInt32(unpacked.count))
            } else {
                let start = try dataStart(entry)
                var end = start + entry.packedSize
                if entry.flags & 0x0008 != 0 {
                    end += ByteReader(bytes: bytes).u32(end) == 0x0807_4b50 ? 16 : 12
                }
                guard end <= bytes.count else { throw Self.damaged(displayPath) }
                output += bytes[entry.localOffset..<end]
            }
            central.set32(42, UInt32(offset))
            directory += central
        }
        let directoryOffset = output.count
        output += directory
        var end: [UInt8] = []
        end.le32(0x0605_4b50)
        end.le16(0)
        end.le16(0)
        end.le16(UInt16(entries.count))
        end.le16(UInt16(entries.count))
        end.le32(UInt32(directory.count))
        end.le32(UInt32(directoryOffset))
        end.le16(UInt16(comment.count))
        output += end + comment
        guard output.count < 0xFFFF_FFFF else { throw Self.damaged(displayPath) }
        return Data(output)
    }

    private func dataStart(_ entry: Entry) throws -> Int {
        let reader = ByteReader(bytes: bytes)
        let start =
            entry.localOffset + 30 + Int(reader.u16(entry.localOffset + 26))
            + Int(reader.u16(entry.localOffset + 28))
        guard start <= bytes.count else { throw Self.damaged(displayPath) }
        return start
    }

    static func damaged(_ displayPath: String) -> FileProblem {
        FileProblem(
            file: displayPath, "is not a workbook package wordpack can change in place (a damaged or ZIP64 file).")
    }
}

/// Little-endian numbers of a byte array.
struct ByteReader {
    let bytes: [UInt8]
    func u16(_ at: Int) -> UInt16 {
        at + 2 <= bytes.count ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : 0
    }
    func u32(_ at: Int) -> UInt32 {
        guard at + 4 <= bytes.count, at >= 0 else { return 0 }
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
            | UInt32(bytes[at + 3]) << 24
    }
}

extension [UInt8] {
    mutating func le16(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }
    mutating func le32(_ value: UInt32) {
        le16(UInt16(value & 0xFFFF))
        le16(UInt16(value >> 16))
    }
    mutating func set16(_ at: Int, _ value: UInt16) {
        self[at] = UInt8(value & 0xFF)
        self[at + 1] = UInt8(value >> 8)
    }
    mutating func set32(_ at: Int, _ value: UInt32) {
        set16(at, UInt16(value & 0xFFFF))
        set16(at + 2, UInt16(value >> 16))
    }
}
