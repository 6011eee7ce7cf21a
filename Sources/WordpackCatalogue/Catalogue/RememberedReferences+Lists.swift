import Foundation
import WordpackCore

/// A record as wordpack writes it holds each list's lines one after another (by list, then key), so one list's
/// rows can be read, or carried into the next record byte for byte, without the 100,000 others.
extension RememberedReferences {
    /// A record's bytes put together list by list, in list order.
    struct Text {
        private(set) var bytes: [UInt8]

        init(capacity: Int = 0) {
            bytes = RememberedReferences.headerLine
            bytes.reserveCapacity(capacity)
        }

        /// Appends a list's lines as a record wordpack wrote holds them.
        mutating func append(lines: UnsafeRawBufferPointer) {
            bytes += lines
        }

        /// Appends `list`'s rows, by key, each a line of its list, key, translation and reference text; the digest
        /// of the rows, as `listDigests` gives it.
        @discardableResult
        mutating func append(list: String, rows: [String: Made]) -> String {
            let escapedList = RememberedReferences.escaped(list)
            var digest = FieldDigest()
            func field(_ text: String) {
                bytes.append(0x09)
                bytes += RememberedReferences.escaped(text).utf8
                digest.add(text)
            }
            for (key, made) in rows.sorted(by: { $0.key < $1.key }) {
                bytes += escapedList.utf8
                field(key)
                field(made.translation)
                field(made.reference)
                bytes.append(0x0A)
                digest.endFields()
            }
            return digest.sha256
        }
    }

    /// The file's bytes (`text`) and the digest of each list's rows (`listDigests`), worked out together.
    var textAndListDigests: (text: Data, listDigests: [String: String]) {
        var text = Text(capacity: rows.values.reduce(0) { $0 + $1.count } * 48)
        var digests: [String: String] = [:]
        for list in rows.keys.sorted() {
            digests[list] = text.append(list: list, rows: rows[list] ?? [:])
        }
        return (Data(text.bytes), digests)
    }

    static var headerLine: [UInt8] { Array((header.joined(separator: "\t") + "\n").utf8) }

    /// Where each list's lines are in `bytes`, a record as wordpack writes it (`Text`); nil when the bytes are not
    /// one (another header, a line without a tab, a list's lines apart).
    static func listRanges(of bytes: UnsafeRawBufferPointer) -> [String: Range<Int>]? {
        let header = headerLine
        guard bytes.count >= header.count, bytes.prefix(header.count).elementsEqual(header) else { return nil }
        var ranges: [String: Range<Int>] = [:]
        var current: (name: String, field: Range<Int>, start: Int)?
        var start = header.count
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A),
                let tab = bytes[start..<end].firstIndex(of: 0x09)
            else { return nil }
            if let open = current, !bytes[open.field].elementsEqual(bytes[start..<tab]) {
                ranges[open.name] = open.start..<start
                current = nil
            }
            if current == nil {
                let name = unescaped(
                    String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<tab]), as: UTF8.self))
                guard ranges[name] == nil else { return nil }
                current = (name, start..<tab, start)
            }
            start = end + 1
        }
        if let open = current { ranges[open.name] = open.start..<start }
        return ranges
    }

    /// The rows of one list's lines (`listRanges`), by key.
    static func listRows(_ lines: UnsafeRawBufferPointer) -> [String: Made] {
        var rows: [String: Made] = [:]
        _ = Self.lines(of: lines.assumingMemoryBound(to: UInt8.self)) { _, fields in
            if fields.count == 4, !fields[1].isEmpty, rows[fields[1]] == nil {
                rows[fields[1]] = Made(translation: fields[2], reference: fields[3])
            }
            return true
        }
        return rows
    }
}
