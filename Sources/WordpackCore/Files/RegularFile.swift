import Foundation

/// Opens input files so that nothing but a regular file is ever read: a named pipe would block forever and a
/// device such as `/dev/zero` would never end. The file is opened without blocking, checked with `fstat` on
/// the open descriptor (so it cannot be swapped between the check and the read), and only then read.
///
/// Folder listings already refuse such entries (`FolderListing`); this is the last guard, for a file replaced
/// while a build runs and for readers that are handed a path.
package enum RegularFile {
    /// An open descriptor of the regular file at `path`, in blocking mode; the caller closes it.
    /// `displayPath` names the file in the `FileProblem` thrown for anything but a regular file; a file that
    /// cannot be opened throws the system's `POSIXError`, which each reader words in its own way.
    package static func open(_ path: String, displayPath: String) throws -> Int32 {
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            let kind = fstat(descriptor, &info) == 0 ? kindName(info.st_mode) : "not a file"
            close(descriptor)
            throw FileProblem(file: displayPath, notAFile(kind))
        }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        return descriptor
    }

    /// Throws when `path` is there but is not a regular file: for libraries that open the path themselves
    /// (a file that cannot be opened at all is left to the library to report in its own words).
    package static func check(_ path: String, displayPath: String) throws {
        do {
            Foundation.close(try open(path, displayPath: displayPath))
        } catch is POSIXError {}
    }

    /// A `FileHandle` on the regular file at `path`, closed when released.
    package static func handle(_ path: String, displayPath: String) throws -> FileHandle {
        FileHandle(fileDescriptor: try open(path, displayPath: displayPath), closeOnDealloc: true)
    }

    /// The whole of a small regular file.
    package static func contents(_ path: String, displayPath: String) throws -> Data {
        let handle = try handle(path, displayPath: displayPath)
        return try handle.readToEnd() ?? Data()
    }

    /// "a named pipe (FIFO)": what a file-system entry of this mode is, for messages.
    package static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a file"
        }
    }

    /// The sentence for an entry that is not a regular file where one is expected.
    package static func notAFile(_ kind: String) -> String {
        "is \(kind), not a regular file; wordpack reads only regular files. Put the file itself here."
    }
}
