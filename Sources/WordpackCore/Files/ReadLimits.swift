/// How much a spreadsheet may hold or claim before wordpack refuses to read it, checked while streaming, so
/// that a small hostile or damaged file (a ZIP bomb, an ODS row repeated a million times with text in
/// every column) is refused in a moment instead of running for hours. Real sheets never come near them: a
/// sheet of a million rows still reads.
package enum ReadLimits {
    /// The most rows a sheet may have: what LibreOffice allows at most (Excel stops at 1,048,576).
    package static let rows = 16_777_216
    /// The most columns a sheet may have: column XFD, the last in Excel and LibreOffice.
    package static let columns = 16_384
    /// The most characters a cell may hold: Excel's limit.
    package static let cellCharacters = 32_767
    /// The most non-empty cells a sheet may hold in all, after its repeated rows and columns are counted.
    package static let cells = 100_000_000
    /// Repeated rows and columns are honoured as written, but a sheet may not expand to more than this many
    /// cells per byte of its XML beyond `freeCells`: every cell LibreOffice writes takes dozens of bytes, and
    /// identical rows are never so many that they outgrow the rest of the sheet.
    package static let cellsPerByte = 1
    /// The cells a sheet may hold whatever its size in bytes.
    package static let freeCells = 100_000
    /// The most bytes one part of an XLSX or ODS package (a sheet, the shared texts) may unpack to.
    package static let partBytes: Int64 = 2_000_000_000
    /// The most a part may grow when unpacked, beyond its first `freePartBytes`: spreadsheet XML packs 5 to
    /// 40 times smaller, a ZIP bomb a thousand times.
    package static let compressionRatio: Int64 = 200
    /// The bytes a part may unpack to whatever its packed size.
    package static let freePartBytes: Int64 = 10_000_000

    /// The most bytes a part of `packed` bytes may unpack to. A package can claim any packed size (a ZIP64
    /// one up to 2^64 − 1): one beyond what the ratio could ever need is simply the whole limit.
    package static func unpackedPartBytes(packed: Int64) -> Int64 {
        guard packed < partBytes / compressionRatio else { return partBytes }
        return min(partBytes, freePartBytes + max(packed, 0) * compressionRatio)
    }

    /// The most bytes an XLIFF file may hold: a translation tool writes about 250 bytes per word, so this is
    /// 400,000 words, four times the largest catalogue wordpack is measured with (bench/README.md, "Scale").
    package static let xliffBytes: Int64 = 100_000_000
}

extension ReadLimits {
    /// Refuses a cell holding more than `cellCharacters` characters (counted as Excel does, in UTF-16 units).
    package static func checkLength(of text: String, at cell: @autoclosure () -> Location) throws {
        guard text.utf8.count > cellCharacters, text.utf16.count > cellCharacters else { return }
        throw FileProblem(
            cell(),
            "holds \(text.utf16.count.grouped) characters, but a spreadsheet cell holds at most "
                + "\(cellCharacters.grouped) (Excel's limit); the file is damaged or was not saved by a spreadsheet "
                + "program. Shorten the text, or open the original and save it again.")
    }
}

/// Numbers in messages about limits: `1,048,000`.
extension Int {
    package var grouped: String {
        let digits = String(magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }
}

extension Int64 {
    /// `11 KB`, `1.2 GB`: a size for a message.
    package var byteCount: String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(self)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if unit == 0 { return "\(self) bytes" }
        let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[unit])"
    }
}
