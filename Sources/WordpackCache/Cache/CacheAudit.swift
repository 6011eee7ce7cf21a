import Foundation
import WordpackCore

/// `--audit PERCENT`: which of the outputs a build took from the shared cache it makes again here, to compare
/// bytes. The choice follows a seed drawn for each run from the operating system's random source, so that
/// whoever writes into the cache cannot know beforehand which records will be looked at (a choice by action key
/// alone could be computed by the writer, who would then leave only those records honest). The seed is printed,
/// and `--audit-seed` gives it back to repeat a run's choice.
///
/// Of the n outputs taken, the ⌈n × PERCENT / 100⌉ whose SHA-256 of seed and action key is lowest are made again:
/// a writer who altered k of them escapes with a chance of C(n − k, m) / C(n, m), at most (1 − PERCENT / 100)^k.
package struct CacheAudit: Sendable, Equatable {
    /// 0 to 100.
    let percent: Double
    package let seed: UInt64

    static let scheme = "wordpack audit 2"

    /// `seed`: nil draws one from the system's random source.
    package init(percent: Double, seed: UInt64? = nil) {
        self.percent = min(100, max(0, percent))
        var random = SystemRandomNumberGenerator()
        self.seed = seed ?? random.next()
    }

    /// The seed as `--audit-seed` takes it: 16 hexadecimal digits.
    package var seedText: String { Self.text(of: seed) }

    package static func text(of seed: UInt64) -> String {
        let digits = String(seed, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `--audit-seed`'s value: 1 to 16 hexadecimal digits.
    package static func seed(parsing text: String) -> UInt64? {
        guard (1...16).contains(text.count), text.allSatisfy(\.isHexDigit) else { return nil }
        return UInt64(text, radix: 16)
    }

    /// Those of `taken` (output path → action key) to make again.
    package func chosen(_ taken: [String: String]) -> Set<String> {
        guard percent > 0, !taken.isEmpty else { return [] }
        let count = min(taken.count, Int((Double(taken.count) * percent / 100).rounded(.up)))
        let rank = { (key: String) -> String in FileDigest.sha256(of: "\(Self.scheme)\n\(seedText)\n\(key)\n") }
        let ranked: [(rank: String, path: String)] = taken.map { (rank($0.value), $0.key) }
        let sorted = ranked.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.path < $1.path }
        return Set(sorted.prefix(count).map(\.path))
    }

    /// The finding for an output made here that differs from what the cache's record held.
    package static func difference(path: String, record: String, fromCache: String, madeHere: String) -> Diagnostic {
        .error(
            at: Location(file: "outputs/\(path)"),
            "differs from what the shared cache's record ac/\(record) holds (SHA-256 \(fromCache.prefix(12))… from the "
                + "cache, \(madeHere.prefix(12))… made here): whoever can write into the cache can change what a build "
                + "ships. The output made here was kept and nothing else that record holds was taken; set trusted keys "
                + "(docs/scale-and-ci.md, \"the trust model\") and find out who wrote that record.")
    }
}
