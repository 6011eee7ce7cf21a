import Foundation
import WordpackCore

/// What an earlier ingest stored, for reading again only the spreadsheet files whose bytes changed: a file
/// whose SHA-256 (from the digest cache, so an untouched file is not even opened) is the one stored gets its
/// rows and findings from the store; any other is read.
package final class SheetReuse: @unchecked Sendable {
    private let store: CatalogueDatabase?
    private let digests: DigestCache
    private let project: Project
    /// Stores each file read afresh as soon as it is read; its connection is `store`'s.
    private let filling: CatalogueFilling?
    private let lock: NSLock

    /// `store` nil: every file is read, and each record gets its digest for storing. `filling`: the store being
    /// filled, through the same connection as `store`.
    package init(store: CatalogueDatabase?, digests: DigestCache, project: Project, filling: CatalogueFilling? = nil) {
        self.store = store
        self.digests = digests
        self.project = project
        self.filling = filling
        lock = filling?.lock ?? NSLock()
    }

    /// The record of the file at `path` (relative to the project): the stored one when its bytes are the same,
    /// else what `read` gives. The digest is taken before reading, so that a file saved meanwhile is read again
    /// next time.
    package func record(path: String, read: () -> (SheetRecord.Content, [Diagnostic])) -> SheetRecord {
        // An unreadable file gets no digest: it is read (and its problem reported) every time.
        let sha256 = (try? digests.sha256(atPath: project.path(of: path))) ?? ""
        if !sha256.isEmpty, let store {
            let stored = lock.withLock { try? store.record(path: path, sha256: sha256) }
            if let stored { return stored }
        }
        let (content, findings) = read()
        let record = SheetRecord(path: path, sha256: sha256, content: content, findings: findings, isFresh: true)
        filling?.add(record)
        return record
    }

    /// Where the translations of the table file at `path` go as they are read, in batches from the file's
    /// first row on (the position of the batch's first): into the store being filled; nil when none is.
    func translationStream(path: String, language: String) -> (([Translation], Int) -> Void)? {
        guard let filling else { return nil }
        return { rows, first in filling.addTranslations(rows, from: first, path: path, language: language) }
    }

    /// Without reuse: the file is read, with no digest.
    package static func fresh(path: String, read: () -> (SheetRecord.Content, [Diagnostic])) -> SheetRecord {
        let (content, findings) = read()
        return SheetRecord(path: path, sha256: "", content: content, findings: findings, isFresh: true)
    }
}

extension Optional where Wrapped == SheetReuse {
    /// The record of a file, reused when possible.
    package func record(path: String, read: () -> (SheetRecord.Content, [Diagnostic])) -> SheetRecord {
        switch self {
        case .some(let reuse): return reuse.record(path: path, read: read)
        case .none: return SheetReuse.fresh(path: path, read: read)
        }
    }
}
