import Foundation
import WordpackNetwork

/// A shared cache on an HTTP server that keeps `PUT` bodies (bazel-remote with its action-cache validation
/// off, nginx with WebDAV `PUT`): `GET`, `HEAD` and `PUT` on `<prefix>/ac/<key>` and `<prefix>/cas/<key>`.
/// Each request waits at most `timeout` seconds and is tried `attempts` times, except when it timed out or the
/// server's certificate is not trusted (trying again would only fail the same way, slowly); the token, when
/// there is one, goes in an `Authorization: Bearer` header and never into a message. `certificateAuthorities`,
/// a PEM file, replaces the system's CA store. Requests go through libcurl (`CurlClient`), each connection kept
/// open for the next. A reply is read no further than the size asked for: a larger one is cut off and refused as
/// a bad entry, and no key that is not a SHA-256 is ever put into a URL.
struct HTTPCacheStore: CacheStore {
    package let prefix: URL
    let token: String?
    let timeout: TimeInterval
    let attempts: Int
    private let client: CurlClient

    package init(
        prefix: URL, token: String?, certificateAuthorities: String? = nil, timeout: TimeInterval = 10,
        attempts: Int = 3
    ) {
        self.prefix = prefix
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
        self.attempts = attempts
        client = CurlClient(
            timeout: timeout, headers: self.token.map { ["Authorization: Bearer \($0)"] } ?? [],
            certificateAuthorities: certificateAuthorities)
    }

    package init(prefix: URL, settings: HTTPCacheSettings) {
        self.init(
            prefix: prefix, token: settings.token, certificateAuthorities: settings.certificateAuthorities,
            timeout: settings.timeout)
    }

    /// The server's address as messages show it: scheme, host and port, never a user, password or query.
    var displayName: String {
        var components = URLComponents()
        components.scheme = prefix.scheme
        components.host = prefix.host
        components.port = prefix.port
        return (components.string ?? "the cache server") + prefix.path
    }

    package func get(_ area: CacheArea, _ key: String, limit: Int) throws -> Data? {
        let (status, data) = try send("GET", area, key, body: nil, limit: limit)
        if status == 404 { return nil }
        guard (200..<300).contains(status) else { throw failure("GET", area, status) }
        return data
    }

    package func has(_ area: CacheArea, _ key: String) throws -> Bool {
        let (status, _) = try send("HEAD", area, key, body: nil)
        if status == 404 { return false }
        guard (200..<300).contains(status) else { throw failure("HEAD", area, status) }
        return true
    }

    package func put(_ area: CacheArea, _ key: String, _ data: Data) throws {
        let (status, _) = try send("PUT", area, key, body: data)
        guard (200..<300).contains(status) else { throw failure("PUT", area, status) }
    }

    private func failure(_ method: String, _ area: CacheArea, _ status: Int) -> CacheStoreFailure {
        let refused = status == 401 || status == 403 ? " (WORDPACK_CACHE_TOKEN is missing or not accepted)" : ""
        return CacheStoreFailure(
            description: "\(displayName) answered \(method) of \(area.rawValue)/… with HTTP \(status)\(refused)")
    }

    /// One request, tried again (after 0.2 s, then 0.4 s, …) when the server cannot be reached or answers with
    /// a 5xx status; not when it timed out or its certificate is not trusted.
    private func send(
        _ method: String, _ area: CacheArea, _ key: String, body: Data?, limit: Int = 0
    ) throws -> (Int, Data) {
        guard CacheArea.isKey(key) else {
            throw CacheEntryRefused(description: "an entry name that is not a SHA-256 (\(key.debugDescription))")
        }
        let url = prefix.appendingPathComponent(area.rawValue).appendingPathComponent(key).absoluteString
        var last = "no answer"
        var tried = 0
        attempts: for attempt in 0..<max(1, attempts) {
            if attempt > 0 { Thread.sleep(forTimeInterval: 0.2 * Double(1 << (attempt - 1))) }
            tried += 1
            switch client.send(method, url, body: body, limit: limit) {
            case .status(let status, let data) where status < 500:
                return (status, data)
            case .status(let status, _):
                last = "HTTP \(status)"
            case .tooLarge:
                throw CacheEntryRefused(
                    description: "\(area.entry(key)) came back larger than the \(limit) bytes expected and was cut off")
            case .failure(let reason, let lasting):
                last = reason
                if lasting { break attempts }
            }
        }
        throw CacheStoreFailure(
            description: "\(displayName) did not answer \(method) (\(last)\(tried > 1 ? ", \(tried) attempts" : ""))")
    }
}
