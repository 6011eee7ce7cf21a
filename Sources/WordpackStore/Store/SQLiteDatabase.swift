import CFileFlush
import CSQLite
import Foundation

/// A connection to one SQLite database file (libsqlite3), owning the handle. Every failing call becomes a
/// `SQLiteError` naming the file and SQLite's own message. Not shared between threads: each user opens its own.
package final class SQLiteDatabase {
    package let handle: OpaquePointer
    /// The file, for messages.
    package let path: String

    /// Opens (and with `create`, creates) the database at `path`.
    package init(path: String, create: Bool = true, readOnly: Bool = false) throws {
        var handle: OpaquePointer?
        let flags =
            readOnly
            ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0))
        let status = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let handle { sqlite3_close(handle) }
            throw SQLiteError(file: path, message: message)
        }
        self.handle = handle
        self.path = path
        sqlite3_busy_timeout(handle, 5000)
    }

    deinit {
        sqlite3_close(handle)
        if let writeback { close(writeback) }
    }

    /// Starts writing to disk what a long transaction has handed the file system so far (the pages SQLite spills
    /// as its cache fills), without waiting for it: the commit's sync then waits for the last pages alone. At
    /// 100,000 rows that wait was 50 ms at the end of a run; the transaction's meaning is unchanged. A hint only:
    /// nothing is reported when it cannot be given.
    package func startWritingBack() {
        if writeback == nil {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            writeback = descriptor
        }
        if let writeback { _ = wordpack_start_writeback(writeback) }
    }

    /// The file opened for `startWritingBack` (read only: sync_file_range asks for no more), once it is asked.
    private var writeback: Int32?

    /// Runs one or more statements without parameters.
    package func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(message)
            throw SQLiteError(file: path, message: text)
        }
    }

    /// A prepared statement, finalized when released.
    package func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SQLiteError(file: path, message: lastMessage)
        }
        return SQLiteStatement(statement, database: self)
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws, so the file is
    /// never left half-filled.
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A failed SQLite call: the database file and SQLite's message.
package struct SQLiteError: Error, CustomStringConvertible, Sendable {
    package var file: String
    package var message: String

    package var description: String { "\(file): \(message)" }

    package init(file: String, message: String) {
        self.file = file
        self.message = message
    }
}
