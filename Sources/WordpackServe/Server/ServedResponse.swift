import Foundation
import NIOCore

/// The answer to one request for a file of the review site, made without the network (so it is tested alone):
/// status, headers and body. Pages get the live-reload script added; any other file is sent from disk (`file`:
/// the open file and the bytes of it to send, never read into memory here), whole or the range asked for (206,
/// or 416 when the file has no such bytes). `HEAD` gets the headers `GET` would, with no body.
struct ServedResponse: Sendable {
    var status: Int
    var headers: [(String, String)]
    var body: Data
    /// The part of an open file to send after the head; whoever sends it closes the file.
    var file: ServedFile?

    package init(status: Int, headers: [(String, String)], body: Data, file: ServedFile? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.file = file
    }

    /// Part of an open file, sent in chunks as the connection takes them (`FileRegion`: sendfile(2)), so that a
    /// slow reader of a large recording costs no memory.
    struct ServedFile: Sendable {
        let handle: NIOFileHandle
        let offset: Int
        let count: Int

        var region: FileRegion { FileRegion(fileHandle: handle, readerIndex: offset, endIndex: offset + count) }

        /// Closes the file (once: later calls do nothing).
        func close() { try? handle.close() }
    }

    /// The header named `name` (case-insensitive), if any.
    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// A short answer in plain text.
    static func text(_ status: Int, _ text: String, head: Bool = false) -> ServedResponse {
        let body = Data((text + "\n").utf8)
        return ServedResponse(
            status: status,
            headers: [
                ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.count)"),
                ("Cache-Control", "no-store"),
            ], body: head ? Data() : body)
    }

    /// The answer for `path` (resolved by `ReviewPath`); `range`: the `Range` header; `build`: the last build,
    /// written into the pages' script.
    static func file(_ path: ReviewPath, range: String?, head: Bool, build: Int) -> ServedResponse {
        switch path {
        case .refused:
            return text(403, "403 Forbidden: the review server serves only the files of review/.", head: head)
        case .missing(let relative):
            guard relative.hasSuffix(".html") else { return text(404, "404 Not Found: review/\(relative)", head: head) }
            return page(Data(LiveReload.missingPage(relative, build: build).utf8), status: 404, head: head)
        case .file(let file, let relative):
            do {
                if relative.hasSuffix(".html") {
                    let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
                    return page(Data(LiveReload.inject(into: html, build: build).utf8), status: 200, head: head)
                }
                return try bytes(of: file, type: ContentType.of(relative), range: range, head: head)
            } catch {
                return text(404, "404 Not Found: review/\(relative) (\(error.localizedDescription))", head: head)
            }
        }
    }

    private static func page(_ body: Data, status: Int, head: Bool) -> ServedResponse {
        ServedResponse(
            status: status,
            headers: [
                ("Content-Type", ContentType.of("page.html")), ("Content-Length", "\(body.count)"),
                ("Cache-Control", "no-store"),
            ], body: head ? Data() : body)
    }

    /// A file, or the range of it asked for: opened here, its size taken from the open file, its bytes left to be
    /// sent from the disk.
    private static func bytes(of path: String, type: String, range: String?, head: Bool) throws -> ServedResponse {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown)
        }
        let size = Int(info.st_size)
        var headers = [("Content-Type", type), ("Accept-Ranges", "bytes"), ("Cache-Control", "no-store")]
        let (first, last): (Int, Int)
        var status = 200
        switch ByteRange(header: range, size: size) {
        case .whole:
            (first, last) = (0, size - 1)
        case .part(let from, let to):
            (first, last) = (from, to)
            status = 206
            headers.append(("Content-Range", "bytes \(from)-\(to)/\(size)"))
        case .unsatisfiable:
            close(descriptor)
            headers.append(("Content-Range", "bytes */\(size)"))
            headers.append(("Content-Length", "0"))
            return ServedResponse(status: 416, headers: headers, body: Data())
        }
        let count = max(0, last - first + 1)
        headers.append(("Content-Length", "\(count)"))
        guard !head, count > 0 else {
            close(descriptor)
            return ServedResponse(status: status, headers: headers, body: Data())
        }
        let file = ServedFile(
            handle: NIOFileHandle(_deprecatedTakingOwnershipOfDescriptor: descriptor), offset: first, count: count)
        return ServedResponse(status: status, headers: headers, body: Data(), file: file)
    }
}
