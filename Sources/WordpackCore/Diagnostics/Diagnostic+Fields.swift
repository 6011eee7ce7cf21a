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
    /// 200,000 findings). Each finding is read where it lies, not copied (`packed(in:)`).
    package static func packedBytes(_ findings: some Collection<Diagnostic>) -> [UInt8] {
        findings.withContiguousStorageIfAvailable(packed(in:)) ?? Array(findings).withUnsafeBufferPointer(packed(in:))
    }

    private static func packed(in findings: UnsafeBufferPointer<Diagnostic>) -> [UInt8] {
        var bytes: [UInt8] = []
        // Room for every field's bytes and their lengths, made once (growing by doubling copied it all again).
        var room = 0
        for index in findings.indices {
            room +=
                48 + findings[index].message.utf8.count + findings[index].location.file.utf8.count
                + (findings[index].location.sheet?.utf8.count ?? 0)
        }
        bytes.reserveCapacity(room)
        /// `field`, or `=` when it is `previous` (the finding before's), not absent.
        func add(_ field: String?, previous: String?? = .none) {
            guard let field else {
                bytes.append(UInt8(ascii: "-"))
                return
            }
            if case .some(.some(let previous)) = previous, previous.hasSameBytes(as: field) {
                bytes.append(UInt8(ascii: "="))
                return
            }
            bytes.appendDecimal(field.utf8.count)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: field.utf8)
        }
        for index in findings.indices {
            let before = index > 0 ? index - 1 : nil
            add(findings[index].severity.rawValue, previous: before.map { findings[$0].severity.rawValue })
            add(findings[index].location.file, previous: before.map { findings[$0].location.file })
            add(findings[index].location.sheet, previous: before.map { findings[$0].location.sheet })
            if let row = findings[index].location.row {
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
            add(findings[index].location.column, previous: before.map { findings[$0].location.column })
            add(findings[index].message, previous: before.map { findings[$0].message })
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
