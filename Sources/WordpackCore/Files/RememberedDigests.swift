import Foundation

/// Digests of files, remembered by size, modification time and inode so that a file is read again
/// only when it may have changed. Kept in the build folder between builds, one line per file
/// (`size modified inode sha256 path`), and saved only when something changed.
package final class RememberedDigests: @unchecked Sendable {
    package struct Entry: Equatable {
        var size: Int64
        var modified: Int64
        var inode: UInt64
        var sha256: String
    }

    private var entries: [String: Entry] = [:]
    /// Paths already checked against the disk in this run: inputs do not change during a build, and outputs
    /// are recorded as they are written, so each file is stat-ed once per run.
    private var verified: Set<String> = []
    private var changed = false
    private let lock = NSLock()
    private let url: URL?

    /// A cache kept at `url` (nil: in memory only).
    package init(url: URL?) {
        self.url = url
        guard let url, let data = try? Data(contentsOf: url) else { return }
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // Split by bytes: parsing thousands of lines through String is a noticeable part of a no-op build.
            for line in bytes.split(separator: 0x0A) {
                let fields = line.split(separator: 0x20, maxSplits: 4)
                guard fields.count == 5, let size = Int64(Self.text(fields[0])),
                    let modified = Int64(Self.text(fields[1])), let inode = UInt64(Self.text(fields[2]))
                else { continue }
                entries[Self.text(fields[4])] = Entry(
                    size: size, modified: modified, inode: inode, sha256: Self.text(fields[3]))
            }
        }
    }

    private static func text(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// The SHA-256 of the file at an absolute path without `.` or `..` (such as `Project.path(of:)` gives),
    /// read again only when its size, time or inode changed. Paths are text, not `URL`s: a build looks up
    /// thousands of them.
    package func sha256(atPath path: String) throws -> String {
        lock.lock()
        if verified.contains(path), let known = entries[path] {
            lock.unlock()
            return known.sha256
        }
        lock.unlock()
        let stamp = try Self.stamp(path)
        lock.lock()
        if let known = entries[path], known.size == stamp.size, known.modified == stamp.modified,
            known.inode == stamp.inode
        {
            verified.insert(path)
            lock.unlock()
            return known.sha256
        }
        lock.unlock()
        let digest = try FileDigest.sha256(of: URL(fileURLWithPath: path))
        remember(path: path, stamp: stamp, sha256: digest)
        return digest
    }

    /// Whether this run wrote or read the file at `path` whole and it is still as it was then (`info` is its
    /// `stat` now): what a build stamp may vouch for.
    package func vouches(forPath path: String, _ info: stat) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard verified.contains(path), let known = entries[path] else { return false }
        return known.size == Int64(info.st_size) && known.inode == UInt64(info.st_ino)
            && known.modified == FileStamp.modified(info)
    }

    /// The SHA-256 known for the file at `path` if it was taken when the file had this size, modification time
    /// (nanoseconds) and inode; nil otherwise. No file is read.
    package func knownSHA256(atPath path: String, size: Int64, modified: Int64, inode: UInt64) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = entries[path], known.size == size, known.modified == modified, known.inode == inode
        else { return nil }
        return known.sha256
    }

    /// The file's size as last seen with its digest (after `sha256(of:)` or `record`).
    package func size(atPath path: String) -> Int64? {
        lock.lock()
        defer { lock.unlock() }
        return entries[path]?.size
    }

    /// Records the digest of a file just written, so that it is not read back to be hashed.
    package func record(atPath path: String, sha256: String) {
        guard let stamp = try? Self.stamp(path) else { return }
        remember(path: path, stamp: stamp, sha256: sha256)
    }

    private func remember(path: String, stamp: FileStamp, sha256: String) {
        lock.lock()
        let entry = Entry(size: stamp.size, modified: stamp.modified, inode: stamp.inode, sha256: sha256)
        verified.insert(path)
        if entries[path] != entry {
            entries[path] = entry
            changed = true
        }
        lock.unlock()
    }

    /// Forgets files that no longer exist (after a build removed some).
    package func forget(atPath path: String) {
        lock.lock()
        verified.remove(path)
        if entries.removeValue(forKey: path) != nil { changed = true }
        lock.unlock()
    }

    /// Saves the cache (atomically) when it changed.
    package func save() throws {
        guard let url else { return }
        lock.lock()
        defer { lock.unlock() }
        guard changed || !FileManager.default.fileExists(atPath: url.path) else { return }
        // A line at a time: the whole text (15,000 files at 100,000 words × 30 languages) was 4 MB at once, in the
        // check's highest moment.
        try FileWriter.writeText(to: url) { write in
            for path in entries.keys.sorted() {
                guard let entry = entries[path] else { continue }
                try write("\(entry.size) \(entry.modified) \(entry.inode) \(entry.sha256) \(path)\n")
            }
        }
        changed = false
    }

    /// The file's stamp; throws when it cannot be `stat`ed (it does not exist).
    private static func stamp(_ path: String) throws -> FileStamp {
        guard let stamp = FileStamp(path: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        return stamp
    }
}
