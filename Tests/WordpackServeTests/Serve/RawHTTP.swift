import Foundation
import WordpackTestSupport

/// A request sent byte for byte to a server on 127.0.0.1 (an HTTP client would normalise `/../` away), and the
/// answer read to the end (the request asks the server to close).
enum RawHTTP {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    /// Sends `method target` with `headers`; reading gives up after `wait` seconds without bytes (an event stream
    /// stays open).
    static func send(
        _ method: String, _ target: String, port: Int, headers: [String: String] = [:], wait: Int = 10
    ) throws -> Answer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: wait, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = Loopback.address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        let bytes = Array((request + "\r\n").utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return try parse(received)
    }

    static func parse(_ data: Data) throws -> Answer {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { throw POSIXError(.EBADMSG) }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}
