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
    /// Each name as a JSON text (quoted), for `json(start:length:)`.
    private let quotedNames: [[UInt8]]
    private let bytes: UnsafeMutableRawBufferPointer
    /// How many of `bytes` are written (by the table's reader alone).
    private var used = 0

    private init(names: [String], capacity: Int) {
        self.names = names
        quotedNames = names.map { name in
            var name = name
            return name.withUTF8 { utf8 in
                [UInt8](unsafeUninitializedCapacity: CatalogueDatabase.quotedLength(utf8: utf8)) { buffer, count in
                    count = CatalogueDatabase.writeQuoted(utf8: utf8, into: buffer, at: 0)
                }
            }
        }
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
    }

    deinit { bytes.deallocate() }

    /// The largest piece; a value set larger than it stays a JSON text of its own.
    static let largest = 64 << 10
    /// The first piece of a table, each next one twice the last (a table of a few rows takes a kilobyte).
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
            // Each value's column number, then its length (7 bits a byte, lowest first) and its bytes.
            var size = 0
            var next = 0
            for (name, text) in pairs {
                guard let index = names[next...].firstIndex(of: name) else { return nil }
                next = index + 1
                let length = text.utf8.count
                size += 1 + (length.bitWidth - length.leadingZeroBitCount + 6) / 7 + (length == 0 ? 1 : 0) + length
            }
            guard size <= ExtraValues.largest else { return nil }
            if piece.map({ $0.bytes.count - $0.used < size }) ?? true {
                let room = min(ExtraValues.largest, max(ExtraValues.smallest, 2 * (piece?.bytes.count ?? 0)))
                piece = ExtraValues(names: names, capacity: max(room, size))
            }
            guard let piece else { return nil }
            let start = piece.used
            var end = start
            next = 0
            for (name, text) in pairs {
                guard let index = names[next...].firstIndex(of: name) else { return nil }
                next = index + 1
                piece.bytes[end] = UInt8(index)
                end += 1
                var text = text
                text.withUTF8 { utf8 in
                    var length = utf8.count
                    while length >= 0x80 {
                        piece.bytes[end] = UInt8(length & 0x7F) | 0x80
                        end += 1
                        length >>= 7
                    }
                    piece.bytes[end] = UInt8(length)
                    end += 1
                    UnsafeMutableRawBufferPointer(rebasing: piece.bytes[end..<end + utf8.count]).copyBytes(from: utf8)
                    end += utf8.count
                }
            }
            piece.used = end
            return (piece, UInt32(start), UInt32(end - start))
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

    /// `CatalogueDatabase.json(sorted: pairs(start:length:))`, byte for byte, made from the values' bytes (no text
    /// of each is made): what the store keeps, and a row's digest holds, for each row read afresh.
    func json(start: UInt32, length: UInt32) -> String? {
        var size = 1
        forEachValue(start: start, length: length) { index, text in
            size += 1 + quotedNames[index].count + 1 + CatalogueDatabase.quotedLength(utf8: text)
            return true
        }
        guard size > 1 else { return nil }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var end = 0
            forEachValue(start: start, length: length) { index, text in
                buffer[end] = end == 0 ? UInt8(ascii: "{") : UInt8(ascii: ",")
                end += 1
                for byte in quotedNames[index] {
                    buffer[end] = byte
                    end += 1
                }
                buffer[end] = UInt8(ascii: ":")
                end = CatalogueDatabase.writeQuoted(utf8: text, into: buffer, at: end + 1)
                return true
            }
            buffer[end] = UInt8(ascii: "}")
            return end + 1
        }
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
        start: UInt32, length: UInt32, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        let values = UnsafeRawBufferPointer(rebasing: bytes[Int(start)..<Int(start) + Int(length)])
            .assumingMemoryBound(to: UInt8.self)
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
            guard body(index, UnsafeBufferPointer(rebasing: values[position..<position + count])) else { return }
            position += count
        }
    }
}
