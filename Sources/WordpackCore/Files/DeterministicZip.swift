import Foundation
import ZIPFoundation

/// A ZIP archive whose bytes depend on its entries only: entries sorted by path, each dated 1980-01-01 with
/// permissions 0644 and deflated, so the same files give the same archive on every machine (releases, Open
/// Board packages).
package enum DeterministicZip {
    static let entryDate = Date(timeIntervalSince1970: 315_532_800)

    /// `entries`: path inside the archive → its bytes.
    package static func data(_ entries: [(name: String, data: Data)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (name, bytes) in entries.sorted(by: { $0.name.precedesInByteOrder($1.name) }) {
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(bytes.count), modificationDate: entryDate,
                permissions: 0o644, compressionMethod: .deflate,
                provider: { position, size in bytes.subdata(in: Int(position)..<Int(position) + size) })
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
