/// A remembered value that writes its own JSON: the bytes `JSONEncoder` writes for it (keys sorted, slashes as they
/// are), made faster. Remembered findings are one packed text of 100,000 findings, which the encoder escapes a
/// character at a time (a fifth of a cold check of such a sheet, on the run's last stretch).
package protocol OwnJSON: Codable {
    func writeJSON(into bytes: inout [UInt8])
}

extension OwnJSON {
    /// Writes the object of `fields`, given in the byte order of their names (the order `.sortedKeys` writes).
    package static func appendObject(_ fields: KeyValuePairs<String, any OwnJSON>, to bytes: inout [UInt8]) {
        for (index, (name, value)) in fields.enumerated() {
            bytes.append(UInt8(ascii: index == 0 ? "{" : ","))
            appendQuoted(name.utf8, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            value.writeJSON(into: &bytes)
        }
        bytes.append(contentsOf: fields.isEmpty ? "{}".utf8 : "}".utf8)
    }

    /// `text` as a JSON string, as `JSONEncoder` writes it with `.withoutEscapingSlashes`: `"` and `\` escaped,
    /// control characters as `\b \f \n \r \t` or `\u00hh`, every other byte as it is, and the runs between
    /// escapes copied whole.
    package static func appendQuoted(_ text: some Collection<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var run = text.startIndex
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            let next = text.index(after: index)
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index = next
                continue
            }
            bytes.append(contentsOf: text[run..<index])
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                let hex: StaticString = "0123456789abcdef"
                bytes.append(contentsOf: "u00".utf8)
                bytes.append(hex.utf8Start[Int(byte >> 4)])
                bytes.append(hex.utf8Start[Int(byte & 0x0F)])
            }
            index = next
            run = next
        }
        bytes.append(contentsOf: text[run..<text.endIndex])
        bytes.append(UInt8(ascii: "\""))
    }
}

extension PackedFindings: OwnJSON {
    /// The packed text as a JSON string, packed straight into it.
    package func writeJSON(into bytes: inout [UInt8]) {
        Self.appendQuoted(Diagnostic.packedBytes(findings), to: &bytes)
    }
}
