import Foundation
import WordpackCore

/// One language's record: the digest of its bytes and of each list's rows, the translations it lacks (`List/key`:
/// a release build cannot judge them), the problems of its lines, and its rows, read when first asked for and list
/// by list: where the record is as wordpack wrote it, asking for one list's rows reads that list's lines alone.
final class RememberedReferencesFile: @unchecked Sendable {
    let bodyDigest: String
    /// `RememberedReferences.listDigests`: what a result worked out from one list is keyed by.
    let listDigests: [String: String]
    let unrecorded: [String]
    let findings: [Diagnostic]
    private let url: URL?
    private let lock = NSLock()
    private var whole: RememberedReferences?
    /// The file's bytes, once read for a list's rows and found to be the record (`bodyDigest`), and where each
    /// list's lines are in them.
    private var bytes: (data: Data, ranges: [String: Range<Int>])?
    private var lists: [String: [String: RememberedReferences.Made]]

    init(
        url: URL?, bodyDigest: String, listDigests: [String: String], loaded: RememberedReferences? = nil,
        lists: [String: [String: RememberedReferences.Made]] = [:], unrecorded: [String] = [],
        findings: [Diagnostic] = []
    ) {
        self.url = url
        self.bodyDigest = bodyDigest
        self.listDigests = listDigests
        self.whole = loaded
        self.lists = lists
        self.unrecorded = unrecorded
        self.findings = findings
    }

    /// A record held whole (`loaded`), its digests worked out in one pass over its rows.
    convenience init(url: URL?, loaded: RememberedReferences, unrecorded: [String] = [], findings: [Diagnostic] = []) {
        let (text, listDigests) = loaded.textAndListDigests
        self.init(
            url: url, bodyDigest: FileDigest.sha256(of: text), listDigests: listDigests, loaded: loaded,
            unrecorded: unrecorded, findings: findings)
    }

    /// Every row of the record.
    var references: RememberedReferences {
        lock.withLock { loadWhole() }
    }

    /// The record's rows of `list`, by key.
    func rows(of list: String) -> [String: RememberedReferences.Made] {
        let found = lock.withLock { () -> (rows: [String: RememberedReferences.Made]?, lines: Data?) in
            if let whole { return (whole.rows[list] ?? [:], nil) }
            if let rows = lists[list] { return (rows, nil) }
            if bytes == nil, let url,
                let data = try? RememberedReferences.contents(at: url, displayPath: url.path)?.get(),
                FileDigest.sha256(of: data) == bodyDigest,
                let ranges = data.withUnsafeBytes({ RememberedReferences.listRanges(of: $0) })
            {
                bytes = (data, ranges)
            }
            guard let bytes else {
                // Not the record it was (changed since?): read whole, as it is now.
                return (loadWhole().rows[list] ?? [:], nil)
            }
            guard let range = bytes.ranges[list] else { return ([:], nil) }
            let start = bytes.data.startIndex
            return (nil, bytes.data[(start + range.lowerBound)..<(start + range.upperBound)])
        }
        if let rows = found.rows { return rows }
        // A list's lines are read outside the lock: a language's lists are checked side by side.
        let rows = found.lines?.withUnsafeBytes { RememberedReferences.listRows($0) } ?? [:]
        lock.withLock { lists[list] = rows }
        return rows
    }

    /// Called with the lock held.
    private func loadWhole() -> RememberedReferences {
        if let whole { return whole }
        let read =
            url.flatMap { RememberedReferences.read(from: $0, displayPath: $0.path)?.0 } ?? RememberedReferences()
        whole = read
        lists = [:]
        bytes = nil
        return read
    }
}
