extension Diagnostic {
    /// Findings packed into one text, six fields a finding (severity, file, sheet, row, column, sentence), each
    /// as its length in UTF-8 bytes, a colon and its bytes, `-` when it is absent, or `=` when it is the finding
    /// before's (in the same call: a text of several calls' pieces reads back as one): how the build folder keeps
    /// many of them. One JSON string reads back in milliseconds where a keyed object, or even six strings, for
    /// each of 200,000 findings takes a second; and 100,000 rows naming one missing list say one sentence once.
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
        /// `field`, or `=` when it is `previous` (the finding before's), not absent.
        func add(_ field: String?, previous: String?? = .none) {
            guard var field else {
                bytes.append(UInt8(ascii: "-"))
                return
            }
            if case .some(.some(let previous)) = previous, previous.hasSameBytes(as: field) {
                bytes.append(UInt8(ascii: "="))
                return
            }
            field.withUTF8 { utf8 in
                bytes.appendDecimal(utf8.count)
                bytes.append(UInt8(ascii: ":"))
                bytes.append(contentsOf: utf8)
            }
        }
        var before: Diagnostic?
        for finding in findings {
            let location = finding.location
            add(finding.severity.rawValue, previous: before.map { $0.severity.rawValue })
            add(location.file, previous: before.map { $0.location.file })
            add(location.sheet, previous: before.map { $0.location.sheet })
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
            add(location.column, previous: before.map { $0.location.column })
            add(finding.message, previous: before.map { $0.message })
            before = finding
        }
        return bytes
    }

    /// The findings `packed(_:)` gave; nil when `text` is not such a text.
    ///
    /// A finding's file and sheet are most often the one before's (100,000 warnings of one sheet): written `=`, or
    /// with the same bytes (a text packed by an earlier version, or the first finding of a later piece), the text
    /// made for that one is taken again, not made anew (a tenth of reading back a language's findings, and a
    /// string apiece in memory). A sentence written `=` is the one before's text too.
    package static func unpacked(_ text: String) -> [Diagnostic]? {
        var text = text
        return text.withUTF8 { bytes -> [Diagnostic]? in
            var position = 0
            /// The next field; nil at the end or for a malformed length.
            func field() -> PackedField? {
                guard position < bytes.count else { return nil }
                switch bytes[position] {
                case UInt8(ascii: "-"):
                    position += 1
                    return .absent
                case UInt8(ascii: "="):
                    position += 1
                    return .same
                default: break
                }
                var length = 0
                while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
                    let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit), length < 1 << 40 else { return nil }
                    length = length * 10 + digit
                    position += 1
                }
                guard position < bytes.count, bytes.count - position - 1 >= length else { return nil }
                let start = position + 1
                position = start + length
                return .bytes(start..<position)
            }
            func text(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            /// The text of `range`, or `last`'s when its bytes are the same.
            func text(_ range: Range<Int>, reusing last: inout (range: Range<Int>, text: String)?) -> String {
                if let kept = last, kept.range.count == range.count, bytes[kept.range].elementsEqual(bytes[range]) {
                    return kept.text
                }
                let made = text(range)
                last = (range, made)
                return made
            }
            /// A field that is always there: its text, or the finding before's; nil when absent, or `=` first.
            func present(_ field: PackedField, before: String?, make: (Range<Int>) -> String) -> String?? {
                switch field {
                case .bytes(let range): return .some(make(range))
                case .same: return before.map { .some($0) } ?? .none
                case .absent: return .none
                }
            }
            /// A field that may be absent: its text, nil, or the finding before's; `.none` for `=` after an absent one.
            func optional(_ field: PackedField, before: String?, make: (Range<Int>) -> String) -> String?? {
                field == .absent ? .some(nil) : present(field, before: before, make: make)
            }
            var lastFile: (range: Range<Int>, text: String)?
            var lastSheet: (range: Range<Int>, text: String)?
            var findings: [Diagnostic] = []
            while position < bytes.count {
                let before = findings.last
                guard let severityField = field(),
                    let severityText = present(severityField, before: before?.severity.rawValue, make: text),
                    let severity = severityText.flatMap(Severity.init(rawValue:)),
                    let fileField = field(),
                    let file = present(fileField, before: before?.location.file, make: { text($0, reusing: &lastFile) })
                        ?? nil,
                    let sheetField = field(),
                    let sheet = optional(
                        sheetField, before: before?.location.sheet, make: { text($0, reusing: &lastSheet) }),
                    let rowField = field(), rowField != .same,
                    let columnField = field(),
                    let column = optional(columnField, before: before?.location.column, make: text),
                    let messageField = field(),
                    let message = present(messageField, before: before?.message, make: text) ?? nil
                else { return nil }
                var row: Int?
                if case .bytes(let range) = rowField {
                    guard let number = Int(text(range)) else { return nil }
                    row = number
                }
                let location = Location(file: file, sheet: sheet, row: row, column: column)
                findings.append(Diagnostic(severity, at: location, message))
            }
            return findings
        }
    }
}

/// One field of a packed finding (`Diagnostic.packed(_:)`): absent (`-`), the finding before's (`=`), or bytes.
private enum PackedField: Equatable {
    case absent
    case same
    case bytes(Range<Int>)
}
