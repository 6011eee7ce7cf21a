import Foundation

/// Writes every output file: to a temporary file beside it, then renamed into place, so a reader (or a
/// build interrupted at any moment) sees either the old file or the new one, never half of one.
/// A file whose bytes would not change is left alone.
public enum FileWriter {
    /// Returns `true` when the file was written, `false` when it already held these bytes.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        let temporary = try temporaryFile(beside: url)
        do {
            try data.write(to: temporary)
            try moveIntoPlace(temporary, at: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }
}
