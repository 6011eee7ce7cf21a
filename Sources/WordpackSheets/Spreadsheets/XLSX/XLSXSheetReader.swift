import WordpackCore

/// Streams the rows of one worksheet part (`<sheetData><row><c>…`), one row in memory at a time: the checks
/// and the cell values; `XLSXRowParser` follows the part's elements.
struct XLSXSheetReader {
    let sharedTexts: XLSXSharedTexts
    /// The number format of each cell style, by a cell's `s` index.
    let formats: [NumberFormat]
    let dates: DateSystem
    /// The file and sheet, for messages.
    let sheet: Location

    /// A `<c>` element while it is being read.
    struct PendingCell {
        var column: Int
        var type: CellType
        var style: Int
        var value: String?
        /// A shared text's number, read from the `<v>`'s bytes when they are plain digits (then `value` is not
        /// made): what nearly every cell of a sheet of shared strings holds.
        var sharedIndex: Int?
        var inlineText: String?
        var hasFormula = false
    }

    /// A cell's `t` attribute: what its `<v>` holds.
    enum CellType {
        /// `s`: the number of a shared text.
        case sharedText
        /// `inlineStr`: the text is the cell's `<is>`.
        case inlineText
        /// `str`: a formula's text result.
        case formulaText
        case boolean
        case error
        /// `d`: an ISO 8601 date.
        case date
        /// `n`, none, or a type no program writes: a number.
        case number

        init(_ name: String) {
            switch name {
            case "s": self = .sharedText
            case "inlineStr": self = .inlineText
            case "str": self = .formulaText
            case "b": self = .boolean
            case "e": self = .error
            case "d": self = .date
            default: self = .number
            }
        }

        /// The type an attribute's raw bytes name, as `init(_:)` of their text (a reference such as `&#115;` is
        /// left to the text).
        init(bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 1 where bytes[0] == UInt8(ascii: "s"): self = .sharedText
            case 1 where bytes[0] == UInt8(ascii: "n"): self = .number
            default: self = CellType(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// Unpacks and parses the worksheet part `path` of `package`, calling `body` with each non-empty row;
    /// returns the sheet's merged cells (listed after its rows). An error `body` throws ends the reading at once.
    package func forEachRow(
        of package: ZippedSpreadsheet, part path: String, _ body: @escaping (SheetRow) throws -> Void
    ) throws -> [MergedRange] {
        let parser = XLSXRowParser(sheet: self, body: body)
        try package.parse(part: path, location: sheet, into: parser)
        return parser.merges
    }

    /// Rows come in order, each once, and within the most rows a sheet may have.
    func checkRow(_ row: Int, after previous: Int) throws {
        guard row > previous || row < 1 || row > ReadLimits.rows else {
            throw FileProblem(
                Location(file: sheet.file, sheet: sheet.sheet, row: row),
                row == previous
                    ? "is damaged: row \(row) is written twice in the file. Open it in Excel or LibreOffice and save it again."
                    : "is damaged: row \(row) is written after row \(previous). Open it in Excel or LibreOffice and save it again."
            )
        }
        guard row >= 1, row <= ReadLimits.rows else {
            throw FileProblem(
                sheet,
                "is refused: it has a row numbered \(row.grouped), but a sheet has rows 1 to \(ReadLimits.rows.grouped). "
                    + "The file is damaged; open the original in Excel or LibreOffice and save it again.")
        }
    }

    /// Columns end at XFD, the last a spreadsheet program has.
    func checkColumn(_ column: Int, row: Int) throws {
        guard column >= ReadLimits.columns else { return }
        throw FileProblem(
            Location(file: sheet.file, sheet: sheet.sheet, row: row),
            "is refused: it has a cell past column XFD, the last column a sheet can have. The file is damaged; open "
                + "the original in Excel or LibreOffice and save it again.")
    }

    /// A row that holds two cells of one address (found by the xlsx fuzz target: the readers promise one cell
    /// a column).
    func refuseCellWrittenTwice(column: Int, row: Int) throws {
        throw FileProblem(
            Location(file: sheet.file, sheet: sheet.sheet, row: row, column: ColumnName.letters(forIndex: column)),
            "is damaged: this cell is written twice in the sheet, so which value it holds cannot be known. Open "
                + "the original in Excel or LibreOffice and save it again.")
    }

    /// The cell as the user sees it; `nil` for a cell with nothing to show.
    func makeCell(_ cell: PendingCell, row: Int, sharedTexts: inout XLSXSharedTexts.Lookup) throws -> Cell? {
        // Made only for a message: most cells have none.
        func here() -> Location {
            Location(file: sheet.file, sheet: sheet.sheet, row: row, column: ColumnName.letters(forIndex: cell.column))
        }
        // A formula's result is its `<v>`; only a text result (`t="str"`) may be empty.
        let hasResult =
            cell.inlineText != nil || cell.sharedIndex != nil
            || cell.value.map { !$0.isEmpty || cell.type == .formulaText } ?? false
        if cell.hasFormula, !hasResult {
            throw FileProblem(
                here(),
                "has a formula whose result was never saved in the file (the program that wrote it does not calculate formulas). Open it in Excel or LibreOffice and save it again, so that the result is stored."
            )
        }
        let text: String
        let kind: Cell.Kind
        switch cell.type {
        case .sharedText:
            let index: Int?
            if let known = cell.sharedIndex {
                index = known
            } else {
                guard let value = cell.value?.trimmingSpaces, !value.isEmpty else { return nil }
                index = Int(value)
            }
            guard let index, let shared = try sharedTexts.text(at: index) else {
                // The number as written, for the message.
                let value = cell.sharedIndex.map(String.init) ?? cell.value?.trimmingSpaces ?? ""
                let count = try sharedTexts.countOnceRead()
                throw FileProblem(
                    here(),
                    "is damaged: this cell refers to shared text number \(value), but the file has only \(count) shared texts. Open it in Excel or LibreOffice and save it again."
                )
            }
            (text, kind) = (shared, .text)
        case .inlineText:
            (text, kind) = (cell.inlineText ?? cell.value ?? "", .text)
        case _ where cell.inlineText != nil && cell.value == nil:  // some producers leave out `t`
            (text, kind) = (cell.inlineText ?? cell.value ?? "", .text)
        case .formulaText:
            (text, kind) = (XLSXText.unescaped(cell.value ?? ""), .text)
        case .boolean:
            guard let value = cell.value?.trimmingSpaces, !value.isEmpty else { return nil }
            (text, kind) = (value == "1" || value.lowercased() == "true" ? "TRUE" : "FALSE", .boolean)
        case .error:
            (text, kind) = (cell.value ?? "", .error)
        case .date:
            guard let value = cell.value else { return nil }
            (text, kind) = (DateText.text(iso8601: value) ?? value, .number)
        default:
            guard let value = cell.value?.trimmingSpaces, !value.isEmpty else { return nil }
            guard let number = Double(value), number.isFinite else {
                throw FileProblem(
                    here(),
                    "is damaged: this cell should hold a number but holds “\(value)”. Open it in Excel or LibreOffice and save it again."
                )
            }
            let format = formats.indices.contains(cell.style) ? formats[cell.style] : .general
            (text, kind) = (NumberText.text(number, format: format, dates: dates), .number)
        }
        guard !text.isEmpty else { return nil }
        if text.utf8.count > ReadLimits.cellCharacters { try ReadLimits.checkLength(of: text, at: here()) }
        return Cell(column: cell.column, text: text, kind: kind)
    }

    /// The 0-based column of a cell reference such as `B12` (or `b12`); `nil` if it has no letters.
    static func columnIndex(_ reference: String) -> Int? {
        let letters = reference.prefix { $0.isASCII && $0.isLetter }
        return ColumnName.index(forLetters: Substring(letters.uppercased()))
    }
}

extension String {
    /// Without the white space at either end. Most values (a shared text's number, a number) have none: when the
    /// first and last bytes are ASCII and not white space, the value is itself, found without looking at its
    /// characters (which cost a third of reading a sheet of shared strings, whose every cell's `<v>` is trimmed).
    fileprivate var trimmingSpaces: String {
        if let first = utf8.first, let last = utf8.last, Self.isPlainEnd(first), Self.isPlainEnd(last) {
            return self
        }
        return String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// An ASCII byte that is not white space (tab to carriage return, and space): no character that begins or
    /// ends with it is white space.
    private static func isPlainEnd(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
}
