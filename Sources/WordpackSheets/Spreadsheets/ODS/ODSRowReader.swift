import WordpackCore
import WordpackXML

/// Streams the rows of one `table:table`, expanding repeated rows and columns that hold something, within
/// `ReadLimits`: repeated empty rows and columns cost nothing, and a sheet whose repeats would expand to far
/// more cells than its bytes can hold is refused before a single repeated row is handed out.
struct ODSRowReader {
    /// The file and sheet, for messages.
    let sheet: Location

    /// The most rows and columns a spreadsheet program shows; a repeat count past them is never expanded.
    package static let maximumRows = ReadLimits.rows
    package static let maximumColumns = ReadLimits.columns

    private static let office: StaticString = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
    private static let calcext: StaticString = "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"

    /// What a cell's attributes say, read in one walk over them (`XMLStreamReader.attributes(_:_:)`).
    private struct CellAttributes {
        static let names: [XMLStreamReader.AttributeName] = [
            .init("number-columns-repeated"), .init("number-rows-spanned"), .init("number-columns-spanned"),
            .init("value-type", namespace: office), .init("value-type", namespace: calcext), .init("value"),
            .init("date-value"), .init("boolean-value"), .init("string-value"), .init("time-value"),
        ]
        var columnsRepeated: String?
        var rowsSpanned: String?
        var columnsSpanned: String?
        var valueType: String?
        var isError = false
        var value: String?
        var dateValue: String?
        var booleanValue: String?
        var stringValue: String?
        var timeValue: String?

        init(_ reader: XMLStreamReader) {
            reader.attributes(Self.names) { index, text in
                switch index {
                case 0: columnsRepeated = text
                case 1: rowsSpanned = text
                case 2: columnsSpanned = text
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

    /// Reads from the `table:table` element the reader is on to its end; returns the merged cells met.
    package func forEachRow(_ reader: XMLStreamReader, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        let tableDepth = reader.depth
        var rowNumber = 1
        var cellCount = 0
        var merges: [MergedRange] = []
        while try reader.read() {
            switch reader.nodeType {
            case .endElement where reader.depth == tableDepth:
                return merges
            case .element:
                if reader.localNameIs("table-row") {
                    let repeated = Self.repeatCount(reader.attribute("number-rows-repeated"))
                    if !reader.isEmptyElement {
                        let cells = try readCells(reader, row: rowNumber, merges: &merges)
                        if !cells.isEmpty {
                            let shown = min(repeated, max(0, Self.maximumRows - rowNumber + 1))
                            cellCount += shown * cells.count
                            try checkExpansion(
                                cellCount, reader: reader, row: rowNumber, repeated: shown, cells: cells.count)
                            for offset in 0..<shown { try body(SheetRow(number: rowNumber + offset, cells: cells)) }
                        }
                    }
                    rowNumber = min(rowNumber + repeated, Self.maximumRows + 1)
                } else if !reader.localNameIs("table-header-rows"), !reader.localNameIs("table-rows"),
                    !reader.localNameIs("table-row-group")  // rows inside: read on
                {
                    reader.skipChildren()  // columns, drawings, named ranges, forms
                }
            default:
                break
            }
        }
        return merges
    }

    /// Refuses the sheet when its cells so far (`total`) are more than `ReadLimits` allow for the bytes read.
    private func checkExpansion(_ total: Int, reader: XMLStreamReader, row: Int, repeated: Int, cells: Int) throws {
        let bytes = max(reader.bytesConsumed, 0)
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

    /// The non-empty cells of the `table:table-row` the reader is on, up to its end; cells merged over
    /// several are added to `merges`.
    private func readCells(_ reader: XMLStreamReader, row: Int, merges: inout [MergedRange]) throws -> [Cell] {
        let rowDepth = reader.depth
        var column = 0
        var cells: [Cell] = []
        while try reader.read() {
            switch reader.nodeType {
            case .endElement where reader.depth == rowDepth:
                return cells
            case .element:
                let attributes = CellAttributes(reader)
                let repeated = Self.repeatCount(attributes.columnsRepeated)
                if !reader.localNameIs("table-cell") {
                    reader.skipChildren()  // a covered cell (hidden by a merge) shows nothing
                } else {
                    let rows = Self.repeatCount(attributes.rowsSpanned)
                    let columns = Self.repeatCount(attributes.columnsSpanned)
                    if rows > 1 || columns > 1, column < Self.maximumColumns {
                        merges.append(
                            MergedRange(
                                firstRow: row, firstColumn: column,
                                lastRow: min(row + rows - 1, Self.maximumRows),
                                lastColumn: min(column + columns - 1, Self.maximumColumns - 1)))
                    }
                    if let cell = try readCell(reader, attributes, column: column) {
                        let shown = min(repeated, max(0, Self.maximumColumns - column))
                        cells += (0..<shown).map { Cell(column: column + $0, text: cell.text, kind: cell.kind) }
                    }
                }
                column = min(column + repeated, Self.maximumColumns)
            default:
                break
            }
        }
        return cells
    }

    /// The `table:table-cell` the reader is on as the user sees it; `nil` if it shows nothing.
    private func readCell(_ reader: XMLStreamReader, _ attributes: CellAttributes, column: Int) throws -> Cell? {
        let valueType = attributes.valueType
        let isError = attributes.isError
        let value = attributes.value
        let dateValue = attributes.dateValue
        let booleanValue = attributes.booleanValue
        let stringValue = attributes.stringValue
        let timeValue = attributes.timeValue
        let shown = reader.isEmptyElement ? nil : try ODSParagraphs.text(ofCell: reader)

        let text: String?
        let kind: Cell.Kind
        switch valueType {
        case _ where isError:
            (text, kind) = (shown, .error)
        case "float", "currency":
            (text, kind) = (shown ?? value.flatMap(Double.init).map(NumberText.general), .number)
        case "percentage":
            (text, kind) = (shown ?? value.flatMap(Double.init).map { NumberText.general($0 * 100) + "%" }, .number)
        case "date":
            (text, kind) = (dateValue.flatMap(DateText.text(iso8601:)) ?? shown, .number)
        case "time":
            (text, kind) = (shown ?? timeValue, .number)
        case "boolean":
            let truth = booleanValue.map { $0 == "true" || $0 == "1" }
            (text, kind) = (truth.map { $0 ? "TRUE" : "FALSE" } ?? shown, .boolean)
        default:
            (text, kind) = (shown ?? stringValue, .text)
        }
        guard let text, !text.isEmpty else { return nil }
        try ReadLimits.checkLength(of: text, at: sheet.column(ColumnName.letters(forIndex: column)))
        return Cell(column: column, text: text, kind: kind)
    }

    /// A repeat or span count: at least 1, and never past the most rows a sheet has (so sums cannot overflow).
    private static func repeatCount(_ attribute: String?) -> Int {
        attribute.flatMap { Int($0) }.map { min(max(1, $0), maximumRows) } ?? 1
    }
}
