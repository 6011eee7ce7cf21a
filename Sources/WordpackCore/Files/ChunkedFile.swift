import Foundation

/// A file read or written with POSIX calls through one buffer of `chunkSize` bytes, however long it is.
final class ChunkedFile {
    static let chunkSize = 1 << 18

    private var descriptor: Int32
    private let url: URL
    private let writing: Bool

    /// Opens `url` for reading, or creates (truncates) it for writing, with the permissions `Data.write` gives
    /// (or `permissions`, less the umask).
    package init(_ url: URL, writing: Bool = false, permissions: mode_t = 0o666) throws {
        let flags = writing ? O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC : O_RDONLY | O_CLOEXEC
        let descriptor = open(url.path, flags, permissions)
        self.url = url
        self.writing = writing
        self.descriptor = descriptor
        guard descriptor >= 0 else { throw error() }
    }

    /// The file already open as `descriptor` (which it now owns and closes), for reading.
    package init(reading descriptor: Int32, url: URL) {
        self.descriptor = descriptor
        self.url = url
        writing = false
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Fills `buffer` as far as the file goes and returns the bytes read: fewer than `buffer.count` only at
    /// the end of the file.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = Foundation.read(descriptor, base + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw error() }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = Foundation.write(descriptor, base + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw error() }
            written += count
        }
    }

    /// Whether `url` exists and holds the same bytes as `file`: the sizes are compared first, then the bytes a
    /// chunk at a time up to the first difference. A `url` that cannot be read is taken to differ.
    static func sameBytes(_ file: URL, _ url: URL) throws -> Bool {
        let source = try ChunkedFile(file)
        guard let size = regularFileSize(url), size == regularFileSize(file), let existing = try? ChunkedFile(url)
        else { return false }
        let buffers = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * chunkSize, alignment: 16)
        defer { buffers.deallocate() }
        let ours = UnsafeMutableRawBufferPointer(rebasing: buffers[0..<chunkSize])
        let theirs = UnsafeMutableRawBufferPointer(rebasing: buffers[chunkSize...])
        guard let oursStart = ours.baseAddress, let theirsStart = theirs.baseAddress else { return false }
        while true {
            let count = try source.read(into: ours)
            guard let read = try? existing.read(into: theirs), read == count else { return false }
            if count == 0 { return true }
            guard memcmp(oursStart, theirsStart, count) == 0 else { return false }
        }
    }

    /// The size of the regular file at `url`; nil when there is none.
    static func regularFileSize(_ url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Copies the bytes of `source` to a new file at `destination`.
    package static func copy(_ source: URL, to destination: URL) throws {
        let input = try ChunkedFile(source)
        let output = try ChunkedFile(destination, writing: true)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try input.read(into: buffer)
            if count == 0 { break }
            try output.write(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        try output.finish()
    }

    /// Closes the file, reporting what the system says when it cannot (a full disk may show only here).
    package func finish() throws {
        let result = close(descriptor)
        descriptor = -1
        guard result == 0 else { throw error() }
    }

    /// The system's reason for the last failed call (`errno`), for this file.
    private func error() -> Error {
        Self.lastError(writing: writing, path: url.path)
    }

    /// The system's reason for the last failed call (`errno`) on the file or folder at `path`.
    static func lastError(writing: Bool, path: String) -> Error {
        let reason = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        return CocoaError(
            writing ? .fileWriteUnknown : .fileReadUnknown,
            userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: reason])
    }
}
