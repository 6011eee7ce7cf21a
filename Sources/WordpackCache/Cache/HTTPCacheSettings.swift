import Foundation

/// How a build talks to a cache server, from the environment: `WORDPACK_CACHE_TOKEN` (sent as a bearer token),
/// `WORDPACK_CACHE_CA` (a PEM file of the certificate authorities to trust instead of the system's, for a server
/// whose certificate a private CA signed) and `WORDPACK_CACHE_TIMEOUT` (how many seconds a request may wait).
package struct HTTPCacheSettings: Sendable, Equatable {
    static let defaultTimeout: TimeInterval = 10

    var token: String?
    /// The path of a PEM bundle; nil: libcurl's system store.
    var certificateAuthorities: String?
    package var timeout: TimeInterval
    /// What in the environment could not be used (a timeout that is not a number of seconds), each a sentence
    /// for a warning; the default is used instead.
    package var problems: [String] = []

    package init(token: String? = nil, certificateAuthorities: String? = nil, timeout: TimeInterval = defaultTimeout) {
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.certificateAuthorities = certificateAuthorities.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
    }

    package init(environment: [String: String]) {
        self.init(token: environment["WORDPACK_CACHE_TOKEN"], certificateAuthorities: environment["WORDPACK_CACHE_CA"])
        if let text = environment["WORDPACK_CACHE_TIMEOUT"], !text.isEmpty {
            if let seconds = TimeInterval(text.trimmingCharacters(in: .whitespaces)), seconds > 0, seconds.isFinite {
                timeout = seconds
            } else {
                problems.append(
                    "WORDPACK_CACHE_TIMEOUT is “\(text)”, not a number of seconds; "
                        + "\(Int(Self.defaultTimeout)) s are used")
            }
        }
    }
}
