import Foundation

/// What `check` learned about a media file (a recording's peak, length, clipping…), remembered by the
/// file's SHA-256 and the settings it was measured with, so that an unchanged file is not decoded again.
/// Kept in the build folder; saved only when something was learned.
public final class InspectionCache: @unchecked Sendable {
    private var entries: [String: String]
    private var changed = false
    private let lock = NSLock()
    private let url: URL?

    public init(url: URL?) {
        self.url = url
        if let url, let data = try? Data(contentsOf: url),
            let saved = try? JSONDecoder().decode([String: String].self, from: data)
        {
            entries = saved
        } else {
            entries = [:]
        }
    }

    /// The remembered result for this file (or set of files) and settings, or `compute()`'s, remembered.
    public func value<T: Codable>(kind: String, digest: String, settings: String, _ compute: () -> T) -> T {
        let key = "\(kind) \(digest) \(FileDigest.sha256(of: settings))"
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known, let value = try? JSONDecoder().decode(T.self, from: Data(known.utf8)) { return value }
        let value = compute()
        if let data = try? JSONEncoder().encode(value) {
            lock.lock()
            entries[key] = String(decoding: data, as: UTF8.self)
            changed = true
            lock.unlock()
        }
        return value
    }

    /// Saves the cache (atomically) when it learned something.
    public func save() throws {
        guard let url else { return }
        lock.lock()
        defer { lock.unlock() }
        guard changed else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileWriter.write(try encoder.encode(entries), to: url)
        changed = false
    }
}

/// A success or a file's problem, in a form the inspection cache can keep.
public enum CachedResult<Value: Codable & Sendable>: Codable, Sendable {
    case success(Value)
    case failure(FileProblem)

    public var result: Result<Value, FileProblem> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let problem): return .failure(problem)
        }
    }
}
