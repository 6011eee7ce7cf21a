import Foundation
import NIOCore
import NIOHTTP1

/// The event stream open pages listen to (`/_events`, Server-Sent Events): `building` when a build starts,
/// `build` when it ends (with the pages it changed, which reload), and `state` (the last build's status) to a
/// page as it connects. A page connects with the build it was served from (`?since=N`): a page that changed
/// in a build after that one is told at once, so no change is missed between a page's load and its connection.
final class ReviewEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var status = BuildStatus(build: 0, ok: true)
    /// Page → the build that last changed it.
    private var lastChanged: [String: Int] = [:]
    private var listeners: [ObjectIdentifier: any Channel] = [:]

    package init() {}

    /// The number of the last build that finished.
    var build: Int { lock.withLock { status.build } }

    /// How many pages are listening.
    var listenerCount: Int { lock.withLock { listeners.count } }

    /// Adds `channel` (whose response head is sent) as a listener; returns what to send it first.
    func listen(_ channel: any Channel, since: Int?) -> String {
        lock.withLock {
            listeners[ObjectIdentifier(channel)] = channel
            var text = "retry: 500\n\n"
            if let since {
                let missed = lastChanged.filter { $0.value > since }.keys.sorted()
                if !missed.isEmpty {
                    var catchUp = status
                    catchUp.changed = missed
                    text += Self.event("build", catchUp)
                }
            }
            return text + Self.event("state", status)
        }
    }

    func remove(_ channel: any Channel) {
        lock.withLock { _ = listeners.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Tells every page that a build started.
    func building() {
        var now = lock.withLock {
            status.building = true
            return status
        }
        now.changed = []
        send(Self.event("building", now))
    }

    /// Tells every page how a build ended.
    func finished(_ finished: BuildStatus) {
        lock.withLock {
            status = finished
            for page in finished.changed { lastChanged[page] = finished.build }
        }
        send(Self.event("build", finished))
    }

    /// A comment line, which keeps connections open through proxies and finds the closed ones.
    func ping() { send(": ping\n\n") }

    /// Ends every page's stream.
    func closeAll() {
        let all = lock.withLock {
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        for channel in all { channel.close(promise: nil) }
    }

    private func send(_ text: String) {
        let all = lock.withLock { Array(listeners.values) }
        for channel in all {
            let buffer = channel.allocator.buffer(string: text)
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer)), promise: nil)
        }
    }

    /// One event: `event: NAME`, then the status as JSON.
    static func event(_ name: String, _ status: BuildStatus) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(name)\ndata: \(json)\n\n"
    }
}
