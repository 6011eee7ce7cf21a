import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Answers one connection's requests: `GET` and `HEAD` of the review site's files (read on the server's thread
/// pool, off the event loop), and `GET /_events`, the event stream, which stays open.
final class ReviewRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let root: String
    private let events: ReviewEvents
    private let files: NIOThreadPool
    private var request: HTTPRequestHead?
    /// This connection is an event stream.
    private var listening = false

    init(root: String, events: ReviewEvents, files: NIOThreadPool) {
        self.root = root
        self.events = events
        self.files = files
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): request = head
        case .body: break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if listening { events.remove(context.channel) }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.method == .GET || head.method == .HEAD else {
            var answer = ServedResponse.text(405, "405 Method Not Allowed: the review server answers GET and HEAD.")
            answer.headers.append(("Allow", "GET, HEAD"))
            write(answer, for: head, context: context)
            return
        }
        let path = head.uri.prefix { $0 != "?" }
        if path == LiveReload.eventsPath, head.method == .GET {
            listen(head, context: context)
            return
        }
        let (root, build, isHead) = (root, events.build, head.method == .HEAD)
        let range = head.headers.first(name: "range")
        let target = head.uri
        files.runIfActive(eventLoop: context.eventLoop) {
            ServedResponse.file(ReviewPath(target: target, root: root), range: range, head: isHead, build: build)
        }.assumeIsolated().whenComplete { result in
            switch result {
            case .success(let answer):
                guard context.channel.isActive else {
                    answer.file?.close()
                    return
                }
                self.write(answer, for: head, context: context)
            case .failure:
                self.write(.text(503, "503 Service Unavailable: the server is stopping."), for: head, context: context)
            }
        }
    }

    private func write(_ answer: ServedResponse, for request: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = HTTPHeaders(answer.headers)
        let keepAlive = request.isKeepAlive
        if !keepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
        let head = HTTPResponseHead(
            version: request.version, status: HTTPResponseStatus(statusCode: answer.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if request.method != .HEAD, !answer.body.isEmpty {
            let buffer = context.channel.allocator.buffer(bytes: answer.body)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        // A file goes from the disk as the reader takes it (sendfile), then is closed, whatever happened.
        if let file = answer.file {
            context.write(wrapOutboundOut(.body(.fileRegion(file.region))), promise: nil)
        }
        let file = answer.file
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            file?.close()
            if !keepAlive { context.close(promise: nil) }
        }
    }

    /// Starts an event stream: its head, then what `ReviewEvents` sends first; later events come from it.
    private func listen(_ request: HTTPRequestHead, context: ChannelHandlerContext) {
        let query = URLComponents(string: request.uri)?.queryItems ?? []
        let since = query.first { $0.name == "since" }?.value.flatMap(Int.init)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream; charset=utf-8")
        headers.add(name: "Cache-Control", value: "no-store")
        let head = HTTPResponseHead(version: request.version, status: .ok, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        listening = true
        let first = events.listen(context.channel, since: since)
        context.writeAndFlush(
            wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: first)))), promise: nil)
    }
}
