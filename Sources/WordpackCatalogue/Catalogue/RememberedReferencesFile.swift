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
    /// Where each list's lines are in the file, once it was read for a list's rows and found to be the record
    /// (`bodyDigest`). Its bytes are not kept (at full size, 29 languages' records are 100 MB): another list's lines
    /// are read from the file again, and used only when their rows are those the record's digest of the list says.
    private var ranges: [String: Range<Int>]?
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
        enum Found {
            case rows([String: RememberedReferences.Made])
            /// The list's lines, from the file whose digest is the record's.
            case lines(Data)
            /// Where the list's lines are in the file, read before.
            case range(URL, Range<Int>)
        }
        let found = lock.withLock { () -> Found in
            if let whole { return .rows(whole.rows[list] ?? [:]) }
            if let rows = lists[list] { return .rows(rows) }
            if ranges == nil, let url,
                let data = try? RememberedReferences.contents(at: url, displayPath: url.path)?.get(),
                FileDigest.sha256(of: data) == bodyDigest,
                let found = data.withUnsafeBytes({ RememberedReferences.listRanges(of: $0) })
            {
                ranges = found
                guard let range = found[list] else { return .rows([:]) }
                let start = data.startIndex
                return .lines(data[(start + range.lowerBound)..<(start + range.upperBound)])
            }
            // Not the record it was (changed since?): read whole, as it is now.
            guard let ranges, let url else { return .rows(loadWhole().rows[list] ?? [:]) }
            guard let range = ranges[list] else { return .rows([:]) }
            return .range(url, range)
        }
        // A list's lines are read outside the lock: a language's lists are checked side by side.
        let rows: [String: RememberedReferences.Made]
        switch found {
        case .rows(let known):
            return known
        case .lines(let lines):
            rows = lines.withUnsafeBytes { RememberedReferences.listRows($0) }
        case .range(let url, let range):
            let lines = try? Self.read(range, of: url)
            let read = lines?.withUnsafeBytes { RememberedReferences.listRows($0) }
            var text = RememberedReferences.Text()
            guard let read, text.append(list: list, rows: read) == listDigests[list] else {
                return lock.withLock { loadWhole().rows[list] ?? [:] }
            }
            rows = read
        }
        lock.withLock { lists[list] = rows }
        return rows
    }

    /// The bytes at `range` of the regular file at `url`.
    private static func read(_ range: Range<Int>, of url: URL) throws -> Data? {
        let handle = try RegularFile.handle(url.path, displayPath: url.path)
        try handle.seek(toOffset: UInt64(range.lowerBound))
        return try handle.read(upToCount: range.count)
    }

    /// Called with the lock held.
    private func loadWhole() -> RememberedReferences {
        if let whole { return whole }
        let read =
            url.flatMap { RememberedReferences.read(from: $0, displayPath: $0.path)?.0 } ?? RememberedReferences()
        whole = read
        lists = [:]
        ranges = nil
        return read
    }
}
