import Foundation
import WordpackCore

/// What an earlier ingest stored, for reading again only the spreadsheet files whose bytes changed: a file
/// whose SHA-256 (from the digest cache, so an untouched file is not even opened) is the one stored gets its
/// rows and findings from the store; any other is read.
package final class SheetReuse: @unchecked Sendable {
    private let store: CatalogueDatabase?
    private let digests: RememberedDigests
    private let project: Project
    /// Stores each file read afresh as soon as it is read; its connection is `store`'s.
    private let filling: CatalogueFilling?
    private let lock: NSLock
    /// The digests of the translations streamed into the store so far (`translationStream`), by path, until the
    /// file's record takes them: each row's is worked out once, for the store and for its list's digest.
    private var streamedDigests: [String: [Int]] = [:]
    private let streamedLock = NSLock()

    /// `store` nil: every file is read, and each record gets its digest for storing. `filling`: the store being
    /// filled, through the same connection as `store`.
    package init(
        store: CatalogueDatabase?, digests: RememberedDigests, project: Project, filling: CatalogueFilling? = nil
    ) {
        self.store = store
        self.digests = digests
        self.project = project
        self.filling = filling
        lock = filling?.lock ?? NSLock()
    }

    /// The SHA-256 of the file at `path` (absolute), from the digest cache when it is unchanged.
    func sha256(atPath path: String) throws -> String {
        try digests.sha256(atPath: path)
    }

    /// The record of the file at `path` (relative to the project): the stored one when its bytes are the same,
    /// else what `read` gives. The digest is taken before reading, so that a file saved meanwhile is read again
    /// next time.
    ///
    /// A table file's stored translations are read from the store only when something asks for them (see
    /// `TranslationRows`); `reread` gives them from the file instead, should the store fail by then.
    package func record(
        path: String, read: () -> (SheetRecord.Content, [Diagnostic]),
        reread: (@Sendable () -> [Translation])? = nil
    ) -> SheetRecord {
        // An unreadable file gets no digest: it is read (and its problem reported) every time.
        let sha256 = (try? digests.sha256(atPath: project.path(of: path))) ?? ""
        if !sha256.isEmpty, let store {
            let stored = lock.withLock {
                try? store.record(
                    path: path, sha256: sha256,
                    rows: reread.map { reread in
                        { file in self.storedRows(file, reread: reread) }
                    })
            }
            if let stored { return stored }
        }
        var (content, findings) = read()
        let streamed = streamedLock.withLock { streamedDigests.removeValue(forKey: path) } ?? []
        if !sha256.isEmpty, case .tables(let language, var tables, let readable) = content {
            let rows = tables.translations
            let digests =
                streamed.count <= rows.count
                ? streamed + CatalogueDatabase.rowDigests(of: rows[streamed.count...], from: streamed.count)
                : CatalogueDatabase.rowDigests(of: rows, from: 0)
            tables.rowDigests = digests
            tables.listDigests = CatalogueDatabase.listDigests(of: rows, digests: digests)
            if filling != nil, let reread { tables.rows = storedRows(rows, path: path, reread: reread) }
            content = .tables(language: language, tables, readable: readable)
        }
        let record = SheetRecord(path: path, sha256: sha256, content: content, findings: findings, isFresh: true)
        filling?.add(record)
        return record
    }

    /// The stored translations of the table file `file`, read when first asked for. Its rows stay as they are in
    /// the store for the whole run: only the rows of sheets read afresh are replaced, and one run at a time holds
    /// the project.
    private func storedRows(_ file: String, reread: @escaping @Sendable () -> [Translation]) -> TranslationRows {
        // How many there are is known at once (a line of `--verbose`, and a check that the store holds them).
        guard let count = try? store?.translationCount(file: file) else { return TranslationRows(reread()) }
        let (list, load) = loaders(file, count: count, reread: reread)
        return TranslationRows(count: count, list: list, stored: load)
    }

    /// The rows of the table file `file` read this run, which the store being filled will hold: once they are let
    /// go (`TranslationRows.release()`, after the store is filled), read again from there as a stored sheet's are.
    private func storedRows(
        _ rows: [Translation], path file: String, reread: @escaping @Sendable () -> [Translation]
    ) -> TranslationRows {
        let (list, load) = loaders(file, count: rows.count, reread: reread)
        return TranslationRows(rows, list: list, storedAs: load)
    }

    /// How the store gives the `count` translations of the table file `file`: one list's of them, or all of them
    /// (from the file through `reread` when the store no longer holds `count`).
    private func loaders(
        _ file: String, count: Int, reread: @escaping @Sendable () -> [Translation]
    ) -> (list: TranslationRows.ListLoader, load: TranslationRows.Loader) {
        let list: TranslationRows.ListLoader = { [self] name in
            lock.withLock { (try? store?.translations(file: file, list: name)) ?? nil }
        }
        let load: TranslationRows.Loader = { [self] in
            if let rows = lock.withLock({ try? store?.translations(file: file) }), rows.count == count { return rows }
            return reread()
        }
        return (list, load)
    }

    /// Where the translations of the table file at `path` go as they are read, in batches from the file's
    /// first row on (the position of the batch's first): into the store being filled; nil when none is.
    func translationStream(path: String, language: String) -> (([Translation], Int) -> Void)? {
        guard let filling else { return nil }
        return { [self] rows, first in
            // The extra columns' texts made for the digests are the store's: kept for it, one batch at a time.
            var extras: [String?] = []
            extras.reserveCapacity(rows.count)
            let digests = CatalogueDatabase.rowDigests(of: rows, from: first) { extras.append($0) }
            streamedLock.withLock { streamedDigests[path, default: []] += digests }
            filling.addTranslations(
                rows, digests: digests, extras: extras, from: first, path: path, language: language)
        }
    }

    /// Without reuse: the file is read, with no digest.
    static func fresh(path: String, read: () -> (SheetRecord.Content, [Diagnostic])) -> SheetRecord {
        let (content, findings) = read()
        return SheetRecord(path: path, sha256: "", content: content, findings: findings, isFresh: true)
    }
}

extension Optional where Wrapped == SheetReuse {
    /// The record of a file, reused when possible.
    package func record(
        path: String, read: () -> (SheetRecord.Content, [Diagnostic]),
        reread: (@Sendable () -> [Translation])? = nil
    ) -> SheetRecord {
        switch self {
        case .some(let reuse): return reuse.record(path: path, read: read, reread: reread)
        case .none: return SheetReuse.fresh(path: path, read: read)
        }
    }
}
