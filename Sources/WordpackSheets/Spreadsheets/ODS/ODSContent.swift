import WordpackCore
import WordpackXML

/// The sheets of an ODS `content.xml`: the `table:table` elements of `office:spreadsheet`, in order.
struct ODSContent {
    let sheetIndex: Int
    /// The file and sheet, for messages.
    let sheet: Location

    /// The names of the sheets, in order, skipping over their contents: through the push parser, which makes
    /// no node of the elements it passes (`XMLStreamReader` took a third of a second over 100,000 rows for this).
    final class TableNames: XMLPushHandler {
        private(set) var names: [String] = []
        private var spreadsheetDepth: Int?
        /// The depth of the element whose contents are passed over, while inside it.
        private var skipping: Int?

        func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
            guard skipping == nil else { return }
            if name.is("spreadsheet") {
                spreadsheetDepth = depth
            } else if name.is("table"), depth == (spreadsheetDepth ?? -2) + 1 {
                names.append(attributes.string("name") ?? "Sheet\(names.count + 1)")
                if !isEmpty { skipping = depth }
            } else if name.is("automatic-styles") || name.is("font-face-decls") || name.is("scripts"), !isEmpty {
                skipping = depth
            }
        }

        func endElement(_ name: XMLName, depth: Int) throws {
            if depth == skipping { skipping = nil }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {}
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
