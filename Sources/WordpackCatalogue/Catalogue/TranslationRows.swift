import Foundation

/// The translations of a language, or of one of its table files: rows read this run, and the rows the catalogue
/// store holds for a sheet whose bytes did not change, read from the store only when something asks for them. A
/// run that reads one changed sheet takes every other language's findings and plans from the build folder, and
/// so never holds those languages' rows: its memory grows with the change, not the catalogue.
///
/// A class shared by copies of the value that holds it: once read, the rows serve every copy. Assigning new rows
/// replaces it (see `Language.translations`), so it never changes once read.
package final class TranslationRows: @unchecked Sendable {
    /// Gives a stored sheet's rows.
    package typealias Loader = @Sendable () -> [Translation]

    private enum Part {
        case rows([Translation])
        case stored(Loader, count: Int)

        var count: Int {
            switch self {
            case .rows(let rows): return rows.count
            case .stored(_, let count): return count
            }
        }
    }

    private let lock = NSLock()
    /// What the rows are made of, in order, until they are read.
    private var parts: [Part]
    private var read: [Translation]?

    package init(_ rows: [Translation] = []) {
        parts = []
        read = rows
    }

    /// A stored sheet's `count` rows, which `load` gives when first asked for.
    package init(count: Int, stored load: @escaping Loader) {
        parts = [.stored(load, count: count)]
    }

    private init(parts: [Part]) {
        self.parts = parts
    }

    /// The rows.
    package var value: [Translation] {
        lock.withLock {
            if let read { return read }
            var rows: [Translation] = []
            for part in parts {
                switch part {
                case .rows(let more): rows.adopt(more)
                case .stored(let load, _): rows.adopt(load())
                }
            }
            read = rows
            parts = []
            return rows
        }
    }

    /// How many rows there are, without reading them.
    package var count: Int {
        lock.withLock { read?.count ?? parts.reduce(0) { $0 + $1.count } }
    }

    /// Whether the rows are in memory (a stored sheet's are not until asked for).
    package var isRead: Bool { lock.withLock { read != nil } }

    /// These rows, then `other`'s, without reading either.
    package func appending(_ other: TranslationRows) -> TranslationRows {
        let (mine, theirs) = (partsOrRows, other.partsOrRows)
        if mine.isEmpty { return other }
        if theirs.isEmpty { return self }
        return TranslationRows(parts: mine + theirs)
    }

    /// The parts, or the rows as one part once read; empty for no rows.
    private var partsOrRows: [Part] {
        lock.withLock {
            guard let read else { return parts }
            return read.isEmpty ? [] : [.rows(read)]
        }
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
