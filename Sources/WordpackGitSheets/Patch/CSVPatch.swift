import Foundation
import WordpackSheets

/// Changes records of a CSV or TSV file in place: an edited record is written again (its untouched fields keep
/// their quoting), a removed one goes with its line end, new ones are added at the end with the file's own line
/// end; the encoding (UTF-8 with or without its mark, UTF-16) and the separator stay the file's.
struct CSVPatch {
    let encoding: CSVWorkbook.TextEncoding
    let separator: UInt8
    let text: [UInt8]

    init(_ data: Data, encoding: CSVWorkbook.TextEncoding, separator: Character) throws {
        self.encoding = encoding
        self.separator = separator.asciiValue ?? UInt8(ascii: ",")
        switch encoding {
        case .utf8: text = [UInt8](data)
        case .utf8WithByteOrderMark: text = [UInt8](data.dropFirst(3))
        case .utf16LittleEndian, .utf16BigEndian:
            guard
                let decoded = String(
                    data: data.dropFirst(2),
                    encoding: encoding == .utf16LittleEndian ? .utf16LittleEndian : .utf16BigEndian)
            else { throw XLSXSheetPatch.Unpatchable() }
            text = Array(decoded.utf8)
        }
    }

    /// One record: where its fields lie, and its line end.
    struct Record {
        var fields: [Range<Int>]
        var end: Range<Int>
    }

    /// The records in file order, numbered from 1 as the reader numbers rows.
    func records() -> [Record] {
        var records: [Record] = []
        var fields: [Range<Int>] = []
        var fieldStart = 0
        var quoted = false
        var index = 0
        let quote = UInt8(ascii: "\"")
        while index < text.count {
            let byte = text[index]
            if quoted {
                if byte == quote {
                    if index + 1 < text.count, text[index + 1] == quote { index += 1 } else { quoted = false }
                }
            } else if byte == quote && index == fieldStart {
                quoted = true
            } else if byte == separator {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            } else if byte == 10 || byte == 13 {
                fields.append(fieldStart..<index)
                let endLength = byte == 13 && index + 1 < text.count && text[index + 1] == 10 ? 2 : 1
                records.append(Record(fields: fields, end: index..<index + endLength))
                fields = []
                index += endLength
                fieldStart = index
                continue
            }
            index += 1
        }
        if fieldStart < text.count || !fields.isEmpty {
            fields.append(fieldStart..<text.count)
            records.append(Record(fields: fields, end: text.count..<text.count))
        }
        return records
    }

    /// The file with the edits made, in its own encoding.
    func patched(_ edits: SheetEdits) -> Data {
        let records = records()
        let lineEnd = records.first(where: { !$0.end.isEmpty }).map { Array(text[$0.end]) } ?? [10]
        var output: [UInt8] = []
        output.reserveCapacity(text.count + edits.cells.count * 64)
        var copied = 0
        for (offset, record) in records.enumerated() {
            let number = offset + 1
            let start = record.fields.first?.lowerBound ?? record.end.lowerBound
            if edits.removedRows.contains(number) {
                output += text[copied..<start]
                copied = record.end.upperBound
            } else if let cells = edits.cells[number] {
                output += text[copied..<start]
                var fields = record.fields.map { Array(text[$0]) }
                for (column, value) in cells {
                    while fields.count <= column { fields.append([]) }
                    fields[column] = field(value?.text ?? "")
                }
                output += Array(fields.joined(separator: [separator]))
                copied = record.end.lowerBound
            }
        }
        output += text[copied...]
        let added = edits.cells.keys.filter { $0 > records.count }.sorted()
        if !added.isEmpty, let last = records.last, last.end.isEmpty, !output.isEmpty { output += lineEnd }
        for number in added {
            let cells = edits.cells[number] ?? [:]
            // As wide as the header, as spreadsheet programs write every row.
            let width = max((cells.keys.max() ?? 0) + 1, records.first?.fields.count ?? 0)
            output += Array((0..<width).map { field((cells[$0] ?? nil)?.text ?? "") }.joined(separator: [separator]))
            output += lineEnd
        }
        return encoded(output)
    }

    /// A field's text, in quotes when it holds the separator, a quote mark or a line end.
    func field(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == separator || $0 == 34 || $0 == 10 || $0 == 13 }) else { return bytes }
        return [34] + bytes.flatMap { $0 == 34 ? [34, 34] : [$0] } + [34]
    }

    private func encoded(_ bytes: [UInt8]) -> Data {
        switch encoding {
        case .utf8: return Data(bytes)
        case .utf8WithByteOrderMark: return Data([0xEF, 0xBB, 0xBF] + bytes)
        case .utf16LittleEndian:
            return Data([0xFF, 0xFE])
                + (String(decoding: bytes, as: UTF8.self).data(using: .utf16LittleEndian) ?? Data())
        case .utf16BigEndian:
            return Data([0xFE, 0xFF]) + (String(decoding: bytes, as: UTF8.self).data(using: .utf16BigEndian) ?? Data())
        }
    }
}
