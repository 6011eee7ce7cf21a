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

    /// The cache at `location`: a folder, or an `http://` or `https://` address, which `settings` says how to
    /// talk to (a problem in them is a warning).
    public static func open(_ location: String, settings: HTTPCacheSettings, relativeTo base: URL) -> SharedCache {
        if location.hasPrefix("http://") || location.hasPrefix("https://"), let url = URL(string: location) {
            let store = HTTPCacheStore(prefix: url, settings: settings)
            let cache = SharedCache(store: store, name: store.displayName)
            for problem in settings.problems { cache.warn("the shared cache \(store.displayName): \(problem)") }
            return cache
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
    /// unreachable). A small output comes inline in its record: one request.
    public func fetch(_ key: String) -> (Data, String)? {
        guard let found = entry(key) else { return nil }
        lock.withLock { counts.fetched += 1 }
        return found
    }

    private func entry(_ key: String) -> (Data, String)? {
        guard !isUnreachable else { return nil }
        do {
            guard let file = try record(key) else { return nil }
            guard let data = try file.contents ?? store.get(.content, file.sha256) else {
                reject("an action record whose content is missing (cas/\(file.sha256))")
                return nil
            }
            guard verified(data, sha256: file.sha256, size: file.size, entry: file.contents == nil ? "cas" : "ac") else {
                return nil
            }
            return (data, file.sha256)
        } catch {
            giveUp(error)
            return nil
        }
    }

    /// Stores `data`, the output at `path` that the work `key` made: a small output inline in its record
    /// (one request), else the content first, then the record. The content is put without asking whether
    /// the store has it: a `PUT` of content under its own SHA-256 leaves the same entry either way.
    public func store(_ data: Data, path: String, key: String) {
        if put(data, path: path, key: key) { lock.withLock { counts.stored += 1 } }
    }

    private func put(_ data: Data, path: String, key: String) -> Bool {
        guard !isUnreachable else { return false }
        let digest = FileDigest.sha256(of: data)
        let inline = data.count <= ActionRecord.inlineLimit
        do {
            if !inline { try store.put(.content, digest, data) }
            let file = ActionRecord.File(path: path, sha256: digest, size: data.count, contents: inline ? data : nil)
            try store.put(.actions, key, ActionRecord(files: [file]).encoded())
            return true
        } catch {
            giveUp(error)
            return false
        }
    }

    /// The verified bytes of each member of `group` (in its order), with their SHA-256, from its bundle; nil
    /// when there is no bundle, or any part of it is wrong (the members are then looked up one by one).
    public func fetch(_ group: OutputGroups.Group) -> [(Data, String)]? {
        guard !isUnreachable else { return nil }
        do {
            guard let recordData = try store.get(.actions, group.key) else { return nil }
            guard let record = try? JSONDecoder().decode(ActionRecord.self, from: recordData), let bundle = record.bundle,
                record.files.map(\.path) == group.paths
            else {
                reject("a bundle record that is not wordpack's (ac/\(group.key))")
                return nil
            }
            guard let data = try store.get(.content, bundle.sha256) else {
                reject("a bundle record whose content is missing (cas/\(bundle.sha256))")
                return nil
            }
            guard verified(data, sha256: bundle.sha256, size: bundle.size, entry: "cas") else { return nil }
            var members: [(Data, String)] = []
            var start = data.startIndex
            for file in record.files {
                guard file.size >= 0, file.size <= data.endIndex - start else {
                    reject("a bundle whose members do not fit it (cas/\(bundle.sha256))")
                    return nil
                }
                let member = data[start..<start + file.size]
                guard verified(member, sha256: file.sha256, size: file.size, entry: "cas") else { return nil }
                members.append((Data(member), file.sha256))
                start += file.size
            }
            guard start == data.endIndex else {
                reject("a bundle whose members do not fit it (cas/\(bundle.sha256))")
                return nil
            }
            lock.withLock { counts.fetched += members.count }
            return members
        } catch {
            giveUp(error)
            return nil
        }
    }

    /// Whether the cache holds `group`'s bundle (its record and the content it names), without fetching it:
    /// what a shard asks before making a group.
    public func has(_ group: OutputGroups.Group) -> Bool {
        guard !isUnreachable else { return false }
        do {
            guard let recordData = try store.get(.actions, group.key),
                let record = try? JSONDecoder().decode(ActionRecord.self, from: recordData), let bundle = record.bundle,
                record.files.map(\.path) == group.paths
            else { return false }
            return try store.has(.content, bundle.sha256)
        } catch {
            giveUp(error)
            return false
        }
    }

    /// Stores `group`'s bundle: `contents`, its members' bytes in its order, one after another in `cas/`,
    /// then the record that lists them.
    public func store(_ group: OutputGroups.Group, contents: [Data]) {
        guard !isUnreachable, contents.count == group.paths.count else { return }
        var bundle = Data(capacity: contents.reduce(0) { $0 + $1.count })
        var files: [ActionRecord.File] = []
        for (path, data) in zip(group.paths, contents) {
            files.append(ActionRecord.File(path: path, sha256: FileDigest.sha256(of: data), size: data.count))
            bundle.append(data)
        }
        let digest = FileDigest.sha256(of: bundle)
        do {
            try store.put(.content, digest, bundle)
            let record = ActionRecord(files: files, bundle: ActionRecord.Blob(sha256: digest, size: bundle.count))
            try store.put(.actions, group.key, record.encoded())
        } catch {
            giveUp(error)
        }
    }

    /// The one file of the record `ac/<key>`; nil when there is none (a record that is not wordpack's is
    /// reported).
    private func record(_ key: String) throws -> ActionRecord.File? {
        guard let recordData = try store.get(.actions, key) else { return nil }
        guard let record = try? JSONDecoder().decode(ActionRecord.self, from: recordData), record.files.count == 1,
            record.bundle == nil, let file = record.files.first
        else {
            reject("an action record that is not wordpack's (ac/\(key))")
            return nil
        }
        return file
    }

    /// Whether `data` has this SHA-256 and size; a mismatch is reported.
    private func verified(_ data: Data, sha256: String, size: Int, entry: String) -> Bool {
        guard data.count == size, FileDigest.sha256(of: data) == sha256 else {
            reject("content that does not match its SHA-256 (\(entry) for \(sha256), \(data.count) of \(size) bytes)")
            return false
        }
        return true
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

/// Whole-set inspection results (what `check` learnt about every recording, every picture) are kept like an
/// output: `ac/<key>` with the result inline, verified the same way; not counted among the outputs.
extension SharedCache: InspectionSharing {
    public func remembered(_ key: String) -> Data? { entry(key)?.0 }

    public func remembered(all keys: [String]) -> [Data?] { CacheTransfers.map(keys) { self.entry($0)?.0 } }

    public func remember(_ key: String, _ data: Data) { _ = put(data, path: "inspection", key: key) }
}
