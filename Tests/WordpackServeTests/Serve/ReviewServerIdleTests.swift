import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackServe

/// Idle sockets cannot lock the review server (issue 68): connections that open and send nothing, or send their
/// request head a byte at a time, hold its places only until the idle limit, then a new visitor is served.
@Suite(.serialized) struct ReviewServerIdleTests {
    /// A socket connected to 127.0.0.1:`port` that has sent `bytes` (nothing by default).
    static func connect(port: Int, sending bytes: String = "") throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = Loopback.address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let data = Array(bytes.utf8)
        guard connected == 0, data.isEmpty || write(descriptor, data, data.count) == data.count else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        return descriptor
    }

    @Test(.tags(.slow)) func aFullSetOfIdleSocketsKeepsAVisitorOutOnlyUntilTheIdleLimit() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("review/index.html", Data("<html><body>cards</body></html>".utf8))
        let server = try ReviewServer(
            folder: folder.file("review"), host: "127.0.0.1", port: 0, events: ReviewEvents(), connectionLimit: 3)
        defer { server.stop() }
        // Two that send nothing, one that sends half a request head: every place taken.
        let idle = [
            try Self.connect(port: server.port), try Self.connect(port: server.port),
            try Self.connect(port: server.port, sending: "GET /index.html HTTP/1.1\r\nHost: 127"),
        ]
        defer { for socket in idle { close(socket) } }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try RawHTTP.send("GET", "/index.html", port: server.port).status == 503)
        // Within the limit (10 s) and a little, the idle ones are closed and the visitor is served.
        let started = Date()
        var status = 0
        while Date().timeIntervalSince(started) < 14 {
            status = try RawHTTP.send("GET", "/index.html", port: server.port).status
            if status == 200 { break }
            Thread.sleep(forTimeInterval: 0.5)
        }
        #expect(status == 200)
        let waited = Date().timeIntervalSince(started)
        #expect(waited > 8 && waited < 12, "\(waited) s")
        // The idle sockets were closed by the server: reading gives their end.
        var byte: UInt8 = 0
        var wait = timeval(tv_sec: 2, tv_usec: 0)
        for socket in idle {
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
            #expect(read(socket, &byte, 1) == 0, "an idle socket is still open")
        }
    }

    @Test(.tags(.slow)) func anEventStreamIsNotIdle() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("review/index.html", Data("<html><body>cards</body></html>".utf8))
        let server = try ReviewServer(
            folder: folder.file("review"), host: "127.0.0.1", port: 0, events: ReviewEvents(), connectionLimit: 3)
        defer { server.stop() }
        let stream = try ReviewServerLimitsTests.request("/_events", port: server.port)
        defer { close(stream) }
        Thread.sleep(forTimeInterval: 12)
        // Still open past the idle limit: what it sent, then the wait (-1), never its end (0).
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(stream, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        var last = 0
        repeat { last = read(stream, &buffer, buffer.count) } while last > 0
        #expect(last == -1, "the stream was closed")
    }
}
