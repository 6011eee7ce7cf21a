import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The review site served over HTTP with SwiftNIO: the files of one folder (`review/`), read-only, on one event
/// loop and one thread for reading files, plus the event stream that tells open pages to reload.
final class ReviewServer: Sendable {
    /// Why the server could not start.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    private let group: MultiThreadedEventLoopGroup
    private let files: NIOThreadPool
    private let channel: any Channel
    private let keepAlive: RepeatedTask
    let events: ReviewEvents
    /// The address it listens on, as bound (the port chosen when 0 was asked for).
    package let host: String
    package let port: Int

    /// How many connections it holds open at most (pages' event streams and readers of files alike); one more
    /// is answered 503 and closed. A connection that asks for nothing is closed after `IdleTimeout.limit`.
    static let connectionLimit = 128

    /// Serves `folder` on `host`:`port` (0: a free port); the folder must exist.
    /// Every admitted connection is closed when it sends no request head within `idleLimit` of opening or of
    /// its last answer (`IdleTimeout`).
    package init(
        folder: URL, host: String, port: Int, events: ReviewEvents, connectionLimit: Int = ReviewServer.connectionLimit,
        idleLimit: TimeAmount = IdleTimeout.limit
    ) throws {
        guard let root = ReviewPath.realPath(folder.path) else {
            throw Unavailable(description: "\(folder.path) does not exist")
        }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let files = NIOThreadPool(numberOfThreads: 1)
        files.start()
        let connections = ConnectionCount(limit: connectionLimit)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                let admitted = connections.open()
                channel.closeFuture.whenComplete { _ in if admitted { connections.close() } }
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    if admitted { try channel.pipeline.syncOperations.addHandler(IdleTimeout(limit: idleLimit)) }
                    try channel.pipeline.syncOperations.addHandler(
                        admitted
                            ? ReviewRequestHandler(root: root, events: events, files: files)
                            : BusyHandler(limit: connectionLimit) as any ChannelHandler)
                }
            }
            .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
        do {
            channel = try bootstrap.bind(host: host, port: port).wait()
        } catch {
            try? files.syncShutdownGracefully()
            try? group.syncShutdownGracefully()
            throw Unavailable(description: Self.bindFailure(error, host: host, port: port))
        }
        self.group = group
        self.files = files
        self.events = events
        self.host = host
        self.port = channel.localAddress?.port ?? port
        keepAlive = group.next().scheduleRepeatedTask(initialDelay: .seconds(15), delay: .seconds(15)) { _ in
            events.ping()
        }
    }

    /// Why binding failed, in a sentence: a port in use names it and `--port`.
    static func bindFailure(_ error: any Error, host: String, port: Int) -> String {
        if (error as? IOError)?.errnoCode == EADDRINUSE {
            return "port \(port) on \(host) is already in use (by another program, or another `wordpack review "
                + "--watch`): choose another with --port, or leave --port out to take a free one"
        }
        return "cannot listen on \(host):\(port) (\(error))"
    }

    /// The site's address, as a browser opens it.
    var url: String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
    }

    /// Stops listening, ends every connection and waits for the threads to finish.
    func stop() {
        keepAlive.cancel()
        try? channel.close().wait()
        events.closeAll()
        try? group.syncShutdownGracefully()
        try? files.syncShutdownGracefully()
    }
}
