import WordpackCore
import WordpackXML

/// The sheets of an ODS `content.xml`: the `table:table` elements of `office:spreadsheet`, in order.
struct ODSContent {
    let sheetIndex: Int
    /// The file and sheet, for messages.
    let sheet: Location

    /// The names of the sheets, in order, skipping over their contents.
    static func tableNames(_ reader: XMLStreamReader) throws -> [String] {
        var names: [String] = []
        var spreadsheetDepth: Int?
        while try reader.read() {
            guard reader.nodeType == .element else { continue }
            switch reader.localName {
            case "spreadsheet":
                spreadsheetDepth = reader.depth
            case "table" where reader.depth == (spreadsheetDepth ?? -2) + 1:
                names.append(reader.attribute("name") ?? "Sheet\(names.count + 1)")
                reader.skipChildren()
            case "automatic-styles", "font-face-decls", "scripts":
                reader.skipChildren()
            default:
                break
            }
        }
        return names
    }

    /// Calls `body` with each non-empty row of the sheet at `sheetIndex`; returns its merged cells.
    package func forEachRow(_ reader: XMLStreamReader, _ body: (SheetRow) throws -> Void) throws -> [MergedRange] {
        var tableIndex = -1
        var spreadsheetDepth: Int?
        while try reader.read() {
            guard reader.nodeType == .element else { continue }
            switch reader.localName {
            case "spreadsheet":
                spreadsheetDepth = reader.depth
            case "table" where reader.depth == (spreadsheetDepth ?? -2) + 1:
                tableIndex += 1
                if tableIndex == sheetIndex {
                    return reader.isEmptyElement ? [] : try ODSRowReader(sheet: sheet).forEachRow(reader, body)
                }
                reader.skipChildren()
            case "automatic-styles", "font-face-decls", "scripts":
                reader.skipChildren()
            default:
                break
            }
        }
        return []
    }
}
