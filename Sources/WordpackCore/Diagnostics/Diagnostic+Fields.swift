extension Diagnostic {
    /// Findings packed into one text, six fields a finding (severity, file, sheet, row, column, sentence), each
    /// as its length in UTF-8 bytes, a colon and its bytes, or `-` when it is absent: how the build folder keeps
    /// many of them. One JSON string reads back in milliseconds where a keyed object, or even six strings, for
    /// each of 200,000 findings takes a second.
    package static func packed(_ findings: [Diagnostic]) -> String {
        String(decoding: packedBytes(findings), as: UTF8.self)
    }

    /// `packed(_:)`'s text as UTF-8 bytes, written field by field with no text made for any (a build stamp packs
    /// 200,000 findings).
    package static func packedBytes(_ findings: some Collection<Diagnostic>) -> [UInt8] {
        var bytes: [UInt8] = []
        // Room for every field's bytes and their lengths, made once (growing by doubling copied it all again).
        bytes.reserveCapacity(
            findings.reduce(0) {
                $0 + 48 + $1.message.utf8.count + $1.location.file.utf8.count + ($1.location.sheet?.utf8.count ?? 0)
            })
        func add(_ field: String?) {
            guard var field else {
                bytes.append(UInt8(ascii: "-"))
                return
            }
            field.withUTF8 { utf8 in
                bytes.appendDecimal(utf8.count)
                bytes.append(UInt8(ascii: ":"))
                bytes.append(contentsOf: utf8)
            }
        }
        for finding in findings {
            let location = finding.location
            add(finding.severity.rawValue)
            add(location.file)
            add(location.sheet)
            if let row = location.row {
                // The row's decimal digits (and sign), after their count.
                var length = row < 0 ? 2 : 1
                var rest = row.magnitude
                while rest >= 10 {
                    rest /= 10
                    length += 1
                }
                bytes.appendDecimal(length)
                bytes.append(UInt8(ascii: ":"))
                bytes.appendDecimal(row)
            } else {
                bytes.append(UInt8(ascii: "-"))
            }
            add(location.column)
            add(finding.message)
        }
        return bytes
    }

    /// The findings `packed(_:)` gave; nil when `text` is not such a text.
    ///
    /// A finding's file and sheet are most often the one before's (100,000 warnings of one sheet): the text
    /// made for that one is taken again, not made anew (a tenth of reading back a language's findings, and a
    /// string apiece in memory).
    package static func unpacked(_ text: String) -> [Diagnostic]? {
        var text = text
        return text.withUTF8 { bytes -> [Diagnostic]? in
            var position = 0
            /// The next field's bytes: `.some(nil)` for `-`, nil at the end or for a malformed length.
            func field() -> Range<Int>?? {
                guard position < bytes.count else { return .none }
                if bytes[position] == UInt8(ascii: "-") {
                    position += 1
                    return .some(nil)
                }
                var length = 0
                while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
                    let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit), length < 1 << 40 else { return .none }
                    length = length * 10 + digit
                    position += 1
                }
                guard position < bytes.count, bytes.count - position - 1 >= length else { return .none }
                let start = position + 1
                position = start + length
                return .some(start..<position)
            }
            func text(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            /// The text of `range`, or `last`'s when its bytes are the same.
            func text(_ range: Range<Int>?, reusing last: inout (range: Range<Int>, text: String)?) -> String? {
                guard let range else { return nil }
                if let kept = last, kept.range.count == range.count, bytes[kept.range].elementsEqual(bytes[range]) {
                    return kept.text
                }
                let made = text(range)
                last = (range, made)
                return made
            }
            var lastFile: (range: Range<Int>, text: String)?
            var lastSheet: (range: Range<Int>, text: String)?
            var findings: [Diagnostic] = []
            while position < bytes.count {
                guard let severityRange = field(),
                    let severity = severityRange.flatMap({ Severity(rawValue: text($0)) }),
                    let fileRange = field(), let file = text(fileRange, reusing: &lastFile),
                    let sheetRange = field(), let rowRange = field(), let columnRange = field(),
                    let messageRange = field(), let messageRange
                else { return nil }
                var row: Int?
                if let rowRange {
                    guard let number = Int(text(rowRange)) else { return nil }
                    row = number
                }
                let location = Location(
                    file: file, sheet: text(sheetRange, reusing: &lastSheet), row: row, column: columnRange.map(text))
                findings.append(Diagnostic(severity, at: location, text(messageRange)))
            }
            return findings
        }
    }
}
