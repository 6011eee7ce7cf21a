import Foundation
import ZIPFoundation

/// A deterministic ZIP of files: entries sorted by path, each dated 1980-01-01 with permissions 0644 and
/// deflated, so the same files give the same bytes.
enum AppArchive {
    static let entryDate = Date(timeIntervalSince1970: 315_532_800)

    /// `files`: name inside the archive → the file to put there.
    static func data(_ files: [(name: String, url: URL)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (name, url) in files.sorted(by: { $0.name.precedesInByteOrder($1.name) }) {
            let bytes = try Data(contentsOf: url)
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(bytes.count), modificationDate: entryDate,
                permissions: 0o644, compressionMethod: .deflate,
                provider: { position, size in bytes.subdata(in: Int(position)..<Int(position) + size) })
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
