import Foundation

/// What `check` learned about a media file (a recording's peak, length, clipping…), remembered by the
/// file's SHA-256 and the settings it was measured with, so that an unchanged file is not decoded again.
/// Kept in the build folder, one JSON file per kind of result (`recording.json`, `pictures.json`…), each
/// read in one go the first time that kind is asked for; saved only when something was learned. A result
/// for a whole set of files is also looked up in, and given to, `sharing` (the shared cache) when there is one:
/// a fresh clone or a shard then need not decode every recording to check them.
public final class InspectionCache: @unchecked Sendable {
    private var shelves: [String: AnyShelf] = [:]
    /// Where whole-set results are shared beyond this build folder; set before checking.
    public var sharing: (any InspectionSharing)? {
        get { lock.withLock { sharer } }
        set { lock.withLock { sharer = newValue } }
    }
    private var sharer: (any InspectionSharing)?
    /// The SHA-256 of each settings text seen: thousands of look-ups share a few settings.
    private var settingsDigests: [String: String] = [:]
    private let lock = NSLock()
    private let folder: URL?

    /// A cache kept in `folder` (nil: in memory only).
    public init(folder: URL?) {
        self.folder = folder
    }

    /// The remembered result for this file (or set of files) and settings, or `compute()`'s, remembered;
    /// `shared`: also looked up in and given to `sharing` (for a whole set: one look-up).
    public func value<T: Codable>(
        kind: String, digest: String, settings: String, shared: Bool = false, _ compute: () -> T
    ) -> T {
        lock.lock()
        let settingsDigest = settingsDigests[settings] ?? FileDigest.sha256(of: settings)
        settingsDigests[settings] = settingsDigest
        let key = "\(digest) \(settingsDigest)"
        let shelf = self.shelf(kind, of: T.self)
        let known = shelf.values[key]
        let sharing = shared ? sharer : nil
        lock.unlock()
        if let known { return known }
        let sharedKey = FileDigest.sha256(of: "\(Self.sharingScheme)\n\(kind)\n\(key)\n")
        let value: T
        if let found = sharing?.remembered(sharedKey).flatMap({ try? JSONDecoder().decode(T.self, from: $0) }) {
            value = found
        } else {
            value = compute()
            if let sharing, let data = try? JSONEncoder().encode(value) { sharing.remember(sharedKey, data) }
        }
        lock.lock()
        shelf.values[key] = value
        shelf.changed = true
        lock.unlock()
        return value
    }

    /// Raised when a shared result's key changes its form.
    static let sharingScheme = "wordpack inspection 1"

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

/// Keeps inspection results beyond one build folder, by a key that says the kind, the files' digests and the
/// settings (see `InspectionCache.value`).
public protocol InspectionSharing: Sendable {
    /// The result stored under `key`, verified as the store verifies anything; nil when there is none.
    func remembered(_ key: String) -> Data?
    func remember(_ key: String, _ data: Data)
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
