import Foundation

/// One command at a time per project: an advisory lock (`flock`) on `.wordpack/lock`, held by every command
/// that writes the build folder or `outputs/` for as long as it runs. A second command waits for the first
/// (or, asked not to wait, stops at once) instead of removing the first one's temporary files and mixing
/// its outputs with the other's. The lock belongs to the open file: it is released when the process ends in
/// any way, a SIGKILL included, so it can never be left behind.
package final class ProjectLock {
    package static let fileName = "lock"

    private let descriptor: Int32

    /// The holder's own words, written into the lock file: `process 1234: wordpack build`.
    let holder: String

    /// Another command holds the project and the caller asked not to wait.
    package struct Busy: Error, CustomStringConvertible {
        var holder: String
        package var description: String {
            "another wordpack command is using this project (\(holder)); try again when it has finished."
        }
    }

    /// Takes the lock of `project` for `command` (`build`, `check`, …). When another process holds it,
    /// `waiting` is called once with a sentence naming that process, and the call waits for it (or throws
    /// `Busy` at once when `wait` is false).
    package convenience init(
        project: Project, command: String, wait: Bool = true, waiting: (String) -> Void = { _ in }
    ) throws {
        try FileManager.default.createDirectory(at: project.buildFolder, withIntermediateDirectories: true)
        let path = project.buildFolder.appendingPathComponent(Self.fileName).path
        let shown = project.displayPath(ofStandardPath: path)
        try self.init(path: path, command: command, wait: wait, waiting: waiting) { reason in
            FileProblem(file: shown, "could not be opened (\(reason)); check that you may write to the project folder.")
        }
    }

    /// The same lock on any file (created when missing): a releases folder's, for one publish at a time.
    /// `unusable` words the problem when the file cannot be opened, from the system's reason.
    package init(
        path: String, command: String, wait: Bool = true, waiting: (String) -> Void = { _ in },
        unusable: (String) -> FileProblem
    ) throws {
        descriptor = Foundation.open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw unusable(String(cString: strerror(errno))) }
        holder = "process \(getpid()): wordpack \(command)"
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let other = Self.holder(in: descriptor)
            guard wait else {
                close(descriptor)
                throw Busy(holder: other)
            }
            waiting("waiting for another wordpack command to finish with this project (\(other))…")
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    throw Busy(holder: other)
                }
            }
        }
        let line = Array((holder + "\n").utf8)
        _ = ftruncate(descriptor, 0)
        _ = line.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        close(descriptor)  // releases the lock
    }

    /// What the holder wrote into the lock file.
    private static func holder(in descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "a process that has just started" : text
    }
}
