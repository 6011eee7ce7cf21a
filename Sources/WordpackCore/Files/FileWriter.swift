import CFileFlush
import Foundation

/// Writes every output file: to a temporary file beside it, then renamed into place, so a reader (or a
/// build interrupted at any moment) sees either the old file or the new one, never half of one.
/// A file whose bytes would not change is left alone.
///
/// Files are not flushed to the disk one by one (Foundation's `Data.write` calls `fsync` for each, which cost
/// a build taking 6,000 outputs from the shared cache about half its wall time), as no build tool does: after a
/// power cut a renamed file may come back empty, which the next build sees by its size and makes again. A
/// release, which must be whole or absent, is flushed once with `flush` before it takes its name.
package enum FileWriter {
    /// Returns `true` when the file was written, `false` when it already held these bytes. A new file gets
    /// `permissions` (less the umask) from its creation on: 0o600 keeps a secret from ever being readable by others.
    @discardableResult
    package static func write(_ data: Data, to url: URL, permissions: mode_t = 0o666) throws -> Bool {
        if ChunkedFile.regularFileSize(url) == data.count, let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        let temporary = try temporaryFile(beside: url)
        do {
            let file = try ChunkedFile(temporary, writing: true, permissions: permissions)
            try data.withUnsafeBytes { try file.write($0) }
            try file.finish()
            try moveIntoPlace(temporary, at: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }
}

extension FileWriter {
    /// Makes every file written so far on the file system that holds `folder` durable (`syncfs`): one flush for
    /// a whole release instead of one per file. An error writing back any of them (a full or failing disk) is
    /// reported here.
    package static func flush(_ folder: URL) throws {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ChunkedFile.lastError(writing: true, path: folder.path) }
        defer { close(descriptor) }
        guard wordpack_syncfs(descriptor) == 0 else { throw ChunkedFile.lastError(writing: true, path: folder.path) }
    }
}
