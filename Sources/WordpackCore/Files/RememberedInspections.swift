import Foundation

/// What `check` learned about a media file (a recording's peak, length, clipping…), remembered by the
/// file's SHA-256 and the settings it was measured with, so that an unchanged file is not decoded again.
/// Kept in the build folder, one JSON file per kind of result (`recording.json`, `pictures.json`…), each
/// read in one go the first time that kind is asked for; saved only when something was learned. A result
/// for a whole set of files is also looked up in, and given to, `sharing` (the shared cache) when there is one:
/// a fresh clone or a shard then need not decode every recording to check them.
package final class RememberedInspections: @unchecked Sendable {
    private var resultsByKind: [String: AnyRememberedResults] = [:]
    /// Where whole-set results are shared beyond this build folder; set before checking.
    package var sharing: (any InspectionSharing)? {
        get { lock.withLock { sharer } }
        set { lock.withLock { sharer = newValue } }
    }
    var sharer: (any InspectionSharing)?
    /// In a shard (`--shard I/N`), the part of the per-file inspections this run makes (see
    /// `RememberedInspections+Groups`); nil: all of them.
    package var part: (index: Int, count: Int)? {
        get { lock.withLock { shardPart } }
        set { lock.withLock { shardPart = newValue } }
    }
    var shardPart: (index: Int, count: Int)?
    /// The groups of per-file results taken from `sharing` in this run, which need not be stored again.
    var takenGroups: Set<String> = []
    /// Per-file results worked out in this run, and taken from `sharing`'s groups.
    var counts = (measured: 0, taken: 0)
    package var measuredCount: Int { lock.withLock { counts.measured } }
    package var takenCount: Int { lock.withLock { counts.taken } }
    /// The SHA-256 of each settings text seen: thousands of look-ups share a few settings.
    private var settingsDigests: [String: String] = [:]
    /// The results being worked out now (kind and key): another thread that asks for one waits for it rather
    /// than decoding the same file again (two outputs of one recording are checked side by side).
    private var inProgress: Set<String> = []
    /// Guards everything above; signalled when a result in progress is known.
    let lock = NSCondition()
    private let folder: URL?

    /// A cache kept in `folder` (nil: in memory only).
    package init(folder: URL?) {
        self.folder = folder
    }

    /// The remembered result for this file (or set of files) and settings, or `compute()`'s, remembered;
    /// `shared`: also looked up in and given to `sharing` (for a whole set: one look-up). Asked for while
    /// another thread works it out, it is that thread's result, waited for.
    package func value<T: Codable>(
        kind: String, digest: String, settings: String, shared: Bool = false, _ compute: () -> T
    ) -> T {
        lock.lock()
        // A shard's whole-set result covers its part only: kept apart from the whole one, and not shared.
        let settings = shared ? settings + (shardPart.map { "\npart \($0.index) of \($0.count)" } ?? "") : settings
        let settingsDigest = self.settingsDigest(settings)
        let key = "\(digest) \(settingsDigest)"
        let results = self.results(kind, of: T.self)
        let working = "\(kind) \(key)"
        var known = results.values[key]
        while known == nil, inProgress.contains(working) {
            lock.wait()
            known = results.values[key]
        }
        if known == nil { inProgress.insert(working) }
        let sharing = shared && shardPart == nil ? sharer : nil
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
        results.values[key] = value
        results.changed = true
        if !shared { counts.measured += 1 }
        inProgress.remove(working)
        lock.broadcast()
        lock.unlock()
        return value
    }

    /// Raised when a shared result's key changes its form.
    static let sharingScheme = "wordpack inspection 1"

    /// Saves (atomically) each kind that learned something.
    package func save() throws {
        guard let folder else { return }
        lock.lock()
        defer { lock.unlock() }
        for (kind, results) in resultsByKind where results.changed {
            try FileWriter.writeBytes(to: folder.appendingPathComponent("\(kind).json")) { try results.write($0) }
            results.changed = false
        }
    }

    /// The SHA-256 of a settings text (called with the lock held).
    func settingsDigest(_ settings: String) -> String {
        if let known = settingsDigests[settings] { return known }
        let digest = FileDigest.sha256(of: settings)
        settingsDigests[settings] = digest
        return digest
    }

    /// The results of one kind, read from its file the first time (called with the lock held).
    func results<T: Codable>(_ kind: String, of type: T.Type) -> RememberedResults<T> {
        if let results = resultsByKind[kind] as? RememberedResults<T> { return results }
        let results = RememberedResults<T>(file: folder?.appendingPathComponent("\(kind).json"))
        resultsByKind[kind] = results
        return results
    }
}

protocol AnyRememberedResults: AnyObject {
    var changed: Bool { get set }
    /// The results as their file holds them, a piece at a time.
    func write(_ append: (UnsafeRawBufferPointer) throws -> Void) throws
}

/// Keeps inspection results beyond one build folder, by a key that says the kind, the files' digests and the
/// settings (see `RememberedInspections.value`).
package protocol InspectionSharing: Sendable {
    /// The result stored under `key`, verified as the store verifies anything; nil when there is none.
    func remembered(_ key: String) -> Data?
    func remember(_ key: String, _ data: Data)
    /// `remembered` for each of `keys`, side by side where the store allows it.
    func remembered(all keys: [String]) -> [Data?]
}

extension InspectionSharing {
    func remembered(all keys: [String]) -> [Data?] { keys.map { remembered($0) } }
}

/// The remembered results of one kind, by file digest and settings digest: each kept as read until asked for
/// (`RememberedValues`).
final class RememberedResults<T: Codable>: AnyRememberedResults {
    package var values: RememberedValues<T>
    var changed = false

    package init(file: URL?) {
        // A file of another shape (written by another version) is as good as none.
        values = file.map { RememberedValues(contentsOf: $0) } ?? RememberedValues()
    }

    func write(_ append: (UnsafeRawBufferPointer) throws -> Void) throws {
        try values.write(append)
    }
}
