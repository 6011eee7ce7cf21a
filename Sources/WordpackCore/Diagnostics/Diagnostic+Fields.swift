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

    /// The findings `packed(_:)` gave; nil when `text` is not such a text (`PackedFindingsReader`, over the
    /// whole text).
    package static func unpacked(_ text: String) -> [Diagnostic]? {
        var text = text
        return text.withUTF8 { bytes -> [Diagnostic]? in
            var reader = PackedFindingsReader()
            guard let (findings, used) = reader.read(bytes), used == bytes.count else { return nil }
            return findings
        }
    }
}
