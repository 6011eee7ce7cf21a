import WordpackCore

/// A problem in the text of a CSV file, found while splitting it into records; `CSVProblems` words it.
enum CSVSyntaxProblem: Error, Equatable {
    /// A field holds bytes that are not UTF-8 (or, in a UTF-16 file, a broken character).
    case undecodableText(row: Int, column: Int)
    /// A quoted field opened here and the file ended before its closing quote mark.
    case unterminatedQuote(row: Int, column: Int)
    /// A field longer than any spreadsheet cell can be.
    case fieldTooLong(row: Int, column: Int)
    /// A NUL byte, which no text file has.
    case nulByte(row: Int, column: Int)
    /// A record with a field past column XFD, or a record past the last row a sheet may have.
    case beyondSheet(row: Int, column: Int)
}

/// Splits UTF-8 text into records and fields, a chunk at a time, and hands out each record that has a
/// non-empty field as a `SheetRow`.
///
/// Separators, quote marks and line ends are ASCII, and no byte of a multi-byte UTF-8 character is ASCII, so the
/// text is split as bytes and each field is decoded (and validated) on its own.
struct CSVRecordParser {
    private enum State {
        /// At the start of a field, before any of its bytes.
        case fieldStart
        /// Inside a field that did not start with a quote mark.
        case unquoted
        /// Inside a quoted field.
        case quoted
        /// Just after a quote mark inside a quoted field: either `""` or the closing quote.
        case quoteInQuoted
    }

    /// Excel keeps at most 32,767 characters in a cell (at most 4 bytes each in UTF-8); a longer field is
    /// not kept in memory, so a quote mark that is never closed cannot make the parser hold the whole file.
    static let longestField = 32_767 * 4

    private static let quote = UInt8(ascii: "\"")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    private let separator: UInt8
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fieldIsTooLong = false
    private var cells: [Cell] = []
    private var column = 0
    private var row = 1
    private var quoteOpened = (row: 1, column: 0)
    /// True just after a CR that ended a record, so that the LF of a CRLF does not end another.
    private var afterCarriageReturn = false

    package init(separator: UInt8) {
        self.separator = separator
    }

    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, emit: (SheetRow) throws -> Void) throws {
        var index = 0
        let count = bytes.count
        if afterCarriageReturn, count > 0 {
            afterCarriageReturn = false
            if bytes[0] == Self.lineFeed { index = 1 }
        }
        while index < count {
            let byte = bytes[index]
            index += 1
            switch state {
            case .quoted:
                if byte == Self.quote {
                    state = .quoteInQuoted
                } else {
                    // Copy the run of bytes up to the next quote mark in one go.
                    var end = index
                    while end < count && bytes[end] != Self.quote { end += 1 }
                    try append(bytes, from: index - 1, to: end)
                    index = end
                }
            case .quoteInQuoted:
                if byte == Self.quote {
                    try append(byte)
                    state = .quoted
                } else if try !endsField(byte, at: &index, in: bytes, emit: emit) {
                    // Text after the closing quote mark is kept, as Excel does: `"ab"c` reads `abc`.
                    try append(byte)
                    state = .unquoted
                }
            case .fieldStart, .unquoted:
                if try endsField(byte, at: &index, in: bytes, emit: emit) { continue }
                if state == .fieldStart && byte == Self.quote {
                    state = .quoted
                    quoteOpened = (row, column)
                    continue
                }
                state = .unquoted
                var end = index
                while end < count {
                    let next = bytes[end]
                    if next == separator || next == Self.carriageReturn || next == Self.lineFeed || next == 0 { break }
                    end += 1
                }
                try append(bytes, from: index - 1, to: end)
                index = end
            }
        }
    }

    /// Ends the last record at the end of the file; a quoted field still open there is an error.
    mutating func finish(emit: (SheetRow) throws -> Void) throws {
        if state == .quoted {
            throw CSVSyntaxProblem.unterminatedQuote(row: quoteOpened.row, column: quoteOpened.column)
        }
        try endRecord(emit: emit)
    }

    /// Handles a separator or a line end outside quotes; returns false for any other byte.
    private mutating func endsField(
        _ byte: UInt8, at index: inout Int, in bytes: UnsafeBufferPointer<UInt8>, emit: (SheetRow) throws -> Void
    ) throws -> Bool {
        switch byte {
        case separator:
            try endField()
            return true
        case Self.lineFeed:
            try endRecord(emit: emit)
            return true
        case Self.carriageReturn:
            try endRecord(emit: emit)
            if index < bytes.count {
                if bytes[index] == Self.lineFeed { index += 1 }
            } else {
                afterCarriageReturn = true
            }
            return true
        case 0:
            throw CSVSyntaxProblem.nulByte(row: row, column: column)
        default:
            return false
        }
    }

    private mutating func append(_ byte: UInt8) throws {
        if byte == 0 { throw CSVSyntaxProblem.nulByte(row: row, column: column) }
        guard !fieldIsTooLong else { return }
        field.append(byte)
        if field.count > Self.longestField { markTooLong() }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if state == .quoted, run.contains(0) { throw CSVSyntaxProblem.nulByte(row: row, column: column) }
        guard !fieldIsTooLong else { return }
        field.append(contentsOf: run)
        if field.count > Self.longestField { markTooLong() }
    }

    private mutating func markTooLong() {
        fieldIsTooLong = true
        field = []
    }

    private mutating func endField() throws {
        state = .fieldStart
        if fieldIsTooLong {
            throw CSVSyntaxProblem.fieldTooLong(row: row, column: column)
        }
        if !field.isEmpty {
            guard column < ReadLimits.columns, row <= ReadLimits.rows else {
                throw CSVSyntaxProblem.beyondSheet(row: row, column: column)
            }
            guard let text = String(utf8: field) else {
                throw CSVSyntaxProblem.undecodableText(row: row, column: column)
            }
            if field.count > ReadLimits.cellCharacters, text.utf16.count > ReadLimits.cellCharacters {
                throw CSVSyntaxProblem.fieldTooLong(row: row, column: column)
            }
            cells.append(Cell(column: column, text: text))
            field.removeAll(keepingCapacity: true)
        }
        column += 1
    }

    private mutating func endRecord(emit: (SheetRow) throws -> Void) throws {
        try endField()
        if !cells.isEmpty {
            let record = SheetRow(number: row, cells: cells)
            cells.removeAll(keepingCapacity: true)
            try emit(record)
        }
        row += 1
        column = 0
    }
}
