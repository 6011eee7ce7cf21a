/// Streams the rows of one worksheet part (`<sheetData><row><c>…`), one row in memory at a time.
struct XLSXSheetReader {
    let sharedStrings: [String]
    /// The number format of each cell style, by a cell's `s` index.
    let formats: [NumberFormat]
    let dates: DateSystem
    /// The file and sheet, for messages.
    let sheet: Location

    /// A `<c>` element while it is being read.
    private struct PendingCell {
        var column: Int
        var type: String
        var style: Int
        var value: String?
        var inlineText: String?
        var hasFormula = false
    }

    /// Calls `body` with each non-empty row; returns the sheet's merged cells (listed after its rows).
    func forEachRow(_ reader: XMLStreamReader, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        var rowNumber = 0
        var column = -1
        var cells: [Cell] = []
        var inRow = false
        var pending: PendingCell?
        var readingValue = false

        while try reader.read() {
            switch reader.nodeType {
            case .element:
                switch reader.localName {
                case "row":
                    // A producer that leaves out `r` writes every row, in order.
                    let previous = rowNumber
                    rowNumber = reader.attribute("r").flatMap { Int($0) } ?? rowNumber + 1
                    try checkRow(rowNumber, after: previous)
                    column = -1
                    cells = []
                    inRow = !reader.isEmptyElement
                case "c" where inRow:
                    column = reader.attribute("r").flatMap(Self.columnIndex) ?? column + 1
                    try checkColumn(column, row: rowNumber)
                    let cell = PendingCell(
                        column: column, type: reader.attribute("t") ?? "n",
                        style: reader.attribute("s").flatMap { Int($0) } ?? 0)
                    if reader.isEmptyElement {
                        if let made = try makeCell(cell, row: rowNumber) { cells.append(made) }
                    } else {
                        pending = cell
                    }
                case "v" where pending != nil:
                    pending?.value = ""
                    readingValue = !reader.isEmptyElement
                case "f" where pending != nil:
                    pending?.hasFormula = true
                    reader.skipChildren()
                case "is" where pending != nil:
                    pending?.inlineText = try XLSXText.item(reader)
                default:
                    break
                }
            case .text:
                if readingValue { pending?.value? += reader.text }
            case .endElement:
                switch reader.localName {
                case "v":
                    readingValue = false
                case "c":
                    if let cell = pending, let made = try makeCell(cell, row: rowNumber) { cells.append(made) }
                    pending = nil
                case "row":
                    inRow = false
                    if !cells.isEmpty {
                        if !zip(cells, cells.dropFirst()).allSatisfy({ $0.column < $1.column }) {
                            cells.sort { $0.column < $1.column }
                        }
                        try body(SheetRow(number: rowNumber, cells: cells))
                    }
                case "sheetData":
                    return try mergedRanges(reader)
                default:
                    break
                }
            case .other:
                break
            }
        }
        return []
    }

    /// The `<mergeCell ref="C3:C5">` elements after the rows, to the end of the part.
    private func mergedRanges(_ reader: XMLStreamReader) throws -> [MergedRange] {
        var merges: [MergedRange] = []
        while try reader.read() {
            guard reader.nodeType == .element else { continue }
            switch reader.localName {
            case "mergeCells", "worksheet":
                break
            case "mergeCell":
                if let merge = reader.attribute("ref").flatMap(MergedRange.init(reference:)) { merges.append(merge) }
            default:
                reader.skipChildren()
            }
        }
        return merges
    }

    /// Rows come in order, each once, and within the most rows a sheet may have.
    private func checkRow(_ row: Int, after previous: Int) throws {
        guard row > previous || row < 1 || row > ReadLimits.rows else {
            throw FileProblem(
                Location(file: sheet.file, sheet: sheet.sheet, row: row),
                row == previous
                    ? "is damaged: row \(row) is written twice in the file. Open it in Excel or LibreOffice and save it again."
                    : "is damaged: row \(row) is written after row \(previous). Open it in Excel or LibreOffice and save it again.")
        }
        guard row >= 1, row <= ReadLimits.rows else {
            throw FileProblem(
                sheet,
                "is refused: it has a row numbered \(row.grouped), but a sheet has rows 1 to \(ReadLimits.rows.grouped). "
                    + "The file is damaged; open the original in Excel or LibreOffice and save it again.")
        }
    }

    /// Columns end at XFD, the last a spreadsheet program has.
    private func checkColumn(_ column: Int, row: Int) throws {
        guard column >= ReadLimits.columns else { return }
        throw FileProblem(
            Location(file: sheet.file, sheet: sheet.sheet, row: row),
            "is refused: it has a cell past column XFD, the last column a sheet can have. The file is damaged; open "
                + "the original in Excel or LibreOffice and save it again.")
    }

    /// The cell as the user sees it; `nil` for a cell with nothing to show.
    private func makeCell(_ cell: PendingCell, row: Int) throws -> Cell? {
        let location = sheet.column(ColumnName.letters(forIndex: cell.column))
        let here = Location(file: location.file, sheet: location.sheet, row: row, column: location.column)
        // A formula's result is its `<v>`; only a text result (`t="str"`) may be empty.
        let hasResult = cell.inlineText != nil || cell.value.map { !$0.isEmpty || cell.type == "str" } ?? false
        if cell.hasFormula, !hasResult {
            throw FileProblem(here, "has a formula whose result was never saved in the file (the program that wrote it does not calculate formulas). Open it in Excel or LibreOffice and save it again, so that the result is stored.")
        }
        let text: String
        let kind: Cell.Kind
        switch cell.type {
        case "s":
            guard let value = cell.value?.trimmingSpaces, !value.isEmpty else { return nil }
            guard let index = Int(value), sharedStrings.indices.contains(index) else {
                throw FileProblem(here, "is damaged: this cell refers to shared text number \(value), but the file has only \(sharedStrings.count) shared texts. Open it in Excel or LibreOffice and save it again.")
            }
            (text, kind) = (sharedStrings[index], .text)
        case "inlineStr":
            (text, kind) = (cell.inlineText ?? cell.value ?? "", .text)
        case _ where cell.inlineText != nil && cell.value == nil:  // some producers leave out `t`
            (text, kind) = (cell.inlineText ?? cell.value ?? "", .text)
        case "str":
            (text, kind) = (XLSXText.unescaped(cell.value ?? ""), .text)
        case "b":
            guard let value = cell.value?.trimmingSpaces, !value.isEmpty else { return nil }
            (text, kind) = (value == "1" || value.lowercased() == "true" ? "TRUE" : "FALSE", .boolean)
        case "e":
            (text, kind) = (cell.value ?? "", .error)
        case "d":
            guard let value = cell.value else { return nil }
            (text, kind) = (DateText.text(iso8601: value) ?? value, .number)
        default:
            guard let value = cell.value?.trimmingSpaces, !value.isEmpty else { return nil }
            guard let number = Double(value), number.isFinite else {
                throw FileProblem(here, "is damaged: this cell should hold a number but holds “\(value)”. Open it in Excel or LibreOffice and save it again.")
            }
            let format = formats.indices.contains(cell.style) ? formats[cell.style] : .general
            (text, kind) = (NumberText.text(number, format: format, dates: dates), .number)
        }
        guard !text.isEmpty else { return nil }
        try ReadLimits.checkLength(of: text, at: here)
        return Cell(column: cell.column, text: text, kind: kind)
    }

    /// The 0-based column of a cell reference such as `B12` (or `b12`); `nil` if it has no letters.
    static func columnIndex(_ reference: String) -> Int? {
        let letters = reference.prefix { $0.isASCII && $0.isLetter }
        return ColumnName.index(forLetters: Substring(letters.uppercased()))
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
