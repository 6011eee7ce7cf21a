import NIOCore
import NIOHTTP1

/// Closes a connection that holds a place among the server's `connectionLimit` without asking for anything: one
/// that sends no complete request head within `limit` of opening, or of its last answer's end (an idle
/// keep-alive connection, or one that sends its head a byte at a time). A connection whose answer is still being
/// sent (a file, a page's event stream) is not idle. So a full set of idle sockets keeps a new visitor out for
/// `limit` at most.
final class IdleTimeout: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How long a connection may wait for its request head: 10 s.
    static let limit = TimeAmount.seconds(10)

    private let limit: TimeAmount
    private var timer: Scheduled<Void>?

    init(limit: TimeAmount = IdleTimeout.limit) { self.limit = limit }

    func handlerAdded(context: ChannelHandlerContext) { start(context) }

    func handlerRemoved(context: ChannelHandlerContext) { stop() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { stop() }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd: Bool
        if case .end = unwrapOutboundIn(data) { isEnd = true } else { isEnd = false }
        context.write(data, promise: promise)
        // The answer is sent: the connection waits for its next request head, for `limit` at most.
        if isEnd { start(context) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    private func start(_ context: ChannelHandlerContext) {
        stop()
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }

    private func stop() {
        timer?.cancel()
        timer = nil
    }
}
