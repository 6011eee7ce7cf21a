/// Streams the rows of one `table:table`, expanding repeated rows and columns that hold something.
struct ODSRowReader {
    /// The file and sheet, for messages.
    let sheet: Location

    /// The most rows and columns a spreadsheet program shows; a repeat count past them is never expanded.
    static let maximumRows = 16_777_216
    static let maximumColumns = 16_384

    private static let office = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
    private static let calcext = "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"

    /// Reads from the `table:table` element the reader is on to its end.
    func forEachRow(_ reader: XMLStreamReader, _ body: (SheetRow) throws -> Void) throws {
        let tableDepth = reader.depth
        var rowNumber = 1
        while try reader.read() {
            switch reader.nodeType {
            case .endElement where reader.depth == tableDepth:
                return
            case .element:
                switch reader.localName {
                case "table-row":
                    let repeated = Self.repeatCount(reader.attribute("number-rows-repeated"))
                    if !reader.isEmptyElement {
                        let cells = try readCells(reader)
                        if !cells.isEmpty {
                            let shown = min(repeated, max(0, Self.maximumRows - rowNumber + 1))
                            for offset in 0..<shown { try body(SheetRow(number: rowNumber + offset, cells: cells)) }
                        }
                    }
                    rowNumber += repeated
                case "table-header-rows", "table-rows", "table-row-group":
                    break  // rows inside: read on
                default:
                    reader.skipChildren()  // columns, drawings, named ranges, forms
                }
            default:
                break
            }
        }
    }

    /// The non-empty cells of the `table:table-row` the reader is on, up to its end.
    private func readCells(_ reader: XMLStreamReader) throws -> [Cell] {
        let rowDepth = reader.depth
        var column = 0
        var cells: [Cell] = []
        while try reader.read() {
            switch reader.nodeType {
            case .endElement where reader.depth == rowDepth:
                return cells
            case .element:
                let repeated = Self.repeatCount(reader.attribute("number-columns-repeated"))
                if reader.localName != "table-cell" {
                    reader.skipChildren()  // a covered cell (hidden by a merge) shows nothing
                } else if let cell = try readCell(reader, column: column) {
                    let shown = min(repeated, max(0, Self.maximumColumns - column))
                    cells += (0..<shown).map { Cell(column: column + $0, text: cell.text, kind: cell.kind) }
                }
                column += repeated
            default:
                break
            }
        }
        return cells
    }

    /// The `table:table-cell` the reader is on as the user sees it; `nil` if it shows nothing.
    private func readCell(_ reader: XMLStreamReader, column: Int) throws -> Cell? {
        let valueType = reader.attribute("value-type", namespace: Self.office)
        let isError = reader.attribute("value-type", namespace: Self.calcext) == "error"
        let value = reader.attribute("value")
        let dateValue = reader.attribute("date-value")
        let booleanValue = reader.attribute("boolean-value")
        let stringValue = reader.attribute("string-value")
        let timeValue = reader.attribute("time-value")
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
        return Cell(column: column, text: text, kind: kind)
    }

    private static func repeatCount(_ attribute: String?) -> Int {
        attribute.flatMap { Int($0) }.map { max(1, $0) } ?? 1
    }
}
