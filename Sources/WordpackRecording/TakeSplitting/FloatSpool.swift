import Foundation
import WordpackCore

/// Numbers written one after another and read back in order, as many times as needed, a block at a time: kept
/// in a temporary file instead of memory, so that one number per 10 ms frame of a take of any length costs a
/// 64 KB buffer. The file is removed as soon as it is made (only its descriptor is kept, and closed in
/// `deinit`), so nothing is left behind however the program ends.
final class FloatSpool {
    /// The take the numbers are of, named in errors.
    let displayPath: String
    /// How many numbers have been written.
    private(set) var count = 0
    private let descriptor: Int32
    private let folder: String
    private var buffer = [Float](repeating: 0, count: 16384)
    /// Numbers in `buffer` not yet written to the file.
    private var buffered = 0

    init(for displayPath: String) throws {
        self.displayPath = displayPath
        folder = FileManager.default.temporaryDirectory.path
        var template = Array((folder as NSString).appendingPathComponent("wordpack-levels.XXXXXX").utf8CString)
        descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Self.problem(displayPath, folder, errno) }
        unlink(template)
    }

    deinit {
        close(descriptor)
    }

    func append(_ value: Float) throws {
        if buffered == buffer.count { try flush() }
        buffer[buffered] = value
        buffered += 1
        count += 1
    }

    /// Calls `body` with each number, in the order written.
    func forEach(_ body: (Float) throws -> Void) throws {
        try flush()
        var offset: off_t = 0
        while true {
            let read = try buffer.withUnsafeMutableBytes { bytes in
                try retrying { pread(descriptor, bytes.baseAddress, bytes.count, offset) }
            }
            guard read > 0 else { break }
            offset += off_t(read)
            for index in 0..<(read / MemoryLayout<Float>.size) {
                try body(buffer[index])
            }
        }
    }

    private func flush() throws {
        guard buffered > 0 else { return }
        var written = 0
        let bytes = buffered * MemoryLayout<Float>.size
        try buffer.withUnsafeBytes { buffer in
            while written < bytes {
                let count = try retrying { write(descriptor, buffer.baseAddress.map { $0 + written }, bytes - written) }
                guard count > 0 else { throw Self.problem(displayPath, folder, ENOSPC) }
                written += count
            }
        }
        buffered = 0
    }

    /// `call`'s result, called again while it fails with `EINTR`.
    private func retrying(_ call: () -> Int) throws -> Int {
        while true {
            let result = call()
            if result >= 0 { return result }
            guard errno == EINTR else { throw Self.problem(displayPath, folder, errno) }
        }
    }

    private static func problem(_ displayPath: String, _ folder: String, _ code: Int32) -> FileProblem {
        FileProblem(
            file: displayPath,
            "could not be measured: its levels are kept in a temporary file in \(folder), "
                + "which failed (\(String(cString: strerror(code)))).")
    }
}
