extension Diagnostic {
    /// Appends `description` and a line feed to `bytes`, written byte by byte as `description` composes it (the
    /// same bytes: a test compares them): a report of 200,000 findings makes no text per finding.
    package func appendLine(to bytes: inout [UInt8]) {
        location.appendDescription(to: &bytes)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: severity.rawValue.utf8)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: message.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }
}

extension Location {
    /// Appends `description` to `bytes`.
    func appendDescription(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: file.utf8)
        let textPosition = isTextPosition
        if textPosition, let row, let column {
            bytes.append(UInt8(ascii: ":"))
            bytes.appendDecimal(row)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: column.utf8)
            return
        }
        // `cellReference`: the column and the row (`row 7` without a column), after the sheet and a `!`; none of
        // it when all of it is empty.
        let cellIsEmpty = (column?.isEmpty ?? true) && row == nil
        guard !cellIsEmpty || sheet?.isEmpty == false else { return }
        bytes.append(UInt8(ascii: sheet == nil ? "!" : ":"))
        if let sheet {
            bytes.append(contentsOf: sheet.utf8)
            guard !cellIsEmpty else { return }
            bytes.append(UInt8(ascii: "!"))
        }
        if let column { bytes.append(contentsOf: column.utf8) }
        if let row {
            if column == nil { bytes.append(contentsOf: "row ".utf8) }
            bytes.appendDecimal(row)
        }
    }
}

extension [UInt8] {
    /// Appends the decimal digits of `number` (with a `-` when negative), as `String(number)` writes them.
    mutating func appendDecimal(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        let start = count
        var rest = number.magnitude
        repeat {
            append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        self[start...].reverse()
    }
}
