import CSQLite
import Foundation

/// One prepared SQLite statement: bind parameters by position (from 1), step through rows, read columns (from 0).
package final class SQLiteStatement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    package init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit { sqlite3_finalize(statement) }

    /// SQLite copies bound text at once.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    package func bind(_ index: Int32, _ text: String?) throws {
        let status: Int32
        if var text {
            // By length, not up to a NUL: a cell may hold one, and must come back whole.
            status = text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    // An empty text is still text (a NULL pointer would bind NULL).
                    guard let start = characters.baseAddress, !characters.isEmpty else {
                        return sqlite3_bind_text(statement, index, "", 0, Self.transient)
                    }
                    return sqlite3_bind_text(statement, index, start, Int32(characters.count), Self.transient)
                }
            }
        } else {
            status = sqlite3_bind_null(statement, index)
        }
        try check(status)
    }

    package func bind(_ index: Int32, _ number: Int?) throws {
        try check(number.map { sqlite3_bind_int64(statement, index, Int64($0)) } ?? sqlite3_bind_null(statement, index))
    }

    /// The next row: true while there is one.
    package func step() throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError(file: database.path, message: database.lastMessage)
        }
    }

    /// Binds `values`, runs the statement to its end and makes it ready for the next values.
    ///
    /// The texts are copied end to end into one buffer the statement keeps, and bound in place for the run
    /// (SQLite's "static" texts): SQLite then neither allocates nor copies each of them, which for a store
    /// filled with a few hundred thousand rows of a dozen texts each was a seventh of its time.
    package func run(_ values: [SQLiteValue]) throws {
        // The buffers are taken out for the run and put back after it: one access to the object's storage each
        // instead of one (checked at run time) per value.
        var texts: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        swap(&texts, &self.texts)
        swap(&spans, &self.spans)
        defer {
            swap(&texts, &self.texts)
            swap(&spans, &self.spans)
        }
        // A first byte of its own, so that the buffer has an address even when every text is empty: an empty
        // text is bound as a pointer to no bytes (a NULL pointer would bind NULL).
        texts.removeAll(keepingCapacity: true)
        texts.append(0)
        spans.removeAll(keepingCapacity: true)
        for value in values {
            guard case .text(var text?) = value else {
                spans.append((0, -1))
                continue
            }
            let start = texts.count
            text.withUTF8 { texts.append(contentsOf: $0) }
            spans.append((start, texts.count - start))
        }
        try texts.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }  // never: the buffer has its first byte
            for (offset, value) in values.enumerated() {
                let index = Int32(offset + 1)
                switch value {
                case .text(nil):
                    try check(sqlite3_bind_null(statement, index))
                case .text:
                    let (start, count) = spans[offset]
                    let text = (count > 0 ? base + start : base).assumingMemoryBound(to: CChar.self)
                    // By length, not up to a NUL (a cell may hold one); no destructor: SQLite's "static" text.
                    try check(sqlite3_bind_text(statement, index, text, Int32(count), nil))
                case .integer(let number):
                    try bind(index, number)
                }
            }
            // The texts are read while the statement runs, from this buffer, which stays as it is until then.
            defer { reset() }
            while try step() {}
        }
    }

    /// `run`'s texts, end to end, and where each value's text is in it (a count of -1: not a text).
    private var texts: [UInt8] = []
    private var spans: [(start: Int, count: Int)] = []

    func reset() {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    package func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's text as UTF-8 bytes, valid only inside `body` (nil: NULL), for a reader that makes its own
    /// values from them rather than one String per column.
    package func withUTF8<Result>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        guard let bytes = sqlite3_column_text(statement, column) else { return body(nil) }
        return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))))
    }

    package func integer(_ column: Int32) -> Int? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(statement, column))
    }

    /// Whether the column's text equals `text`, without making a String (for values repeated on every row).
    package func text(_ column: Int32, equals text: String) -> Bool {
        guard let bytes = sqlite3_column_text(statement, column) else { return false }
        let count = Int(sqlite3_column_bytes(statement, column))
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == count else { return false }
            guard let start = utf8.baseAddress, count > 0 else { return true }
            return memcmp(start, bytes, count) == 0
        }
    }

    private func check(_ status: Int32) throws {
        guard status == SQLITE_OK else { throw SQLiteError(file: database.path, message: database.lastMessage) }
    }
}

/// A value bound to a statement's parameter.
package enum SQLiteValue {
    case text(String?)
    case integer(Int?)

    package static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
}
