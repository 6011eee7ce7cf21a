import Foundation

/// nginx from the machine (Debian's `nginx`, which `make test` installs) serving a WebDAV store that keeps
/// `PUT` bodies, on 127.0.0.1 at a free port, with its configuration, logs and temporary folders in a folder
/// of its own. The test owns the process: `stop()` (also on deinit) kills it, whatever happened. With `tls`, it
/// serves HTTPS with a certificate for 127.0.0.1 from a throwaway CA (`CertificateAuthority`); with `token`, it
/// answers 401 to every request without `Authorization: Bearer <token>`.
final class CacheServer {
    let folder: TemporaryFolder
    let port: Int
    /// The CA that signed the server's certificate, with `tls`.
    let authority: CertificateAuthority?
    private var process: Process?

    /// Where the server keeps what it is sent: `ac/` and `cas/`.
    var store: URL { folder.url.appendingPathComponent("store") }
    var url: String { "\(authority == nil ? "http" : "https")://127.0.0.1:\(port)/wordpack" }
    /// The access log, with each request's Authorization header (to see that the token was sent).
    var accessLog: URL { folder.url.appendingPathComponent("access.log") }

    static var nginx: String? {
        ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    init(tls: Bool = false, token: String? = nil) throws {
        guard let nginx = Self.nginx else { throw Missing() }
        folder = try TemporaryFolder()
        port = try Self.freePort()
        let root = folder.url.path
        authority = tls ? try CertificateAuthority(in: folder.url.appendingPathComponent("tls"), host: "127.0.0.1") : nil
        let listen = authority.map { authority in
            "listen 127.0.0.1:\(port) ssl; ssl_certificate \(authority.serverCertificate.path); "
                + "ssl_certificate_key \(authority.serverKey.path);"
        } ?? "listen 127.0.0.1:\(port);"
        // The token goes into nginx's configuration as a quoted string: one without quotes or backslashes.
        let refuse = token.map { token in
            precondition(!token.contains("\"") && !token.contains("\\"))
            return "if ($http_authorization != \"Bearer \(token)\") { return 401; }"
        } ?? ""
        for sub in ["store/wordpack", "temp"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let configuration = """
            daemon off;
            master_process off;
            worker_processes 1;
            pid \(root)/nginx.pid;
            error_log \(root)/error.log;
            events { worker_connections 256; }
            http {
                log_format wordpack '$request_method $uri $status "$http_authorization"';
                access_log \(root)/access.log wordpack;
                client_body_temp_path \(root)/temp/body;
                proxy_temp_path \(root)/temp/proxy;
                fastcgi_temp_path \(root)/temp/fastcgi;
                uwsgi_temp_path \(root)/temp/uwsgi;
                scgi_temp_path \(root)/temp/scgi;
                client_max_body_size 256m;
                server {
                    \(listen)
                    root \(root)/store;
                    \(refuse)
                    location / {
                        dav_methods PUT;
                        create_full_put_path on;
                        dav_access user:rw group:r all:r;
                    }
                }
            }
            """
        let file = folder.url.appendingPathComponent("nginx.conf")
        try Data(configuration.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nginx)
        process.arguments = ["-p", root, "-c", file.path, "-e", "\(root)/error.log"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        // Ready when it answers.
        for _ in 0..<100 {
            if Self.answers(port) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        stop()
        throw NotStarted(log: (try? String(contentsOf: folder.url.appendingPathComponent("error.log"), encoding: .utf8)) ?? "")
    }

    deinit { stop() }

    /// Stops the server at once (SIGKILL: a server that dies mid-build is the case tests want).
    func stop() {
        guard let process, process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    /// The files the server keeps under `area` (`ac` or `cas`).
    func entries(_ area: String) -> [URL] {
        let folder = store.appendingPathComponent("wordpack").appendingPathComponent(area)
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
    }

    struct Missing: Error {}
    struct NotStarted: Error { var log: String }

    private static func freePort() throws -> Int {
        let socket = tcpSocket()
        defer { close(socket) }
        guard let port = Loopback.bindFreePort(socket) else { throw NotStarted(log: "no free port") }
        return port
    }

    private static func tcpSocket() -> Int32 {
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    }

    private static func answers(_ port: Int) -> Bool {
        let socket = tcpSocket()
        defer { close(socket) }
        var address = Loopback.address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
