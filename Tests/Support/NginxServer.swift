import Foundation

/// nginx from the machine (Debian's `nginx`, which `make test` installs) on 127.0.0.1 at a free port, in the
/// foreground, with its configuration, pid file, logs and temporary folders in `folder`. `http` is the body of
/// the configuration's `http` block, given the port and the folder (its `server` says `listen`). The test owns
/// the process: `stop()` (also on deinit) kills it, whatever happened.
package final class NginxServer {
    package let folder: URL
    package let port: Int
    private var process: Process?

    package static var executable: String? {
        ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    package struct Missing: Error {}
    package struct NotStarted: Error { var log: String }

    package init(in folder: URL, http: (_ port: Int, _ folder: String) -> String) throws {
        guard let nginx = Self.executable else { throw Missing() }
        self.folder = folder
        port = try Self.freePort()
        let root = folder.path
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("temp"), withIntermediateDirectories: true)
        let configuration = """
            daemon off;
            master_process off;
            worker_processes 1;
            pid \(root)/nginx.pid;
            error_log \(root)/error.log;
            events { worker_connections 256; }
            http {
                client_body_temp_path \(root)/temp/body;
                proxy_temp_path \(root)/temp/proxy;
                fastcgi_temp_path \(root)/temp/fastcgi;
                uwsgi_temp_path \(root)/temp/uwsgi;
                scgi_temp_path \(root)/temp/scgi;
            \(http(port, root))
            }
            """
        let file = folder.appendingPathComponent("nginx.conf")
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
        throw NotStarted(
            log: (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? "")
    }

    deinit { stop() }

    /// Stops the server at once (SIGKILL: a server that dies mid-build is the case some tests want).
    package func stop() {
        guard let process, process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

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
