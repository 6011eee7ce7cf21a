import Foundation

/// nginx from the machine (Debian's `nginx`, which `make test` installs) serving a WebDAV store that keeps
/// `PUT` bodies, on 127.0.0.1 at a free port, with its configuration, logs and temporary folders in a folder
/// of its own. The test owns the process: `stop()` (also on deinit) kills it, whatever happened. With `tls`, it
/// serves HTTPS with a certificate for 127.0.0.1 from a throwaway CA (`CertificateAuthority`); with `token`, it
/// answers 401 to every request without `Authorization: Bearer <token>`.
package final class CacheServer {
    package let folder: TemporaryFolder
    package let port: Int
    /// The CA that signed the server's certificate, with `tls`.
    package let authority: CertificateAuthority?
    private let server: NginxServer

    /// Where the server keeps what it is sent: `ac/` and `cas/`.
    package var store: URL { folder.url.appendingPathComponent("store") }
    package var url: String { "\(authority == nil ? "http" : "https")://127.0.0.1:\(port)/wordpack" }
    /// The access log, with each request's Authorization header (to see that the token was sent).
    package var accessLog: URL { folder.url.appendingPathComponent("access.log") }

    package static var nginx: String? { NginxServer.executable }

    package init(tls: Bool = false, token: String? = nil) throws {
        guard Self.nginx != nil else { throw Missing() }
        folder = try TemporaryFolder()
        authority =
            tls ? try CertificateAuthority(in: folder.url.appendingPathComponent("tls"), host: "127.0.0.1") : nil
        // The token goes into nginx's configuration as a quoted string: one without quotes or backslashes.
        let refuse =
            token.map { token in
                precondition(!token.contains("\"") && !token.contains("\\"))
                return "if ($http_authorization != \"Bearer \(token)\") { return 401; }"
            } ?? ""
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("store/wordpack"), withIntermediateDirectories: true)
        let authority = self.authority
        do {
            server = try NginxServer(in: folder.url) { port, root in
                let listen =
                    authority.map { authority in
                        "listen 127.0.0.1:\(port) ssl; ssl_certificate \(authority.serverCertificate.path); "
                            + "ssl_certificate_key \(authority.serverKey.path);"
                    } ?? "listen 127.0.0.1:\(port);"
                return """
                    log_format wordpack '$request_method $uri $status "$http_authorization"';
                    access_log \(root)/access.log wordpack;
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
                    """
            }
        } catch let failure as NginxServer.NotStarted {
            throw NotStarted(log: failure.log)
        } catch is NginxServer.Missing {
            throw Missing()
        }
        port = server.port
    }

    deinit { server.stop() }

    /// Stops the server at once (SIGKILL: a server that dies mid-build is the case tests want).
    package func stop() { server.stop() }

    /// The files the server keeps under `area` (`ac` or `cas`).
    package func entries(_ area: String) -> [URL] {
        let folder = store.appendingPathComponent("wordpack").appendingPathComponent(area)
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
    }

    package struct Missing: Error {}
    package struct NotStarted: Error { var log: String }
}
