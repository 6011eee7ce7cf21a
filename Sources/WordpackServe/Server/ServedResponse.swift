import Foundation

/// The answer to one request for a file of the review site, made without the network (so it is tested alone):
/// status, headers and body. Pages get the live-reload script added; any other file is sent as its bytes, or
/// the range asked for (206, or 416 when the file has no such bytes). `HEAD` gets the headers `GET` would,
/// with no body.
package struct ServedResponse: Sendable {
    package var status: Int
    package var headers: [(String, String)]
    package var body: Data

    package init(status: Int, headers: [(String, String)], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The header named `name` (case-insensitive), if any.
    package func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// A short answer in plain text.
    package static func text(_ status: Int, _ text: String, head: Bool = false) -> ServedResponse {
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
    package static func file(_ path: ReviewPath, range: String?, head: Bool, build: Int) -> ServedResponse {
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

    /// A file's bytes, or the range of them asked for; only those bytes are read.
    private static func bytes(of path: String, type: String, range: String?, head: Bool) throws -> ServedResponse {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
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
            headers.append(("Content-Range", "bytes */\(size)"))
            headers.append(("Content-Length", "0"))
            return ServedResponse(status: 416, headers: headers, body: Data())
        }
        let count = max(0, last - first + 1)
        guard !head, count > 0 else {
            headers.append(("Content-Length", "\(count)"))
            return ServedResponse(status: status, headers: headers, body: Data())
        }
        try handle.seek(toOffset: UInt64(first))
        // What was read, should the file have shrunk since its size was taken.
        let body = try handle.read(upToCount: count) ?? Data()
        headers.append(("Content-Length", "\(body.count)"))
        return ServedResponse(status: status, headers: headers, body: body)
    }
}
