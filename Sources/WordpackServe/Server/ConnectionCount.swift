import Foundation
import NIOCore
import NIOHTTP1

/// The connections the review server holds open, up to a limit.
final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts a new connection; false (and not counted) when the limit is reached.
    func open() -> Bool {
        lock.withLock {
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func close() { lock.withLock { count -= 1 } }
}

/// Answers a connection past the limit: 503 to its first request, then closes it (or after 5 s without one).
final class BusyHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let limit: Int

    init(limit: Int) { self.limit = limit }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        channel.eventLoop.scheduleTask(in: .seconds(5)) { channel.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let request) = unwrapInboundIn(data) else { return }
        let answer = ServedResponse.text(
            503, "503 Service Unavailable: the review server has \(limit) connections open; try again later.")
        var headers = HTTPHeaders(answer.headers)
        headers.replaceOrAdd(name: "Connection", value: "close")
        headers.add(name: "Retry-After", value: "5")
        let head = HTTPResponseHead(version: request.version, status: .serviceUnavailable, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(
            wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: answer.body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
