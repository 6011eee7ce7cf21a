import Foundation

/// Addresses and ports on 127.0.0.1, for the servers the tests start and stop.
package enum Loopback {
    /// 127.0.0.1 at `port` (0: whichever port is free).
    package static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    /// Binds `socket` to a free port of 127.0.0.1, and with `backlog` listens on it; the port, or nil.
    package static func bindFreePort(_ socket: Int32, listening backlog: Int32? = nil) -> Int? {
        var address = address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
                    && backlog.map { listen(socket, $0) == 0 } ?? true
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}
