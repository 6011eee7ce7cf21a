import Foundation
import WordpackCore

/// `--audit PERCENT`: which of the outputs a build took from the shared cache it makes again here, to compare
/// bytes. The share is chosen by action key alone (a SHA-256 of the key, read as a fraction), so that shards,
/// reruns and every machine with the same plan audit the same outputs, and whoever writes into the cache
/// cannot tell beforehand which records are looked at: they change with every input.
struct CacheAudit: Sendable, Equatable {
    /// 0 to 100.
    package let percent: Double

    static let scheme = "wordpack audit 1"

    package init(percent: Double) {
        self.percent = min(100, max(0, percent))
    }

    /// Whether the output whose action key is `key` is made again.
    func selects(_ key: String) -> Bool {
        guard percent > 0 else { return false }
        guard percent < 100 else { return true }
        let digest = FileDigest.sha256(of: "\(Self.scheme)\n\(key)\n")
        let fraction = Double(UInt64(digest.prefix(13), radix: 16) ?? 0) / Double(UInt64(1) << 52)
        return fraction < percent / 100
    }

    /// The finding for an output made here that differs from what the cache's record held.
    static func difference(path: String, key: String, fromCache: String, madeHere: String) -> Diagnostic {
        .error(
            at: Location(file: "outputs/\(path)"),
            "differs from what the shared cache's record ac/\(key) holds (SHA-256 \(fromCache.prefix(12))… from the "
                + "cache, \(madeHere.prefix(12))… made here): whoever can write into the cache can change what a build "
                + "ships. The output made here was kept; set trusted keys (README, \"Builds on many machines\") and "
                + "find out who wrote that record.")
    }
}
