import Foundation

/// Writes every output file: to a temporary file beside it, then renamed into place, so a reader (or a
/// build interrupted at any moment) sees either the old file or the new one, never half of one.
/// A file whose bytes would not change is left alone.
public enum FileWriter {
    /// Returns `true` when the file was written, `false` when it already held these bytes.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }
}
