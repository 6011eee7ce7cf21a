import WordpackCore
import WordpackXML

/// The sheets of an ODS `content.xml`: the `table:table` elements of `office:spreadsheet`, in order.
enum ODSContent {
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

    /// Hands each non-empty row of the sheet at `sheetIndex` to `body`, and keeps its merged cells: the sheets
    /// before it are passed over, and the reading ends with its last row (`TableEnded`).
    final class SheetRows: XMLPushHandler {
        private let sheetIndex: Int
        private let body: (SheetRow) throws -> Void
        /// How much of the part the parser has read (set once the parser is made).
        var bytesConsumed: () -> Int64 = { 0 }
        private var tableIndex = -1
        private var spreadsheetDepth: Int?
        /// The depth of the element whose contents are passed over, while inside it.
        private var skipping: Int?
        /// The sheet's rows, read once its table has begun.
        private var rows: ODSRowReader
        private var inTable = false

        /// Thrown by the handler at the end of the sheet's table: nothing after it is read.
        struct TableEnded: Error {}

        init(sheetIndex: Int, sheet: Location, body: @escaping (SheetRow) throws -> Void) {
            self.sheetIndex = sheetIndex
            self.body = body
            rows = ODSRowReader(sheet: sheet)
        }

        /// The sheet's merged cells, once its rows are read.
        var merges: [MergedRange] { rows.merges }

        func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
            if inTable {
                try rows.element(
                    name, attributes, depth: depth, isEmpty: isEmpty, body: body, bytesConsumed: bytesConsumed)
                return
            }
            guard skipping == nil else { return }
            if name.is("spreadsheet") {
                spreadsheetDepth = depth
            } else if name.is("table"), depth == (spreadsheetDepth ?? -2) + 1 {
                tableIndex += 1
                if tableIndex == sheetIndex {
                    if isEmpty { throw TableEnded() }
                    rows.start(tableDepth: depth)
                    inTable = true
                } else if !isEmpty {
                    skipping = depth
                }
            } else if name.is("automatic-styles") || name.is("font-face-decls") || name.is("scripts"), !isEmpty {
                skipping = depth
            }
        }

        func endElement(_ name: XMLName, depth: Int) throws {
            if inTable {
                if try rows.endElement(depth: depth, body: body, bytesConsumed: bytesConsumed) {
                    throw TableEnded()
                }
            } else if depth == skipping {
                skipping = nil
            }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            if inTable { rows.text(bytes) }
        }
    }
}
