import Foundation

/// What `check` learned about a media file (a recording's peak, length, clipping…), remembered by the
/// file's SHA-256 and the settings it was measured with, so that an unchanged file is not decoded again.
/// Kept in the build folder, one JSON file per kind of result (`recording.json`, `pictures.json`…), each
/// read in one go the first time that kind is asked for; saved only when something was learned.
public final class InspectionCache: @unchecked Sendable {
    private var shelves: [String: AnyShelf] = [:]
    /// The SHA-256 of each settings text seen: thousands of look-ups share a few settings.
    private var settingsDigests: [String: String] = [:]
    private let lock = NSLock()
    private let folder: URL?

    /// A cache kept in `folder` (nil: in memory only).
    public init(folder: URL?) {
        self.folder = folder
    }

    /// The remembered result for this file (or set of files) and settings, or `compute()`'s, remembered.
    public func value<T: Codable>(kind: String, digest: String, settings: String, _ compute: () -> T) -> T {
        lock.lock()
        let settingsDigest = settingsDigests[settings] ?? FileDigest.sha256(of: settings)
        settingsDigests[settings] = settingsDigest
        let key = "\(digest) \(settingsDigest)"
        let shelf = self.shelf(kind, of: T.self)
        let known = shelf.values[key]
        lock.unlock()
        if let known { return known }
        let value = compute()
        lock.lock()
        shelf.values[key] = value
        shelf.changed = true
        lock.unlock()
        return value
    }

    /// Saves (atomically) each kind that learned something.
    public func save() throws {
        guard let folder else { return }
        lock.lock()
        defer { lock.unlock() }
        for (kind, shelf) in shelves where shelf.changed {
            try FileWriter.write(try shelf.encoded(), to: folder.appendingPathComponent("\(kind).json"))
            shelf.changed = false
        }
    }

    /// The shelf of one kind, read from its file the first time (called with the lock held).
    private func shelf<T: Codable>(_ kind: String, of type: T.Type) -> Shelf<T> {
        if let shelf = shelves[kind] as? Shelf<T> { return shelf }
        let shelf = Shelf<T>(file: folder?.appendingPathComponent("\(kind).json"))
        shelves[kind] = shelf
        return shelf
    }
}

private protocol AnyShelf: AnyObject {
    var changed: Bool { get set }
    func encoded() throws -> Data
}

/// The remembered results of one kind, by file digest and settings digest.
private final class Shelf<T: Codable>: AnyShelf {
    var values: [String: T]
    var changed = false

    init(file: URL?) {
        // A file of another shape (written by another version) is as good as none.
        values = file.flatMap { try? JSONDecoder().decode([String: T].self, from: Data(contentsOf: $0)) } ?? [:]
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(values)
    }
}
