import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackServe

/// The review server under load (issue 46): files are sent from the disk in chunks, so ten readers of a 200 MB
/// file that read nothing leave its memory flat (the real binary, its resident size read from /proc); it holds a
/// limited number of connections; a port in use is one sentence naming it and `--port`.
@Suite(.serialized) struct ReviewServerLimitsTests {
    /// A connected socket to 127.0.0.1:`port` that sent `GET target` and reads nothing until told.
    static func request(_ target: String, port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = Loopback.address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let bytes = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard connected == 0, write(descriptor, bytes, bytes.count) == bytes.count else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        return descriptor
    }

    /// Reads `descriptor` to its end (at most `wait` seconds without a byte), counting the bytes; the head's end
    /// is where the body starts.
    static func drain(_ descriptor: Int32, wait: Int = 30) -> (total: Int, head: Data) {
        var timeout = timeval(tv_sec: wait, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        var head = Data()
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            if head.count < 4096 { head.append(contentsOf: buffer[0..<min(count, 4096)]) }
            total += count
        }
        return (total, head)
    }

    /// A `kB` line of `/proc/PID/status`, in bytes.
    static func status(_ key: String, of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix(key + ":") }
        return line.flatMap { Int($0.dropFirst(key.count + 1).filter(\.isNumber)) }.map { $0 * 1024 }
    }

    @Test func tenSlowReadersOfA200MBFileLeaveTheServersMemoryFlat() throws {
        let project = try TemporaryFolder()
        _ = try project.write("pipeline.json", Data("{\"version\": 1, \"apps\": {}}".utf8))
        let review = try WatchedReview(project: project.url)
        defer { review.stop() }
        let port = try #require(URL(string: review.url)?.port)
        // 200 MB (sparse: its pages cost the disk nothing), after the first build so that no build touches it.
        let size = 200 << 20
        let big = project.file("review/media/big.wav")
        try FileManager.default.createDirectory(at: big.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()

        let pid = review.process.processIdentifier
        let before = try #require(Self.status("VmRSS", of: pid))
        let readers = try (0..<10).map { _ in try Self.request("/media/big.wav", port: port) }
        defer { for reader in readers { close(reader) } }
        // One reader that reads it all meanwhile, and gets every byte.
        let whole = try Self.request("/media/big.wav", port: port)
        let read = Self.drain(whole)
        close(whole)
        #expect(String(decoding: read.head, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
        #expect(String(decoding: read.head, as: UTF8.self).contains("Content-Length: \(size)"))
        let headLength = try #require(read.head.range(of: Data("\r\n\r\n".utf8))).upperBound
        #expect(read.total - headLength == size)
        // The ten that read nothing, watched for three seconds more.
        var most = 0
        for _ in 0..<30 {
            most = max(most, Self.status("VmRSS", of: pid) ?? 0)
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(review.process.isRunning)
        #expect(most - before < 64 << 20, "\(before >> 20) MB before, \(most >> 20) MB at most with 10 slow readers")
    }

    @Test func aPortInUseIsOneSentenceNamingItAndTheOption() throws {
        let taken = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(taken) }
        let port = try #require(Loopback.bindFreePort(taken, listening: 4))
        let project = try TemporaryFolder()
        _ = try project.write("pipeline.json", Data("{\"version\": 1, \"apps\": {}}".utf8))
        let result = try WordpackBinary.run(["review", "--watch", "--port", "\(port)"], in: project.url, timeout: 60)
        #expect(result.status != 0)
        #expect(
            result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
                == "error: cannot serve review/: port \(port) on 127.0.0.1 is already in use (by another program, or "
                + "another `wordpack review --watch`): choose another with --port, or leave --port out to take a free "
                + "one",
            "\(result.standardError)")
    }

    @Test func connectionsPastTheLimitAreAnswered503() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("review/index.html", Data("<html><body>cards</body></html>".utf8))
        let server = try ReviewServer(
            folder: folder.file("review"), host: "127.0.0.1", port: 0, events: ReviewEvents(), connectionLimit: 3)
        defer { server.stop() }
        // Three event streams hold their connections open.
        var streams = try (0..<3).map { _ in try Self.request("/_events", port: server.port) }
        defer { for stream in streams where stream >= 0 { close(stream) } }
        Thread.sleep(forTimeInterval: 0.3)
        let refused = try RawHTTP.send("GET", "/index.html", port: server.port)
        #expect(refused.status == 503)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("3 connections open"))
        // One closed, the next is served.
        close(streams[0])
        streams[0] = -1
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try RawHTTP.send("GET", "/index.html", port: server.port).status == 200)
    }
}
