import Foundation

/// A build's use of a shared cache: looks work up by action key, takes only content whose SHA-256 and size
/// match the record, and stores what the build made. Nothing it does stops a build: a wrong entry is ignored
/// (and the output made again), a store that cannot be reached is given up on for the rest of the run; each
/// such problem is one warning, once.
public final class SharedCache: @unchecked Sendable {
    public let store: any CacheStore
    /// How messages name the cache (a folder's path, or a server's address without any secret).
    public let name: String
    private let lock = NSLock()
    private var unreachable = false
    private var warned: Set<String> = []
    private var messages: [String] = []
    private var counts = (fetched: 0, stored: 0, rejected: 0)

    public init(store: any CacheStore, name: String) {
        self.store = store
        self.name = name
    }

    /// The cache at `location`: a folder, or an `http://` or `https://` address; `token` is sent as a bearer
    /// token to a server.
    public static func open(_ location: String, token: String?, relativeTo base: URL) -> SharedCache {
        if location.hasPrefix("http://") || location.hasPrefix("https://"), let url = URL(string: location) {
            let store = HTTPCacheStore(prefix: url, token: token)
            return SharedCache(store: store, name: store.displayName)
        }
        let folder = (location.hasPrefix("/") ? URL(fileURLWithPath: location) : base.appendingPathComponent(location))
            .standardizedFileURL
        return SharedCache(store: FolderCacheStore(folder: folder), name: folder.path)
    }

    /// The warnings so far, each once, in the order they happened.
    public var warnings: [String] { lock.withLock { messages } }
    public var fetchedCount: Int { lock.withLock { counts.fetched } }
    public var storedCount: Int { lock.withLock { counts.stored } }

    /// The verified bytes of the output `key` made, with their SHA-256, or nil (not there, wrong, or the cache
    /// unreachable).
    public func fetch(_ key: String) -> (Data, String)? {
        guard !isUnreachable else { return nil }
        do {
            guard let recordData = try store.get(.actions, key) else { return nil }
            guard let record = try? JSONDecoder().decode(ActionRecord.self, from: recordData), record.files.count == 1,
                let file = record.files.first
            else {
                reject("an action record that is not wordpack's (ac/\(key))")
                return nil
            }
            guard let data = try store.get(.content, file.sha256) else {
                reject("an action record whose content is missing (cas/\(file.sha256))")
                return nil
            }
            guard data.count == file.size, FileDigest.sha256(of: data) == file.sha256 else {
                reject("content that does not match its SHA-256 (cas/\(file.sha256), \(data.count) of \(file.size) bytes)")
                return nil
            }
            lock.withLock { counts.fetched += 1 }
            return (data, file.sha256)
        } catch {
            giveUp(error)
            return nil
        }
    }

    /// Whether the cache holds a usable entry for `key` (its record, and the content it names), without
    /// fetching the content: what a shard asks before making an output.
    public func has(_ key: String) -> Bool {
        guard !isUnreachable else { return false }
        do {
            guard let recordData = try store.get(.actions, key),
                let record = try? JSONDecoder().decode(ActionRecord.self, from: recordData), record.files.count == 1,
                let file = record.files.first
            else { return false }
            return try store.has(.content, file.sha256)
        } catch {
            giveUp(error)
            return false
        }
    }

    /// Stores `data`, the output at `path` that the work `key` made: the content first, then the record.
    public func store(_ data: Data, path: String, key: String) {
        guard !isUnreachable else { return }
        let digest = FileDigest.sha256(of: data)
        do {
            if try !store.has(.content, digest) { try store.put(.content, digest, data) }
            let record = ActionRecord(files: [ActionRecord.File(path: path, sha256: digest, size: data.count)])
            try store.put(.actions, key, record.encoded())
            lock.withLock { counts.stored += 1 }
        } catch {
            giveUp(error)
        }
    }

    private var isUnreachable: Bool { lock.withLock { unreachable } }

    private func giveUp(_ error: Error) {
        let reason = (error as? CacheStoreFailure)?.description ?? "\(type(of: error))"
        lock.withLock { unreachable = true }
        warn("the shared cache \(name) cannot be used (\(reason)); this build goes on without it")
    }

    private func reject(_ what: String) {
        lock.withLock { counts.rejected += 1 }
        warn("the shared cache \(name) holds \(what); it was ignored and the output made again")
    }

    /// Notes a warning once; later warnings of the same kind (the first sentence) are counted, not repeated.
    private func warn(_ message: String) {
        let kind = String(message.prefix(while: { $0 != "(" }))
        lock.withLock {
            if warned.insert(kind).inserted { messages.append(message) }
        }
    }
}
