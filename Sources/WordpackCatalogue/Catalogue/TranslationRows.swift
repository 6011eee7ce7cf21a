import Foundation

/// The translations of a language, or of one of its table files: rows read this run, and the rows the catalogue
/// store holds for a sheet whose bytes did not change, read from the store only when something asks for them. A
/// run that reads one changed sheet takes every other language's findings and plans from the build folder, and
/// so never holds those languages' rows: its memory grows with the change, not the catalogue. A run that asks for
/// one list's rows (`list(_:)`: a list sheet changed) reads that list's rows alone from the store.
///
/// A class shared by copies of the value that holds it: once read, the rows serve every copy. Assigning new rows
/// replaces it (see `Language.translations`), so the rows it gives never change. Rows the store can give again
/// (a stored sheet's, and a sheet's read afresh once the store holds them) may be let go once read (`release()`)
/// and are then read again from the store when asked for.
package final class TranslationRows: @unchecked Sendable {
    /// Gives a stored sheet's rows.
    package typealias Loader = @Sendable () -> [Translation]
    /// Gives a stored sheet's rows of one list, each with its position in the sheet, in order; nil when the store
    /// cannot (then every row is read).
    package typealias ListLoader = @Sendable (String) -> [(position: Int, row: Translation)]?

    private enum Part {
        case rows([Translation])
        case stored(Loader, count: Int, list: ListLoader?)

        var isRows: Bool {
            if case .rows = self { return true }
            return false
        }

        var count: Int {
            switch self {
            case .rows(let rows): return rows.count
            case .stored(_, let count, _): return count
            }
        }
    }

    /// How many lists' rows of a stored sheet are read alone (`list(_:)`) before every row is read: a run that
    /// asks for more lists (a check of every list) reads the rows in one pass of the store, quicker than a look-up
    /// by list for each.
    static let listsReadAlone = 4

    private let lock = NSLock()
    /// What the rows are made of, in order, until they are read.
    private var parts: [Part]
    private var read: [Translation]?
    /// Each list's rows asked for, by name.
    private var lists: [String: ListRows] = [:]
    /// How each part is read again from the store once its rows are let go, in order; nil when one part's rows
    /// are in memory alone.
    private let reloads: [Part]?

    package init(_ rows: [Translation] = []) {
        parts = []
        read = rows
        reloads = rows.isEmpty ? [] : nil
    }

    /// A stored sheet's `count` rows, which `load` gives when first asked for; `list`: one list's of them.
    package init(count: Int, list: ListLoader? = nil, stored load: @escaping Loader) {
        parts = [.stored(load, count: count, list: list)]
        reloads = parts
    }

    /// Rows read this run that the store will hold: `load` and `list` read them again from there once they are
    /// let go (`release()`).
    package init(_ rows: [Translation], list: ListLoader?, storedAs load: @escaping Loader) {
        parts = []
        read = rows
        reloads = [.stored(load, count: rows.count, list: list)]
    }

    private init(parts: [Part], reloads: [Part]?) {
        self.parts = parts
        self.reloads = reloads
    }

    /// The rows.
    package var value: [Translation] {
        lock.withLock { readLocked() }
    }

    private func readLocked() -> [Translation] {
        if let read { return read }
        var rows: [Translation] = []
        for part in parts {
            switch part {
            case .rows(let more): rows.adopt(more)
            case .stored(let load, _, _): rows.adopt(load())
            }
        }
        read = rows
        parts = []
        return rows
    }

    /// The rows of the list `name`, in order: of the rows read, or, for a stored sheet not read, that list's rows
    /// alone from the store.
    package func list(_ name: String) -> ListRows {
        lock.withLock {
            if let known = lists[name] { return known }
            if read == nil, lists.count < Self.listsReadAlone, let rows = listFromParts(name) {
                lists[name] = rows
                return rows
            }
            let rows = readLocked()
            // Every list's positions at once: a language read whole is asked for each of its lists. The lists read
            // alone before are made again from the rows read (the same rows, in the same order).
            lists = [:]
            var positions: [String: [Int]] = [:]
            rows.forEachListRun { list, run in positions[list, default: []].append(contentsOf: run) }
            for (list, found) in positions where lists[list] == nil {
                lists[list] = ListRows(table: rows, offsets: found, positions: found)
            }
            let made = lists[name] ?? ListRows(table: rows, offsets: [], positions: [])
            lists[name] = made
            return made
        }
    }

    /// The list's rows from the parts as they are (rows read, stored sheets by list); nil when a stored sheet
    /// cannot give its rows by list.
    private func listFromParts(_ name: String) -> ListRows? {
        var table: [Translation] = []
        var positions: [Int] = []
        var base = 0
        for part in parts {
            switch part {
            case .rows(let rows):
                for (offset, row) in rows.enumerated() where row.list == name {
                    table.append(row)
                    positions.append(base + offset)
                }
            case .stored(_, _, let list):
                guard let found = list?(name) else { return nil }
                for (position, row) in found {
                    table.append(row)
                    positions.append(base + position)
                }
            }
            base += part.count
        }
        return ListRows(table: table, offsets: Array(table.indices), positions: positions)
    }

    /// How many rows there are, without reading them.
    package var count: Int {
        lock.withLock { read?.count ?? parts.reduce(0) { $0 + $1.count } }
    }

    /// Whether the rows are in memory (a stored sheet's are not until asked for).
    var isRead: Bool { lock.withLock { read != nil } }

    /// These rows, then `other`'s, without reading either.
    func appending(_ other: TranslationRows) -> TranslationRows {
        let (mine, theirs) = (partsOrRows, other.partsOrRows)
        if mine.isEmpty { return other }
        if theirs.isEmpty { return self }
        return TranslationRows(
            parts: mine + theirs, reloads: reloads.flatMap { mine in other.reloads.map { mine + $0 } })
    }

    /// Lets go of the rows in memory, and of the lists made of them, when the store can give every part of them
    /// again: the check reads every row of a changed language, and the steps after it ask for a list's rows or
    /// none (a language of 100,000 rows is 30 MB). Call it only once the store holds the rows read this run.
    /// Returns whether rows were let go.
    @discardableResult
    package func release() -> Bool {
        lock.withLock {
            guard let reloads, read?.isEmpty == false || parts.contains(where: \.isRows) else { return false }
            parts = reloads
            read = nil
            lists = [:]
            return true
        }
    }

    /// The parts, or the rows as one part once read; empty for no rows.
    private var partsOrRows: [Part] {
        lock.withLock {
            guard let read else { return parts }
            return read.isEmpty ? [] : [.rows(read)]
        }
    }
}

/// One list's rows of a language, in order, each with its position in the language's rows; and the first row of
/// each key. The rows are those of a table shared with the language's (no copy) when it was read whole.
package struct ListRows: RandomAccessCollection, Sendable {
    private let table: [Translation]
    private let offsets: [Int]
    /// Each row's position in the language's rows, ascending.
    let positions: [Int]
    /// Key → index (here) of its first row.
    let firstByKey: [String: Int]

    init(table: [Translation], offsets: [Int], positions: [Int]) {
        self.table = table
        self.offsets = offsets
        self.positions = positions
        var first: [String: Int] = [:]
        first.reserveCapacity(offsets.count)
        for index in offsets.indices where first[table[offsets[index]].key] == nil {
            first[table[offsets[index]].key] = index
        }
        firstByKey = first
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { offsets.count }

    package subscript(index: Int) -> Translation { table[offsets[index]] }

    /// The first row of `key`, or nil.
    func firstRow(of key: String) -> Translation? {
        firstByKey[key].map { self[$0] }
    }

    /// The word of the row at `index`, read in place (a row is a dozen texts to copy).
    func word(at index: Int) -> String? { table[offsets[index]].word }

    /// Calls `body` with each row's index and the row, in order, read in place: a loop over the rows themselves
    /// copies each (a dozen texts), which the checks of 3,000,000 rows paid for every row.
    func forEachRow(_ body: (Int, Translation) throws -> Void) rethrows {
        for index in offsets.indices { try body(index, table[offsets[index]]) }
    }
}

extension TranslationRows: Equatable {
    package static func == (lhs: TranslationRows, rhs: TranslationRows) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}

extension TranslationRows: Codable {
    package convenience init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Translation].self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension [Translation] {
    /// Calls `body` with each run of rows of one list, in order: the list, and the run's positions. A list's rows
    /// mostly follow each other: a row's list is read in place and compared with the run's, not copied with the
    /// row's dozen texts, and whoever gathers rows by list hashes a list once a run, not once a row.
    func forEachListRun(_ body: (String, Range<Int>) -> Void) {
        var start = 0
        for position in indices.dropFirst() where self[position].list != self[start].list {
            body(self[start].list, start..<position)
            start = position
        }
        if !isEmpty { body(self[start].list, start..<count) }
    }
}
