import Foundation

/// The file-based half of `FileWriter`, for outputs made as files rather than bytes in memory (a converted
/// recording): put in place by renaming, or copied, a chunk at a time, so that their length costs no memory.
/// As with `write`, a reader sees the old file or the new one, and a file whose bytes would not change is left
/// alone.
extension FileWriter {
    /// A temporary file beside `url`, named like every temporary file (`.<name>.<uuid>.tmp`) so that the
    /// next build removes it if this one is interrupted. Creates the folder.
    package static func temporaryFile(beside url: URL) throws -> URL {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    }

    /// Puts the finished file `temporary` (from `temporaryFile(beside: url)`) at `url`: renamed into place,
    /// or removed when `url` already holds the same bytes. Returns `true` when `url` was written.
    @discardableResult
    package static func place(_ temporary: URL, at url: URL) throws -> Bool {
        do {
            if try ChunkedFile.sameBytes(temporary, url) {
                try FileManager.default.removeItem(at: temporary)
                return false
            }
            try moveIntoPlace(temporary, at: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// Writes the text that `produce` hands to its `append`, a piece at a time, through a 64 KB buffer to a
    /// temporary file beside `url`, and puts that in place as `place` does: a long page costs no more memory
    /// than a short one. Returns `true` when `url` was written.
    @discardableResult
    package static func writeText(to url: URL, _ produce: (_ append: (String) throws -> Void) throws -> Void) throws
        -> Bool
    {
        try writeBytes(to: url) { append in
            try withoutActuallyEscaping(append) { append in
                try produce { text in
                    var text = text
                    try text.withUTF8 { try append(UnsafeRawBufferPointer($0)) }
                }
            }
        }
    }

    /// `writeText` for bytes: those that `produce` hands to its `append`, a piece at a time.
    @discardableResult
    package static func writeBytes(
        to url: URL, _ produce: (_ append: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> Bool {
        let temporary = try temporaryFile(beside: url)
        do {
            let file = try ChunkedFile(temporary, writing: true)
            var pending: [UInt8] = []
            pending.reserveCapacity(1 << 16)
            try produce { bytes in
                if pending.count + bytes.count > 1 << 16 {
                    try pending.withUnsafeBytes { try file.write($0) }
                    pending.removeAll(keepingCapacity: true)
                }
                pending.append(contentsOf: bytes)
            }
            try pending.withUnsafeBytes { try file.write($0) }
            try file.finish()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return try place(temporary, at: url)
    }

    /// Copies the file at `source` to `url` through a temporary file renamed into place; leaves `url` alone
    /// when it already holds the same bytes. Returns `true` when `url` was written.
    @discardableResult
    package static func copy(_ source: URL, to url: URL) throws -> Bool {
        if try ChunkedFile.sameBytes(source, url) { return false }
        let temporary = try temporaryFile(beside: url)
        do {
            try ChunkedFile.copy(source, to: temporary)
            try moveIntoPlace(temporary, at: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// Renames `temporary` to `url`, replacing whatever was there in one step.
    static func moveIntoPlace(_ temporary: URL, at url: URL) throws {
        guard rename(temporary.path, url.path) == 0 else { throw ChunkedFile.lastError(writing: true, path: url.path) }
    }
}
