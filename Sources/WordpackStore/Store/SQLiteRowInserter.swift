/// Rows inserted into one table many at a time (`SQLiteDatabase.insertRows`): for every `batch` rows added, one
/// statement with all their values (`INSERT INTO t VALUES (…), (…), …`); the rows left over at the end, one
/// statement each. SQLite starts and ends a statement once for the batch instead of once a row: filling the
/// store with 100,000 words took a third less time so. The rows go in in the order they were added, each as its
/// own statement would put it (`INSERT OR REPLACE` replaces row by row).
final class SQLiteRowInserter {
    private let many: SQLiteStatement
    private let one: SQLiteStatement
    private let columns: Int
    private let batch: Int
    /// The values of the rows added since the last batch ran, row after row.
    private var pending: [SQLiteValue] = []

    /// `insert`: the statement up to its values (`INSERT INTO word`); `columns`: each row's number of values.
    init(_ database: SQLiteDatabase, _ insert: String, columns: Int, batch: Int) throws {
        precondition(columns > 0 && batch > 0)
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        many = try database.prepare(insert + " VALUES " + Array(repeating: row, count: batch).joined(separator: ", "))
        one = try database.prepare(insert + " VALUES " + row)
        self.columns = columns
        self.batch = batch
        pending.reserveCapacity(columns * batch)
    }

    func add(_ row: [SQLiteValue]) throws {
        precondition(row.count == columns, "a row of \(row.count) values for \(columns) columns")
        pending.append(contentsOf: row)
        guard pending.count == columns * batch else { return }
        try many.run(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Inserts the rows still pending, one statement each.
    func finish() throws {
        for start in stride(from: 0, to: pending.count, by: columns) {
            try one.run(Array(pending[start..<start + columns]))
        }
        pending.removeAll(keepingCapacity: true)
    }
}

extension SQLiteDatabase {
    /// Runs `body`, which inserts rows through the `add` it is given, `batch` rows to a statement
    /// (`SQLiteRowInserter`); every row added is in the table when this returns. `insert`: the statement up to its
    /// values (`INSERT INTO word`, `INSERT OR REPLACE INTO translation`); `columns`: each row's number of values.
    package func insertRows(
        _ insert: String, columns: Int, batch: Int = 32, _ body: (_ add: ([SQLiteValue]) throws -> Void) throws -> Void
    ) throws {
        let inserter = try SQLiteRowInserter(self, insert, columns: columns, batch: batch)
        try body(inserter.add)
        try inserter.finish()
    }
}
