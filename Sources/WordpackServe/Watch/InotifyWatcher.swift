#if canImport(Glibc)
import Foundation
import Glibc

/// Watches `inputs/` (every folder in it, and each folder made later) and `pipeline.json` with Linux's inotify:
/// the kernel tells of each file written, made, removed or renamed, at no cost while nothing changes. The
/// project folder itself is watched for `pipeline.json` and `inputs` by name (editors save by renaming a new
/// file over the old, which a watch on the file itself would lose).
final class InotifyWatcher: ProjectWatcher, @unchecked Sendable {
    package let method = "inotify"
    private let descriptor: Int32
    private let root: String
    private let changes: ChangeQueue
    private let flag = StopFlag()
    /// Watch descriptor → the folder it watches, relative to the project ("" for the project folder). Used by
    /// the watcher's thread only, once started.
    private var folders: [Int32: String] = [:]
    private let failureLock = NSLock()
    private var failed: String?

    /// Why it stopped telling every change (the system's limit of watches reached), if it did.
    package var failure: String? { failureLock.withLock { failed } }

    /// Starts watching the project at `root`; throws when inotify cannot be used at all.
    package init(project root: URL, changes: ChangeQueue) throws {
        self.root = root.standardizedFileURL.path
        self.changes = changes
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw ReviewWatchError.inotify(String(cString: strerror(errno))) }
        guard add("", mask: Self.projectMask) else {
            close(descriptor)
            throw ReviewWatchError.inotify(failed ?? "cannot watch the project folder")
        }
        addTree("inputs")
        if let failed {
            close(descriptor)
            throw ReviewWatchError.inotify(failed)
        }
        let thread = Thread { [self] in run() }
        thread.name = "wordpack inotify"
        thread.start()
    }

    package func stop() { flag.raise() }

    private static let folderMask =
        UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
        | UInt32(IN_MOVE_SELF | IN_ATTRIB) | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW)
    private static let projectMask =
        UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO) | UInt32(IN_ONLYDIR)

    /// Adds a watch on the folder `relative`; false (with `failed` set when the system refused) when it cannot.
    @discardableResult
    private func add(_ relative: String, mask: UInt32 = folderMask) -> Bool {
        let path = relative.isEmpty ? root : root + "/" + relative
        let watch = inotify_add_watch(descriptor, path, mask)
        guard watch >= 0 else {
            if errno == ENOSPC || errno == ENOMEM {
                failureLock.withLock {
                    failed = "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)"
                }
            }
            return false
        }
        folders[watch] = relative
        return true
    }

    /// Adds watches on the folder `relative` and every folder in it (not through symbolic links).
    private func addTree(_ relative: String) {
        guard add(relative) else { return }
        let path = root + "/" + relative
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            var info = stat()
            if lstat(path + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                addTree(relative + "/" + name)
            }
        }
    }

    /// The thread: waits for events (a fifth of a second at a time, to see `stop`), reads and sorts them.
    private func run() {
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !flag.isRaised {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + Int(event.len))]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                handle(watch: event.wd, mask: event.mask, name: name)
                offset += header + Int(event.len)
            }
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: take it as a change, and watch any folder made meanwhile.
            addTree("inputs")
            changes.note("inputs/")
            return
        }
        guard let folder = folders[watch] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[watch] = nil
            return
        }
        let made = mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 && mask & UInt32(IN_ISDIR) != 0
        if folder.isEmpty {
            if name == "pipeline.json" {
                changes.note(name)
            } else if name == "inputs" {
                if made { addTree("inputs") }
                changes.note("inputs/")
            }
            return
        }
        if name.isEmpty {
            changes.note(folder + "/")
            return
        }
        guard !IgnoredFile.contains(name) else { return }
        let path = folder + "/" + name
        if made { addTree(path) }
        changes.note(path)
    }
}
#endif
