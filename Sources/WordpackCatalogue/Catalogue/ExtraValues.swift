/// The extra columns' values of the rows read from one table, one row after the other in pieces of up to 64 KiB:
/// a row holds its piece and where its values are in it (16 bytes, no text of its own). A JSON text of a row's
/// values was 96 bytes of heap a row (100,000 rows of a sheet read afresh: 9.6 MB, held through the check); the
/// names are the piece's, and each value is its column's number, its length and its bytes.
///
/// Written by the table's reader alone, each row's values before the row is handed on, and never again: a row
/// read on another thread reads bytes no one writes any more.
final class ExtraValues: @unchecked Sendable {
    /// The table's extra columns (`HeadedTable.Record.values(at:)`'s names, in their order).
    let names: [String]
    private let bytes: UnsafeMutableRawBufferPointer
    private var used = 0

    private init(names: [String], capacity: Int) {
        self.names = names
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
    }

    deinit { bytes.deallocate() }

    /// The largest piece, and the first.
    static let largest = 64 << 10
    static let smallest = 1 << 10

    /// Makes a table's rows' extra columns one after the other into pieces.
    struct Writer {
        let names: [String]
        private var piece: ExtraValues?

        init(names: [String]) {
            self.names = names
        }

        /// A row's values (pairs of one of `names` and a text, in the order of `names`), in the current piece
        /// or a new one; nil when they cannot be written so (a value set larger than a piece, more than 255
        /// columns, a name not among `names`).
        mutating func add(_ pairs: [(String, String)]) -> (piece: ExtraValues, start: UInt32, length: UInt32)? {
            guard names.count <= 255 else { return nil }
            var encoded: [UInt8] = []
            var next = 0
            for (name, text) in pairs {
                guard let index = names[next...].firstIndex(of: name) else { return nil }
                next = index + 1
                encoded.append(UInt8(index))
                var length = text.utf8.count
                while length >= 0x80 {
                    encoded.append(UInt8(length & 0x7F) | 0x80)
                    length >>= 7
                }
                encoded.append(UInt8(length))
                encoded.append(contentsOf: text.utf8)
            }
            guard encoded.count <= ExtraValues.largest else { return nil }
            if piece.map({ $0.bytes.count - $0.used < encoded.count }) ?? true {
                let size = min(ExtraValues.largest, max(ExtraValues.smallest, 2 * (piece?.bytes.count ?? 0)))
                piece = ExtraValues(names: names, capacity: max(size, encoded.count))
            }
            guard let piece else { return nil }
            let start = piece.used
            UnsafeMutableRawBufferPointer(rebasing: piece.bytes[start..<start + encoded.count]).copyBytes(from: encoded)
            piece.used += encoded.count
            return (piece, UInt32(start), UInt32(encoded.count))
        }
    }

    /// The values written at `start`, `length` bytes: pairs of a name and a text, in the order of `names`.
    func pairs(start: UInt32, length: UInt32) -> [(String, String)] {
        var pairs: [(String, String)] = []
        forEachValue(start: start, length: length) { index, text in
            pairs.append((names[index], String(decoding: text, as: UTF8.self)))
            return true
        }
        return pairs
    }

    /// The text of the column `name` among the values written at `start`, or nil.
    func value(_ name: String, start: UInt32, length: UInt32) -> String? {
        guard let wanted = names.firstIndex(of: name) else { return nil }
        var found: String?
        forEachValue(start: start, length: length) { index, text in
            if index == wanted { found = String(decoding: text, as: UTF8.self) }
            return index < wanted
        }
        return found
    }

    /// Calls `body` with each value's column number and bytes, in order, until it returns false.
    private func forEachValue(
        start: UInt32, length: UInt32, _ body: (Int, UnsafeRawBufferPointer) -> Bool
    ) {
        let values = UnsafeRawBufferPointer(rebasing: bytes[Int(start)..<Int(start) + Int(length)])
        var position = 0
        while position < values.count {
            let index = Int(values[position])
            position += 1
            var count = 0
            var shift = 0
            while true {
                let byte = values[position]
                position += 1
                count |= Int(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { break }
            }
            guard body(index, UnsafeRawBufferPointer(rebasing: values[position..<position + count])) else { return }
            position += count
        }
    }
}
