import WordpackCore
import WordpackXML

/// Reads the rows of one `table:table` as the push parser hands its nodes on, expanding repeated rows and columns
/// that hold something, within `ReadLimits`: repeated empty rows and columns cost nothing, and a sheet whose
/// repeats would expand to far more cells than its bytes can hold is refused before a single repeated row is
/// handed out. A value: the handler (`ODSContent.SheetRows`) makes one access to it per node.
struct ODSRowReader {
    /// The file and sheet, for messages.
    let sheet: Location
    /// The depth of the `table:table` element.
    private var tableDepth = 0
    private(set) var merges: [MergedRange] = []

    /// The most rows and columns a spreadsheet program shows; a repeat count past them is never expanded.
    package static let maximumRows = ReadLimits.rows
    package static let maximumColumns = ReadLimits.columns

    private var rowNumber = 1
    private var cellCount = 0
    /// The row being read: its depth, how many times it is repeated, its cells so far, the next cell's column.
    private var rowDepth: Int?
    private var rowRepeated = 1
    private var cells: [Cell] = []
    private var column = 0
    /// The cell being read: what its attributes said, and its paragraphs while inside it.
    private var cellAttributes = CellAttributes()
    private var inCell = false
    private var paragraphs = ODSParagraphs()
    /// The depth of the element whose content is passed over (columns, drawings, forms, a covered cell).
    private var skipping = XMLSkipping()

    init(sheet: Location) {
        self.sheet = sheet
    }

    /// Begins the table, whose element is at `depth`.
    mutating func start(tableDepth depth: Int) {
        tableDepth = depth
    }

    private static let office: StaticString = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
    private static let calcext: StaticString = "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"

    /// What a cell's attributes say, read in one walk over them (`XMLAttributes.values(_:_:)`).
    private struct CellAttributes {
        static let names: [XMLAttributeName] = [
            .init("number-columns-repeated"), .init("number-rows-spanned"), .init("number-columns-spanned"),
            .init("value-type", namespace: office), .init("value-type", namespace: calcext), .init("value"),
            .init("date-value"), .init("boolean-value"), .init("string-value"), .init("time-value"),
        ]
        var columnsRepeated = 1
        var rowsSpanned = 1
        var columnsSpanned = 1
        var valueType: String?
        var isError = false
        var value: String?
        var dateValue: String?
        var booleanValue: String?
        var stringValue: String?
        var timeValue: String?

        init() {}

        init(_ attributes: XMLAttributes) {
            attributes.values(Self.names) { index, text in
                switch index {
                case 0: columnsRepeated = ODSRowReader.repeatCount(text)
                case 1: rowsSpanned = ODSRowReader.repeatCount(text)
                case 2: columnsSpanned = ODSRowReader.repeatCount(text)
                case 3: valueType = text
                case 4: isError = text == "error"
                case 5: value = text
                case 6: dateValue = text
                case 7: booleanValue = text
                case 8: stringValue = text
                default: timeValue = text
                }
            }
        }
    }

    /// An element inside the table. `bytesConsumed`: how much of the part the parser has read, for `ReadLimits`.
    mutating func element(
        _ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool, body: (SheetRow) throws -> Void,
        bytesConsumed: () -> Int64
    ) throws {
        if skipping.isSkipping { return }
        if inCell {
            paragraphs.element(name, attributes, depth: depth, isEmpty: isEmpty)
        } else if rowDepth != nil {
            try cellStarted(name, attributes, depth: depth, isEmpty: isEmpty)
        } else if name.is("table-row") {
            rowRepeated = Self.repeatCount(attributes.string("number-rows-repeated"))
            if isEmpty {
                try rowEnded(body: body, bytesConsumed: bytesConsumed)
            } else {
                rowDepth = depth
            }
        } else if !name.is("table-header-rows"), !name.is("table-rows"), !name.is("table-row-group") {
            // Columns, drawings, named ranges, forms (rows inside the others: read on).
            skipping.skip(depth, isEmpty: isEmpty)
        }
    }

    /// Whether this was the end of the table.
    mutating func endElement(depth: Int, body: (SheetRow) throws -> Void, bytesConsumed: () -> Int64) throws
        -> Bool
    {
        if skipping.passes(endAt: depth) { return false }
        if inCell {
            if paragraphs.endElement(depth: depth) {
                inCell = false
                try cellEnded(shown: paragraphs.text)
            }
        } else if depth == rowDepth {
            try rowEnded(body: body, bytesConsumed: bytesConsumed)
            rowDepth = nil
        } else if depth == tableDepth {
            return true
        }
        return false
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if inCell { paragraphs.text(bytes) }
    }

    /// An element of a row: a cell, a covered cell (hidden by a merge: it shows nothing) or anything else, each
    /// taking the columns it repeats over.
    private mutating func cellStarted(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool)
        throws
    {
        cellAttributes = CellAttributes(attributes)
        guard name.is("table-cell") else {
            skipping.skip(depth, isEmpty: isEmpty)
            column = min(column + cellAttributes.columnsRepeated, Self.maximumColumns)
            return
        }
        let (rows, columns) = (cellAttributes.rowsSpanned, cellAttributes.columnsSpanned)
        if rows > 1 || columns > 1, column < Self.maximumColumns {
            merges.append(
                MergedRange(
                    firstRow: rowNumber, firstColumn: column,
                    lastRow: min(rowNumber + rows - 1, Self.maximumRows),
                    lastColumn: min(column + columns - 1, Self.maximumColumns - 1)))
        }
        if isEmpty {
            try cellEnded(shown: nil)
        } else {
            inCell = true
            paragraphs.start(cellDepth: depth)
        }
    }

    /// The cell just read, as the user sees it, added to the row at each column it repeats over.
    private mutating func cellEnded(shown: String?) throws {
        let repeated = cellAttributes.columnsRepeated
        if let cell = try cell(shown: shown) {
            let shown = min(repeated, max(0, Self.maximumColumns - column))
            cells += (0..<shown).map { Cell(column: column + $0, text: cell.text, kind: cell.kind) }
        }
        column = min(column + repeated, Self.maximumColumns)
    }

    /// The row just read, handed to `body` as many times as it is repeated when it holds something.
    private mutating func rowEnded(body: (SheetRow) throws -> Void, bytesConsumed: () -> Int64) throws {
        if !cells.isEmpty {
            let shown = min(rowRepeated, max(0, Self.maximumRows - rowNumber + 1))
            cellCount += shown * cells.count
            try checkExpansion(
                cellCount, bytes: bytesConsumed(), row: rowNumber, repeated: shown, cells: cells.count)
            for offset in 0..<shown { try body(SheetRow(number: rowNumber + offset, cells: cells)) }
        }
        rowNumber = min(rowNumber + rowRepeated, Self.maximumRows + 1)
        cells = []
        column = 0
    }

    /// Refuses the sheet when its cells so far (`total`) are more than `ReadLimits` allow for the bytes read.
    private func checkExpansion(_ total: Int, bytes: Int64, row: Int, repeated: Int, cells: Int) throws {
        let bytes = max(bytes, 0)
        let allowed = min(ReadLimits.cells, ReadLimits.freeCells + Int(clamping: bytes) * ReadLimits.cellsPerByte)
        guard total > allowed else { return }
        let claim =
            repeated > 1
            ? "row \(row.grouped) is repeated \(repeated.grouped) times with \(cells.grouped) filled "
                + "cell\(cells == 1 ? "" : "s") each, which brings the sheet to \(total.grouped) cells"
            : "its rows up to \(row.grouped) hold \(total.grouped) filled cells"
        let limit =
            total > ReadLimits.cells
            ? "wordpack reads at most \(ReadLimits.cells.grouped) cells of a sheet"
            : "wordpack reads at most \(ReadLimits.cellsPerByte) cell per byte of a sheet (beyond its first "
                + "\(ReadLimits.freeCells.grouped) cells), and these come from \(Int64(bytes).byteCount)"
        throw FileProblem(
            sheet,
            "is refused: \(claim); \(limit). A sheet saved by LibreOffice or Excel never needs that many; delete "
                + "the repeated rows or columns, or open the original and save it again.")
    }

    /// The `table:table-cell` just read as the user sees it (`shown`: the text of its paragraphs); `nil` if it
    /// shows nothing.
    private func cell(shown: String?) throws -> Cell? {
        let text: String?
        let kind: Cell.Kind
        switch cellAttributes.valueType {
        case _ where cellAttributes.isError:
            (text, kind) = (shown, .error)
        case "float", "currency":
            (text, kind) = (shown ?? cellAttributes.value.flatMap(Double.init).map(NumberText.general), .number)
        case "percentage":
            let percent = cellAttributes.value.flatMap(Double.init).map { NumberText.general($0 * 100) + "%" }
            (text, kind) = (shown ?? percent, .number)
        case "date":
            (text, kind) = (cellAttributes.dateValue.flatMap(DateText.text(iso8601:)) ?? shown, .number)
        case "time":
            (text, kind) = (shown ?? cellAttributes.timeValue, .number)
        case "boolean":
            let truth = cellAttributes.booleanValue.map { $0 == "true" || $0 == "1" }
            (text, kind) = (truth.map { $0 ? "TRUE" : "FALSE" } ?? shown, .boolean)
        default:
            (text, kind) = (shown ?? cellAttributes.stringValue, .text)
        }
        guard let text, !text.isEmpty else { return nil }
        try ReadLimits.checkLength(of: text, at: sheet.column(ColumnName.letters(forIndex: column)))
        return Cell(column: column, text: text, kind: kind)
    }

    /// A repeat or span count: at least 1, and never past the most rows a sheet has (so sums cannot overflow).
    fileprivate static func repeatCount(_ attribute: String?) -> Int {
        attribute.flatMap { Int($0) }.map { min(max(1, $0), maximumRows) } ?? 1
    }
}
