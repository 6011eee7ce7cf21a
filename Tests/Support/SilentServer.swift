import Foundation

/// A cache server that hangs: a socket on 127.0.0.1 at a free port, in the test's own process, that accepts every
/// connection and never answers a byte. It counts the connections (each request that waited on it opened one) and
/// keeps them open until `stop()` (also on deinit), which closes everything, whatever happened.
package final class SilentServer {
    package let port: Int
    private let listener: Listener

    package var url: String { "http://127.0.0.1:\(port)/wordpack" }
    /// How many connections clients opened so far.
    package var connectionCount: Int { listener.count }

    package init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw NotStarted() }
        guard let port = Loopback.bindFreePort(socket, listening: 128) else {
            close(socket)
            throw NotStarted()
        }
        self.port = port
        listener = Listener(socket: socket)
        let listener = self.listener
        Thread.detachNewThread { listener.acceptUntilStopped() }
    }

    deinit { stop() }

    package func stop() { listener.stop() }

    package struct NotStarted: Error {}
}

/// The accepting side, on a thread of its own: it polls the listening socket (a tenth of a second at a time, so
/// that it sees `stop()`), accepts and holds each connection.
private final class Listener: @unchecked Sendable {
    private let socket: Int32
    private let lock = NSLock()
    private var connections: [Int32] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    init(socket: Int32) { self.socket = socket }

    var count: Int { lock.withLock { connections.count } }

    func acceptUntilStopped() {
        defer { finished.signal() }
        while !lock.withLock({ stopping }) {
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let connection = accept(socket, nil, nil)
            if connection >= 0 { lock.withLock { connections.append(connection) } }
        }
    }

    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        finished.wait()
        lock.withLock {
            for connection in connections { close(connection) }
            close(socket)
        }
    }
}
