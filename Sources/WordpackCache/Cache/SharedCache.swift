import Foundation
import WordpackCore

/// A build's use of a shared cache: looks work up by action key, takes only content whose SHA-256 and size
/// match the record (and, with trusted keys, only records one of them signed), and stores what the build made
/// (signed, with a signing key; not at all, read-only). Nothing it does stops a build: a wrong or refused entry
/// is ignored (and the output made again), a store that cannot be reached is given up on for the rest of the
/// run; each such problem is one warning, once.
package final class SharedCache: @unchecked Sendable {
    package let store: any CacheStore
    /// How messages name the cache (a folder's path, or a server's address without any secret).
    package let name: String
    package let use: CacheUse
    private let lock = NSLock()
    private var unreachable = false
    private var warned: Set<String> = []
    private var messages: [String] = []
    private var counts = (fetched: 0, stored: 0, rejected: 0)
    private var refusals: [CacheRefusal: Int] = [:]
    /// Records an audit found false: not taken again in this run.
    private var distrusted: Set<String> = []
    /// Contents larger than `largeContent` are fetched one at a time, so that the transfers side by side hold
    /// at most one of them in memory.
    private let largeTransfers = DispatchSemaphore(value: 1)
    static let largeContent = 32 << 20

    package init(store: any CacheStore, name: String, use: CacheUse = CacheUse()) {
        self.store = store
        self.name = name
        self.use = use
    }

    /// The cache at `location`: a folder, or an `http://` or `https://` address, which `settings` says how to
    /// talk to (a problem in them is a warning).
    package static func open(
        _ location: String, settings: HTTPCacheSettings, use: CacheUse = CacheUse(), relativeTo base: URL
    ) -> SharedCache {
        if location.hasPrefix("http://") || location.hasPrefix("https://"), let url = URL(string: location) {
            let store = HTTPCacheStore(prefix: url, settings: settings)
            let cache = SharedCache(store: store, name: store.displayName, use: use)
            for problem in settings.problems { cache.warn("the shared cache \(store.displayName): \(problem)") }
            return cache
        }
        let folder = (location.hasPrefix("/") ? URL(fileURLWithPath: location) : base.appendingPathComponent(location))
            .standardizedFileURL
        return SharedCache(store: FolderCacheStore(folder: folder), name: folder.path, use: use)
    }

    /// The warnings so far, each once, in the order they happened; then how many records were refused for
    /// their signatures, in one sentence.
    package var warnings: [String] { lock.withLock { messages + (refusalSummary.map { [$0] } ?? []) } }
    package var fetchedCount: Int { lock.withLock { counts.fetched } }
    package var storedCount: Int { lock.withLock { counts.stored } }
    /// How many entries were refused as bad (each reported in `warnings`, the same kind once).
    var rejectedCount: Int { lock.withLock { counts.rejected } }

    /// The verified bytes of the output `key` made, with their SHA-256, or nil (not there, wrong, refused, or
    /// the cache unreachable). A small output comes inline in its record: one request.
    package func fetch(_ key: String) -> (Data, String)? {
        guard let found = entry(key) else { return nil }
        lock.withLock { counts.fetched += 1 }
        return found
    }

    private func entry(_ key: String) -> (Data, String)? {
        asking { () -> (Data, String)? in
            guard let record = try record(key) else { return nil }
            guard record.bundle == nil, record.files.count == 1, let file = record.files.first else {
                reject("an action record that is not wordpack's (ac/\(key))")
                return nil
            }
            guard let data = try file.contents ?? content(file.sha256, size: file.size) else {
                reject("an action record whose content is missing (cas/\(file.sha256))")
                return nil
            }
            guard verified(data, sha256: file.sha256, size: file.size, entry: file.contents == nil ? "cas" : "ac")
            else {
                return nil
            }
            return (data, file.sha256)
        } ?? nil
    }

    /// Stores `data`, the output at `path` that the work `key` made: a small output inline in its record
    /// (one request), else the content first, then the record. The content is put without asking whether
    /// the store has it: a `PUT` of content under its own SHA-256 leaves the same entry either way.
    package func store(_ data: Data, path: String, key: String) {
        if put(data, path: path, key: key) { lock.withLock { counts.stored += 1 } }
    }

    private func put(_ data: Data, path: String, key: String) -> Bool {
        guard !use.readOnly else { return false }
        let digest = FileDigest.sha256(of: data)
        let inline = data.count <= ActionRecord.inlineLimit
        return asking { () -> Bool in
            if !inline { try store.put(.content, digest, data) }
            let file = ActionRecord.File(path: path, sha256: digest, size: data.count, contents: inline ? data : nil)
            try store.put(.actions, key, signed(ActionRecord(files: [file]), key))
            return true
        } ?? false
    }

    /// The record `ac/<key>`, when there is one that this build takes: of wordpack's shape, and signed by a
    /// trusted key when there are any (a record refused is counted or reported, and nil).
    func record(_ key: String) throws -> ActionRecord? {
        guard !lock.withLock({ distrusted.contains(key) }) else { return nil }
        guard let data = try store.get(.actions, key, limit: ActionRecord.sizeLimit) else { return nil }
        guard let record = ActionRecord.decoded(data) else {
            reject("an action record that is not wordpack's (ac/\(key))")
            return nil
        }
        if let trusted = use.trustedKeys, let refusal = record.refusal(action: key, trusting: trusted) {
            lock.withLock { refusals[refusal, default: 0] += 1 }
            return nil
        }
        return record
    }

    /// The content `cas/<sha256>`, read no further than the `size` its record states.
    func content(_ sha256: String, size: Int) throws -> Data? {
        guard size > Self.largeContent else { return try store.get(.content, sha256, limit: size) }
        largeTransfers.wait()
        defer { largeTransfers.signal() }
        return try store.get(.content, sha256, limit: size)
    }

    /// The record's bytes as stored: signed when this build holds a signing key.
    func signed(_ record: ActionRecord, _ key: String) -> Data {
        (use.signingKey.map { record.signed(action: key, with: $0) } ?? record).encoded()
    }

    /// Runs `work` against the store: an entry refused is reported and the cache kept; a store that cannot be
    /// asked is given up on. Nil when either happened, or the cache was given up on before.
    func asking<T>(_ work: () throws -> T) -> T? {
        guard !isUnreachable else { return nil }
        do {
            return try work()
        } catch let refused as CacheEntryRefused {
            reject("an entry that cannot be taken (\(refused.description))")
        } catch {
            giveUp(error)
        }
        return nil
    }

    /// Whether `data` has this SHA-256 and size; a mismatch is reported.
    func verified(_ data: Data, sha256: String, size: Int, entry: String) -> Bool {
        guard data.count == size, FileDigest.sha256(of: data) == sha256 else {
            reject("content that does not match its SHA-256 (\(entry) for \(sha256), \(data.count) of \(size) bytes)")
            return false
        }
        return true
    }

    /// Takes nothing more from the record `ac/<key>` in this run: an audit found it false.
    package func distrust(_ key: String) { _ = lock.withLock { distrusted.insert(key) } }

    func countFetched(_ count: Int) { lock.withLock { counts.fetched += count } }

    private var isUnreachable: Bool { lock.withLock { unreachable } }

    private func giveUp(_ error: Error) {
        let reason = (error as? CacheStoreFailure)?.description ?? "\(type(of: error))"
        lock.withLock { unreachable = true }
        warn("the shared cache \(name) cannot be used (\(reason)); this build goes on without it")
    }

    func reject(_ what: String) {
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

    /// "the shared cache … refused 191 records (191 not signed); …", or nil when none was refused.
    private var refusalSummary: String? {
        let total = refusals.values.reduce(0, +)
        guard total > 0 else { return nil }
        var reasons: [String] = []
        if let count = refusals[.unsigned] { reasons.append("\(count) not signed") }
        let untrusted = refusals.compactMap { refusal, count -> (String, Int)? in
            if case .untrusted(let name) = refusal { return (name, count) }
            return nil
        }.sorted { $0.0 < $1.0 }
        if !untrusted.isEmpty {
            let count = untrusted.reduce(0) { $0 + $1.1 }
            reasons.append("\(count) signed by a key not trusted (\(untrusted.map(\.0).joined(separator: ", ")))")
        }
        if let count = refusals[.badSignature] { reasons.append("\(count) with a signature that does not hold") }
        return "the shared cache \(name) holds \(total) record\(total == 1 ? "" : "s") no trusted key signed ("
            + reasons.joined(separator: ", ") + "); they were ignored and what they name made here"
    }
}

/// Whole-set inspection results (what `check` learnt about every recording, every picture) are kept like an
/// output: `ac/<key>` with the result inline, verified the same way; not counted among the outputs.
extension SharedCache: InspectionSharing {
    package func remembered(_ key: String) -> Data? { entry(key)?.0 }

    package func remembered(all keys: [String]) -> [Data?] { CacheTransfers.map(keys) { self.entry($0)?.0 } }

    package func remember(_ key: String, _ data: Data) { _ = put(data, path: "inspection", key: key) }
}
