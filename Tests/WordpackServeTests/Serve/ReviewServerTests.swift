import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackServe

/// The review server (SwiftNIO) on a small site in a temporary folder, asked with raw requests: it serves the
/// folder's files only (not `/../pipeline.json`, not `%2e%2e`, not a link pointing out), answers ranges of a WAV
/// with 206 and exactly those bytes (416 past the end), `HEAD` with the headers and no body, with the right
/// content types, and adds the live-reload script to pages as it sends them, not to the files.
@Suite struct ReviewServerTests {
    let project: TemporaryFolder
    let server: ReviewServer
    let page = "<!DOCTYPE html>\n<html><body>\n<p>cards</p>\n</body>\n</html>\n"
    let wav: Data

    init() throws {
        project = try TemporaryFolder()
        try Data("{\"version\": 1, \"apps\": {}}".utf8).write(to: project.file("pipeline.json"))
        let review = project.file("review")
        try FileManager.default.createDirectory(
            at: review.appendingPathComponent("media/a"), withIntermediateDirectories: true)
        try Data(page.utf8).write(to: review.appendingPathComponent("index.html"))
        wav = Data((0..<4000).map { UInt8($0 % 251) })
        try wav.write(to: review.appendingPathComponent("media/a/cat.wav"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: review.appendingPathComponent("media/a/cat.png"))
        try Data("<svg/>".utf8).write(to: review.appendingPathComponent("media/a/cat.svg"))
        try Data("{}".utf8).write(to: review.appendingPathComponent(".media.json"))
        try FileManager.default.createSymbolicLink(
            at: review.appendingPathComponent("out.json"), withDestinationURL: project.file("pipeline.json"))
        server = try ReviewServer(folder: review, host: "127.0.0.1", port: 0, events: ReviewEvents())
    }

    func get(_ target: String, headers: [String: String] = [:], method: String = "GET", wait: Int = 10) throws
        -> RawHTTP.Answer
    {
        try RawHTTP.send(method, target, port: server.port, headers: headers, wait: wait)
    }

    @Test func pathsThatLeaveTheFolderAreRefused() throws {
        defer { server.stop() }
        for target in [
            "/../pipeline.json", "/%2e%2e/pipeline.json", "/%2E%2E/pipeline.json", "/media/../../pipeline.json",
            "/media/%2e%2e/%2e%2e/pipeline.json", "/..%2fpipeline.json", "/out.json", "/.media.json",
        ] {
            let answer = try get(target)
            #expect(answer.status == 403, "\(target): \(answer.status)")
            #expect(!String(decoding: answer.body, as: UTF8.self).contains("version"), "\(target)")
        }
        #expect(try get("/nothing.png").status == 404)
        #expect(try get("/media").status == 404)
    }

    @Test func rangesOfARecording() throws {
        defer { server.stop() }
        let part = try get("/media/a/cat.wav", headers: ["Range": "bytes=100-199"])
        #expect(part.status == 206)
        #expect(part.headers["content-range"] == "bytes 100-199/4000")
        #expect(part.headers["content-length"] == "100")
        #expect(part.body == wav[100..<200])
        let tail = try get("/media/a/cat.wav", headers: ["Range": "bytes=-10"])
        #expect(tail.status == 206 && tail.body == wav[3990..<4000])
        let open = try get("/media/a/cat.wav", headers: ["Range": "bytes=3000-"])
        #expect(open.status == 206 && open.body == wav[3000...])
        let beyond = try get("/media/a/cat.wav", headers: ["Range": "bytes=4000-"])
        #expect(beyond.status == 416)
        #expect(beyond.headers["content-range"] == "bytes */4000")
        let whole = try get("/media/a/cat.wav")
        #expect(whole.status == 200 && whole.body == wav && whole.headers["accept-ranges"] == "bytes")
    }

    @Test func headHasTheHeadersAndNoBody() throws {
        defer { server.stop() }
        let head = try get("/media/a/cat.wav", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "4000")
        #expect(head.body.isEmpty)
        let page = try get("/", method: "HEAD")
        #expect(page.status == 200 && page.body.isEmpty)
        #expect(Int(page.headers["content-length"] ?? "") == (try get("/")).body.count)
        #expect(try get("/", method: "POST").status == 405)
    }

    @Test func contentTypes() throws {
        defer { server.stop() }
        #expect(try get("/").headers["content-type"] == "text/html; charset=utf-8")
        #expect(try get("/media/a/cat.wav").headers["content-type"] == "audio/wav")
        #expect(try get("/media/a/cat.png").headers["content-type"] == "image/png")
        #expect(try get("/media/a/cat.svg").headers["content-type"] == "image/svg+xml")
        for (name, type) in [
            ("a.mp3", "audio/mpeg"), ("a.caf", "audio/x-caf"), ("a.m4a", "audio/mp4"), ("a.json", "application/json"),
            ("a.obz", "application/zip"), ("a.css", "text/css; charset=utf-8"), ("a.JPG", "image/jpeg"),
            ("a.js", "text/javascript; charset=utf-8"), ("a", "application/octet-stream"),
        ] {
            #expect(ContentType.of(name) == type, "\(name)")
        }
    }

    @Test func pagesGetTheScriptAsServedNotOnDisk() throws {
        defer { server.stop() }
        let served = String(decoding: try get("/index.html").body, as: UTF8.self)
        #expect(served.contains("const since = 0;") && served.contains("new EventSource('/_events?since=' + since)"))
        #expect(served.hasPrefix("<!DOCTYPE html>\n<html><body>\n<p>cards</p>\n<script id=\"wordpack-watch-script\">"))
        #expect(served.hasSuffix("</script>\n</body>\n</html>\n"))
        let disk = try String(contentsOf: project.file("review/index.html"), encoding: .utf8)
        #expect(disk == page)
    }

    @Test func theEventStreamTellsOfABuild() throws {
        defer { server.stop() }
        let events = server.events
        events.finished(BuildStatus(build: 1, ok: true, changed: ["index.html"]))
        // A page served before build 1 is told at once that it changed.
        let answer = try get("/_events?since=0", wait: 1)
        #expect(answer.headers["content-type"] == "text/event-stream; charset=utf-8")
        let text = String(decoding: answer.body, as: UTF8.self)
        #expect(
            text.contains("event: build\ndata: {\"build\":1,\"building\":false,\"changed\":[\"index.html\"]"), "\(text)"
        )
        #expect(text.contains("event: state\n"), "\(text)")
    }
}
