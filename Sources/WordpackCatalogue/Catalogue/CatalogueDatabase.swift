import Foundation
import WordpackStore

/// The catalogue in the build folder as an SQLite database (`.wordpack/catalogue.sqlite`): the rows of each
/// spreadsheet file of `inputs/`, keyed by the file's SHA-256, and the rest of the catalogue (media, texts,
/// findings). A build re-reads only the sheets whose bytes changed and re-fills only their rows, in one
/// transaction. docs/catalogue.md describes the tables, for anyone asking `sqlite3` a question of the content.
package final class CatalogueDatabase {
    /// Bumped when the tables change, or what a reader makes of the same bytes (8: a control character in a
    /// translation is an error, an XLIFF file's translated columns are read, a key or media name longer than
    /// 200 bytes is an error; 10: who vouched for a recording's text; 11: translations indexed by file and list,
    /// not by language, list and key; 12: words not indexed by list and key, which nothing asked): a store of
    /// another format is rebuilt, never read.
    package static let format = "12"

    package let database: SQLiteDatabase

    /// Opens the store at `url`, creating it, or re-creating it when it is of another format or unreadable.
    package init(url: URL) throws {
        database = try Self.open(url)
    }

    /// Opens an existing store without changing it; fails when it is missing or of another format.
    package init(existing url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SQLiteError(file: url.path, message: "no such file")
        }
        database = try SQLiteDatabase(path: url.path, readOnly: true)
        guard (try? storedFormat(of: database)) == Self.format else {
            throw SQLiteError(file: url.path, message: "another format")
        }
    }

    private static func open(_ url: URL) throws -> SQLiteDatabase {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let database = try? SQLiteDatabase(path: url.path, create: false),
            (try? storedFormat(of: database)) == format
        {
            return database
        }
        // Missing, broken or of another format: built afresh in a temporary file, then renamed into place.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        try? FileManager.default.removeItem(at: temporary)
        do {
            let fresh = try SQLiteDatabase(path: temporary.path)
            try fresh.transaction { try fresh.execute(schema + "INSERT INTO meta VALUES ('format', '\(format)');") }
        }
        try? FileManager.default.removeItem(atPath: url.path + "-journal")
        guard rename(temporary.path, url.path) == 0 else {
            throw SQLiteError(file: url.path, message: String(cString: strerror(errno)))
        }
        return try SQLiteDatabase(path: url.path, create: false)
    }

    /// The SHA-256 each sheet had when its rows were stored, by path.
    func sheetDigests() throws -> [String: String] {
        let statement = try database.prepare("SELECT path, sha256 FROM sheet ORDER BY path")
        var digests: [String: String] = [:]
        while try statement.step() {
            if let path = statement.text(0), let sha256 = statement.text(1) { digests[path] = sha256 }
        }
        return digests
    }

    /// The digest of everything but the sheets' rows, as the last ingest stored it.
    func restDigest() throws -> String? {
        let statement = try database.prepare("SELECT value FROM meta WHERE key = 'rest'")
        return try statement.step() ? statement.text(0) : nil
    }

    static let schema = """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE sheet (
            path TEXT PRIMARY KEY, sha256 TEXT NOT NULL, kind TEXT NOT NULL, owner TEXT NOT NULL,
            position INTEGER NOT NULL, usable INTEGER NOT NULL);
        CREATE TABLE source (
            file TEXT NOT NULL, position INTEGER NOT NULL, sheet TEXT, columns TEXT NOT NULL,
            PRIMARY KEY (file, position)) WITHOUT ROWID;
        CREATE TABLE word (
            file TEXT NOT NULL, position INTEGER NOT NULL, list TEXT NOT NULL, key TEXT NOT NULL,
            picture TEXT, sound TEXT, background TEXT, free INTEGER NOT NULL, disabled INTEGER NOT NULL,
            extras TEXT, row INTEGER NOT NULL,
            PRIMARY KEY (file, position)) WITHOUT ROWID;
        CREATE TABLE translation (
            file TEXT NOT NULL, position INTEGER NOT NULL, language TEXT NOT NULL, list TEXT NOT NULL,
            key TEXT NOT NULL, word TEXT, sortkey TEXT, case_override INTEGER, disabled INTEGER NOT NULL,
            speech TEXT, extras TEXT, sheet TEXT, row INTEGER, column TEXT, digest INTEGER NOT NULL,
            PRIMARY KEY (file, position)) WITHOUT ROWID;
        CREATE INDEX translation_by_list ON translation (file, list);
        CREATE TABLE translation_list (
            file TEXT NOT NULL, list TEXT NOT NULL, digest TEXT NOT NULL, PRIMARY KEY (file, list)) WITHOUT ROWID;
        CREATE TABLE list_name (
            file TEXT NOT NULL, position INTEGER NOT NULL, language TEXT NOT NULL, list TEXT NOT NULL,
            name TEXT NOT NULL, sheet TEXT, row INTEGER, column TEXT,
            PRIMARY KEY (file, position)) WITHOUT ROWID;
        CREATE TABLE language (
            code TEXT PRIMARY KEY, position INTEGER NOT NULL, fallback TEXT,
            all_words TEXT, all_words_file TEXT, other TEXT, other_file TEXT, flag TEXT, spelling TEXT,
            spelling_file TEXT);
        CREATE TABLE media (
            position INTEGER PRIMARY KEY, owner TEXT NOT NULL, role TEXT NOT NULL, list TEXT, letter TEXT,
            name TEXT NOT NULL, path TEXT NOT NULL, recorded_for TEXT, vouched TEXT);
        CREATE TABLE finding (
            position INTEGER PRIMARY KEY, origin TEXT, severity TEXT NOT NULL, file TEXT NOT NULL, sheet TEXT,
            row INTEGER, column TEXT, message TEXT NOT NULL);
        CREATE INDEX finding_by_origin ON finding (origin, position);

        """
}

private func storedFormat(of database: SQLiteDatabase) throws -> String? {
    let statement = try database.prepare("SELECT value FROM meta WHERE key = 'format'")
    return try statement.step() ? statement.text(0) : nil
}
