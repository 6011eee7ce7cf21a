import Foundation
import WordpackCore

/// A raster master's bytes, read whole (the decoders take memory), no further than a limit; the sentence for a
/// file that is empty, too large or not of the format its name says.
enum MasterBytes {
    /// `kind`: "a WebP picture", for sentences; `extensions`: the names a file of the format has; `isFormat`:
    /// whether the first bytes are the format's signature.
    package static func read(
        _ url: URL, _ displayPath: String, limit: Int, kind: String, extensions: [String], isFormat: (Data) -> Bool
    ) throws -> Data {
        let handle = try RegularFile.handle(url.path, displayPath: displayPath)
        let data = try whole(handle, limit: limit)
        guard !data.isEmpty else { throw FileProblem(file: displayPath, "is empty. Copy or export the picture again.") }
        guard data.count <= limit else {
            throw FileProblem(
                file: displayPath,
                "is larger than the \(limit >> 20) MB wordpack reads of \(kind); export it again smaller.")
        }
        guard isFormat(data) else {
            let start = data.prefix(24)
            let seems =
                start.starts(with: [0x89, 0x50, 0x4E, 0x47])
                ? "a PNG picture" : PNGProblem.kindOfFile(startingWith: start)
            let named = extensions.contains(url.pathExtension.lowercased()) ? "is named .\(url.pathExtension) but " : ""
            throw FileProblem(
                file: displayPath,
                "\(named)is not \(kind)\(seems.map { ": it looks like \($0)" } ?? ""). Open it in a picture editor and "
                    + "export it again.")
        }
        return data
    }

    /// The file's bytes, no more than `limit + 1` of them, read in one call of the size fstat gives (and one more
    /// to find the end): FileHandle's `read(upToCount:)` reads a few kilobytes a call, some 600 system calls for
    /// a camera's photo.
    static func whole(_ handle: FileHandle, limit: Int) throws -> Data {
        let descriptor = handle.fileDescriptor
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 ? max(0, min(Int(info.st_size), limit + 1)) : 0
        let capacity = expected + 1
        guard let buffer = malloc(capacity) else { throw POSIXError(.ENOMEM) }
        var filled = 0
        while filled < capacity {
            let count = Glibc.read(descriptor, buffer + filled, capacity - filled)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                free(buffer)
                throw POSIXError(code)
            }
            if count == 0 { break }
            filled += count
        }
        var data = Data(bytesNoCopy: buffer, count: filled, deallocator: .free)
        // A file that grew since fstat (or that fstat could not size): the rest as FileHandle reads it.
        if filled == capacity, filled <= limit, let rest = try handle.read(upToCount: limit + 1 - filled) {
            data.append(rest)
        }
        return data
    }
}
