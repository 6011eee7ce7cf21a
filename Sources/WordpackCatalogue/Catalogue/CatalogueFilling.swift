import Foundation

/// The catalogue store filled while `inputs/` is read: the rows of each sheet read afresh are stored as soon as
/// that sheet is read, on a thread of their own, in the one transaction that `finish` commits with the rest of
/// the catalogue. What ends up stored is what `CatalogueDatabase.save` stores; only the moment each sheet's rows
/// are written changes (a large sheet's list sheets are stored while it is still being read).
///
/// The connection is the one unchanged sheets are read from (`SheetReuse`), shared through `lock`: reads and
/// writes of one connection never wait for each other's locks in the file, and the rows of an unchanged sheet
/// are never among those replaced.
///
/// What each sheet's rows put in the file is sent on to the disk as soon as they are stored
/// (`SQLiteDatabase.startWritingBack`), so that the commit does not wait for a whole catalogue's pages at once.
package final class CatalogueFilling: @unchecked Sendable {
    let database: CatalogueDatabase
    /// Held around every use of `database`'s connection.
    let lock = NSLock()
    /// Runs the writes in the order the sheets were read.
    private let queue = DispatchQueue(label: "wordpack.catalogue-filling")
    // The state below is touched only on `queue`.
    /// Each sheet's SHA-256 before the transaction began (read when it begins).
    private var stored: [String: String] = [:]
    private var began = false
    private var filled: Set<String> = []
    /// For a table file whose translations are stored while it is read: how many are stored, by path.
    private var streamed: [String: Int] = [:]
    private var failure: Error?

    package init(database: CatalogueDatabase) {
        self.database = database
    }

    /// Stores the rows of a sheet read afresh (a sheet taken from the store needs nothing).
    package func add(_ record: SheetRecord) {
        guard record.isFresh else { return }
        queue.async { self.fill(record) }
    }

    /// Stores translations of the table file at `path` while it is still being read, from position `first`
    /// (the file's first rows come first); `add` stores the rest of its rows once it is read.
    /// `digests`: the rows' digests, `extras` their extra columns' text as digested
    /// (`CatalogueDatabase.rowDigests(of:from:extras:)`).
    func addTranslations(
        _ rows: [Translation], digests: [Int], extras: [String?], from first: Int, path: String, language: String
    ) {
        queue.async { self.fill(rows, digests: digests, extras: extras, from: first, path: path, language: language) }
    }

    private func fill(_ record: SheetRecord) {
        guard failure == nil else { return }
        do {
            try lock.withLock {
                try beginIfNeeded()
                try database.refill(record, streamed: streamed[record.path])
                database.database.startWritingBack()
            }
            filled.insert(record.path)
        } catch {
            failure = error
        }
    }

    private func fill(
        _ rows: [Translation], digests: [Int], extras: [String?], from first: Int, path: String, language: String
    ) {
        guard failure == nil else { return }
        do {
            try lock.withLock {
                try beginIfNeeded()
                if streamed[path] == nil { try database.deleteRows(of: path, keepingTranslations: true) }
                try database.insertTranslations(
                    rows, digests: digests, extras: extras, from: first, file: path, language: language)
                database.database.startWritingBack()
            }
            streamed[path] = first + rows.count
        } catch {
            failure = error
        }
    }

    /// The transaction begins with the first rows to store, after reading what the store held.
    private func beginIfNeeded() throws {
        guard !began else { return }
        stored = try database.sheetDigests()
        try database.database.execute("BEGIN IMMEDIATE")
        began = true
    }

    /// Waits for the sheets' rows, then stores the rest of the catalogue and commits; on a failure, nothing
    /// of it is kept and the failure is thrown. Returns false when nothing needed writing.
    @discardableResult
    package func finish(_ catalogue: Catalogue, records: [SheetRecord]) throws -> Bool {
        try queue.sync {
            try lock.withLock {
                guard began else { return try database.save(catalogue, records: records) }
                do {
                    if let failure { throw failure }
                    try database.write(
                        catalogue, records: records, stored: stored,
                        rest: CatalogueDatabase.restDigest(catalogue, records: records), filled: filled)
                    try database.database.execute("COMMIT")
                    return true
                } catch {
                    try? database.database.execute("ROLLBACK")
                    throw error
                }
            }
        }
    }
}
