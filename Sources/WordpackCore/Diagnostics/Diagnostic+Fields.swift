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
    package static func unpacked(_ text: String) -> [Diagnostic]? {
        var text = text
        return text.withUTF8 { bytes -> [Diagnostic]? in
            var position = 0
            func field() -> String?? {
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
                return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
            }
            var findings: [Diagnostic] = []
            while position < bytes.count {
                guard let severityText = field(), let severity = severityText.flatMap(Severity.init(rawValue:)),
                    let fileText = field(), let file = fileText, let sheet = field(), let rowText = field(),
                    let column = field(), let messageText = field(), let message = messageText
                else { return nil }
                var row: Int?
                if let rowText {
                    guard let number = Int(rowText) else { return nil }
                    row = number
                }
                findings.append(
                    Diagnostic(severity, at: Location(file: file, sheet: sheet, row: row, column: column), message))
            }
            return findings
        }
    }
}
