import Foundation
import ZIPFoundation

/// Reads a ZIP archive that a build wrote (an Open Board package): its entries' paths, an entry's bytes, and
/// what identifies an entry's content without unpacking it (its CRC-32 and size). Every problem is a
/// `FileProblem` naming the archive, and the entry where there is one.
package struct ZipReading {
    private let archive: Archive
    /// The archive as messages name it (`outputs/glyph/starter/en.obz`).
    package let displayPath: String

    package init(url: URL, displayPath: String) throws {
        self.displayPath = displayPath
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw FileProblem(file: displayPath, "could not be opened as a ZIP archive: \(error)")
        }
    }

    /// The paths of its files, in the archive's order.
    package var paths: [String] { archive.filter { $0.type == .file }.map(\.path) }

    /// The bytes of the file at `path`; at most `limit` bytes unpacked.
    package func data(_ path: String, limit: Int = 64 << 20) throws -> Data {
        guard let entry = archive[path], entry.type == .file else {
            throw FileProblem(file: displayPath, "has no file \(path)")
        }
        guard entry.uncompressedSize <= UInt64(limit) else {
            throw FileProblem(file: displayPath, "holds \(path) of \(entry.uncompressedSize) bytes, over \(limit)")
        }
        var data = Data()
        do {
            // The directory's size is the archive's word; the limit holds for what is really unpacked.
            _ = try archive.extract(entry) { chunk in
                guard data.count + chunk.count <= limit else { throw ZipReadingLimit() }
                data.append(chunk)
            }
        } catch is ZipReadingLimit {
            throw FileProblem(file: displayPath, "holds \(path), which unpacks to more than \(limit) bytes")
        } catch {
            throw FileProblem(file: displayPath, "could not unpack \(path): \(error)")
        }
        return data
    }

    /// `crc32 <hex> <size>` of the file at `path` (as the archive's directory states it), or nil when it has
    /// no such file: it changes when the entry's bytes change.
    package func fingerprint(_ path: String) -> String? {
        guard let entry = archive[path], entry.type == .file else { return nil }
        return "crc32 " + String(entry.checksum, radix: 16) + " \(entry.uncompressedSize)"
    }
}

/// Stops unpacking an entry that grows past its limit.
private struct ZipReadingLimit: Error {}
