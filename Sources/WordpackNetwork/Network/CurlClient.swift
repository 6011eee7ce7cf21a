import CCurl
import Foundation

/// HTTP requests through libcurl's easy interface, each connection kept open between requests (keep-alive):
/// a request costs tens of microseconds of CPU rather than URLSession's millisecond. Up to `width` handles,
/// one per transfer running at once, each taken from the pool for one request and put back after it.
package final class CurlClient: @unchecked Sendable {
    /// What a request came back with, or why it did not.
    package enum Answer {
        case status(Int, Data)
        /// The body was longer than the limit asked for: the transfer was cut off there.
        case tooLarge
        /// curl's error code: the message is ours, never curl's (which could name the address). `lasting`: trying
        /// again at once would fail the same way (timed out, a certificate not trusted).
        case failure(String, lasting: Bool)
    }

    private let lock = NSLock()
    private var idle: [CurlHandle] = []
    private let timeout: TimeInterval
    private let headers: [String]
    private let certificateAuthorities: String?

    /// `headers`, e.g. `Authorization: Bearer …`, go with every request (and nowhere else);
    /// `certificateAuthorities`, a PEM file, replaces the system's CA store.
    package init(timeout: TimeInterval, headers: [String], certificateAuthorities: String? = nil) {
        _ = Self.initialized
        self.timeout = timeout
        self.headers = headers
        self.certificateAuthorities = certificateAuthorities
    }

    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// `method` ("GET", "HEAD" or "PUT", with `body`) on `url`, waited for; a body of more than `limit` bytes
    /// (when `limit` is above 0) is cut off, whatever the server announced.
    package func send(_ method: String, _ url: String, body: Data?, limit: Int = 0) -> Answer {
        let handle = lock.withLock { idle.popLast() } ?? CurlHandle()
        defer { lock.withLock { idle.append(handle) } }
        guard let easy = handle.easy else { return .failure("libcurl could not start", lasting: true) }
        return handle.perform(
            method, url, body: body, limit: limit, timeout: timeout, headers: headers,
            certificateAuthorities: certificateAuthorities,
            on: easy)
    }
}

/// One libcurl easy handle: its connection stays open between the requests it makes.
private final class CurlHandle {
    let easy: UnsafeMutableRawPointer?
    private var received = Data()
    /// The most bytes a reply may bring (0: no limit), and whether the last one brought more.
    private var limit = 0
    private var cutOff = false

    init() { easy = curl_easy_init() }

    deinit { if let easy { curl_easy_cleanup(easy) } }

    func perform(
        _ method: String, _ url: String, body: Data?, limit: Int, timeout: TimeInterval, headers: [String],
        certificateAuthorities: String?, on easy: UnsafeMutableRawPointer
    ) -> CurlClient.Answer {
        // Options from scratch; the open connection and the TLS session survive a reset.
        curl_easy_reset(easy)
        received.removeAll(keepingCapacity: true)
        self.limit = limit
        cutOff = false
        var list: UnsafeMutablePointer<curl_slist>?
        for header in headers + ["Expect:"] + (body == nil ? [] : ["Content-Type: application/octet-stream"]) {
            list = curl_slist_append(list, header)
        }
        defer { curl_slist_free_all(list) }
        let milliseconds = Int(timeout * 1000)
        var code = url.withCString { wordpack_curl_set_pointer(easy, CURLOPT_URL, $0) }
        code = worst(code, wordpack_curl_set_long(easy, CURLOPT_NOSIGNAL, 1))
        code = worst(code, wordpack_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, milliseconds))
        code = worst(code, wordpack_curl_set_long(easy, CURLOPT_TIMEOUT_MS, milliseconds * 3))
        // Slower than a byte a second for `timeout` seconds counts as timed out.
        code = worst(code, wordpack_curl_set_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1))
        code = worst(code, wordpack_curl_set_long(easy, CURLOPT_LOW_SPEED_TIME, max(1, milliseconds / 1000)))
        code = worst(code, wordpack_curl_set_pointer(easy, CURLOPT_HTTPHEADER, list))
        // A reply that announces more than the limit is refused before its body comes.
        if limit > 0 {
            code = worst(code, wordpack_curl_set_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)))
        }
        if let certificateAuthorities {
            code = worst(
                code, certificateAuthorities.withCString { wordpack_curl_set_pointer(easy, CURLOPT_CAINFO, $0) })
        }
        code = worst(code, wordpack_curl_set_write_function(easy, curlReceive))
        code = worst(
            code, wordpack_curl_set_pointer(easy, CURLOPT_WRITEDATA, Unmanaged.passUnretained(self).toOpaque()))
        switch method {
        case "HEAD": code = worst(code, wordpack_curl_set_long(easy, CURLOPT_NOBODY, 1))
        case "GET": code = worst(code, wordpack_curl_set_long(easy, CURLOPT_HTTPGET, 1))
        default: code = worst(code, method.withCString { wordpack_curl_set_pointer(easy, CURLOPT_CUSTOMREQUEST, $0) })
        }
        guard code == CURLE_OK else { return .failure("libcurl refused an option (\(code.rawValue))", lasting: true) }
        let result: CURLcode
        if let body {
            // The body is sent from where it lies, without a copy; it lives until the request ends.
            result = body.withUnsafeBytes { bytes -> CURLcode in
                var set = wordpack_curl_set_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
                set = worst(
                    set,
                    wordpack_curl_set_pointer(
                        easy, CURLOPT_POSTFIELDS, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)))
                guard set == CURLE_OK else { return set }
                return curl_easy_perform(easy)
            }
        } else {
            result = curl_easy_perform(easy)
        }
        if cutOff || result == CURLE_FILESIZE_EXCEEDED { return .tooLarge }
        guard result == CURLE_OK else { return Self.failure(result, timeout: timeout) }
        var status = 0
        _ = wordpack_curl_response_code(easy, &status)
        return .status(status, received)
    }

    /// Keeps what came, unless it takes the reply past its limit: then false, and the transfer stops.
    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard limit <= 0 || received.count + bytes.count <= limit else {
            cutOff = true
            return false
        }
        received.append(contentsOf: bytes)
        return true
    }

    private func worst(_ first: CURLcode, _ second: CURLcode) -> CURLcode { first == CURLE_OK ? second : first }

    /// A failed transfer in our words (curl's own message may carry the address, with a user and password).
    private static func failure(_ code: CURLcode, timeout: TimeInterval) -> CurlClient.Answer {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            let seconds = timeout == timeout.rounded() ? "\(Int(timeout))" : "\(timeout)"
            return .failure("timed out after \(seconds) s", lasting: true)
        case CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING:
            return .failure("cannot connect", lasting: false)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .failure("unknown host", lasting: false)
        case CURLE_PEER_FAILED_VERIFICATION:
            return .failure(
                "its TLS certificate is not trusted; WORDPACK_CACHE_CA can name the PEM file of the CA that signed it",
                lasting: true)
        case CURLE_SSL_CACERT_BADFILE:
            return .failure("the CA file WORDPACK_CACHE_CA names cannot be read", lasting: true)
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER:
            return .failure("the TLS connection failed", lasting: false)
        default: return .failure("curl error \(code.rawValue)", lasting: false)
        }
    }
}

/// libcurl's write callback: appends what came to the handle's buffer.
private func curlReceive(
    _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ owner: UnsafeMutableRawPointer?
) -> Int {
    guard let owner else { return 0 }
    let handle = Unmanaged<CurlHandle>.fromOpaque(owner).takeUnretainedValue()
    // Fewer bytes than were handed over tell libcurl to stop the transfer (CURLE_WRITE_ERROR).
    return handle.receive(UnsafeRawBufferPointer(start: buffer, count: size * count)) ? size * count : 0
}
