import Foundation

/// A file's size, modification time (nanoseconds since 1970) and inode as `stat` gives them: what tells, without
/// reading the file, that it may have changed. The digest cache keys its digests by it; the spelling check's
/// memory and the live review's snapshot of `review/` compare it.
package struct FileStamp: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var size: Int64
    var modified: Int64
    var inode: UInt64

    package init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The stamp in a `stat` result.
    package init(_ info: stat) {
        self.init(size: Int64(info.st_size), modified: Self.modified(info), inode: UInt64(info.st_ino))
    }

    /// The stamp of the file at `path` (links followed); nil when it cannot be `stat`ed.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The modification time of a `stat` result, in nanoseconds since 1970.
    static func modified(_ info: stat) -> Int64 {
        #if os(Linux)
        let time = info.st_mtim
        #else
        let time = info.st_mtimespec
        #endif
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// "size modified inode".
    package var description: String { "\(size) \(modified) \(inode)" }
}
