import Foundation

/// An HTTP server on 127.0.0.1 at a free port, in the test's own process, that answers each request as the test
/// says: a body of given bytes, or an endless one (zeros, with or without a `Content-Length` announcing it) that
/// goes on until the client stops reading, at most `endlessLimit` bytes or `endlessSeconds`. It logs each
/// request line (`GET /wordpack/ac/…`), closes each connection after one answer, and `stop()` (also on deinit)
/// ends everything, whatever happened.
package final class MisbehavingServer: @unchecked Sendable {
    package enum Body: Sendable {
        case bytes(Data)
        /// Zeros until the client stops; `announced`: the `Content-Length` sent (nil: none, the body ends at close).
        case endless(announced: Int?)
    }

    package let port: Int
    private let socket: Int32
    private let answer: @Sendable (_ method: String, _ path: String) -> (status: Int, body: Body)
    private let lock = NSLock()
    private var stopping = false
    private var lines: [String] = []
    private var sent = 0
    private let finished = DispatchGroup()
    package static let endlessLimit = 4_000_000_000
    package static let endlessSeconds = 20.0

    package var url: String { "http://127.0.0.1:\(port)/wordpack" }
    /// Every request line so far, in the order they came.
    package var requests: [String] { lock.withLock { lines } }
    /// How many body bytes went out in all.
    package var bytesSent: Int { lock.withLock { sent } }

    package init(answer: @escaping @Sendable (_ method: String, _ path: String) -> (status: Int, body: Body)) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0, let port = Loopback.bindFreePort(socket, listening: 64) else {
            if socket >= 0 { close(socket) }
            throw SilentServer.NotStarted()
        }
        self.port = port
        self.answer = answer
        finished.enter()
        Thread.detachNewThread { [self] in
            acceptUntilStopped()
            finished.leave()
        }
    }

    deinit { stop() }

    package func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        _ = finished.wait(timeout: .now() + Self.endlessSeconds + 5)
        close(socket)
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func acceptUntilStopped() {
        while !isStopping {
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { continue }
            finished.enter()
            Thread.detachNewThread { [self] in
                serve(connection)
                close(connection)
                finished.leave()
            }
        }
    }

    private func serve(_ connection: Int32) {
        var request = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.range(of: Data("\r\n\r\n".utf8)) == nil, request.count < 65536 {
            var waiting = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard !isStopping, poll(&waiting, 1, 1000) > 0 else { return }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request.append(contentsOf: buffer[0..<count])
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        lock.withLock { lines.append(line) }
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return }
        let method = String(parts[0])
        let (status, body) = answer(method, String(parts[1]))
        var head = "HTTP/1.1 \(status) Test\r\nConnection: close\r\n"
        switch body {
        case .bytes(let data): head += "Content-Length: \(data.count)\r\n"
        case .endless(let announced): if let announced { head += "Content-Length: \(announced)\r\n" }
        }
        guard write(connection, Data((head + "\r\n").utf8)), method != "HEAD" else { return }
        switch body {
        case .bytes(let data):
            _ = write(connection, data)
        case .endless:
            let zeros = Data(count: 1 << 16)
            let start = Date()
            var total = 0
            while total < Self.endlessLimit, Date().timeIntervalSince(start) < Self.endlessSeconds, !isStopping,
                write(connection, zeros)
            {
                total += zeros.count
            }
        }
    }

    /// Sends all of `data`; false when the client went away.
    private func write(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                guard let start = bytes.baseAddress else { return false }
                let count = send(connection, start + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return false }
                offset += count
                lock.withLock { sent += count }
            }
            return true
        }
    }
}
