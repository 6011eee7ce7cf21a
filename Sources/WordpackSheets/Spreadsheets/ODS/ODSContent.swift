import WordpackCore
import WordpackXML

/// The sheets of an ODS `content.xml`: the `table:table` elements of `office:spreadsheet`, in order.
enum ODSContent {
    /// The sheets' `table:table` elements as the parser meets them: those at the top of `office:spreadsheet`,
    /// counted in order, with what holds no sheet (styles, fonts, scripts) passed over.
    struct Tables {
        private var spreadsheetDepth: Int?
        private var count = 0
        private var skipping = XMLSkipping()

        /// The position among the sheets of the sheet whose table begins with this element; nil for any other.
        mutating func sheet(_ name: XMLName, depth: Int, isEmpty: Bool) -> Int? {
            if skipping.isSkipping { return nil }
            if name.is("spreadsheet") {
                spreadsheetDepth = depth
            } else if name.is("table"), depth == (spreadsheetDepth ?? -2) + 1 {
                count += 1
                return count - 1
            } else if name.is("automatic-styles") || name.is("font-face-decls") || name.is("scripts") {
                skipping.skip(depth, isEmpty: isEmpty)
            }
            return nil
        }

        /// Passes over the content of the table just begun at `depth`.
        mutating func skip(_ depth: Int, isEmpty: Bool) {
            skipping.skip(depth, isEmpty: isEmpty)
        }

        mutating func ended(depth: Int) {
            _ = skipping.passes(endAt: depth)
        }
    }

    /// The names of the sheets, in order, skipping over their contents: through the push parser, which makes
    /// no node of the elements it passes (`XMLStreamReader` took a third of a second over 100,000 rows for this).
    final class TableNames: XMLPushHandler {
        private(set) var names: [String] = []
        private var tables = Tables()

        func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
            guard tables.sheet(name, depth: depth, isEmpty: isEmpty) != nil else { return }
            names.append(attributes.string("name") ?? "Sheet\(names.count + 1)")
            tables.skip(depth, isEmpty: isEmpty)
        }

        func endElement(_ name: XMLName, depth: Int) throws {
            tables.ended(depth: depth)
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
        private var tables = Tables()
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
            guard let sheet = tables.sheet(name, depth: depth, isEmpty: isEmpty) else { return }
            if sheet != sheetIndex {
                tables.skip(depth, isEmpty: isEmpty)
            } else if isEmpty {
                throw TableEnded()
            } else {
                rows.start(tableDepth: depth)
                inTable = true
            }
        }

        func endElement(_ name: XMLName, depth: Int) throws {
            if inTable {
                if try rows.endElement(depth: depth, body: body, bytesConsumed: bytesConsumed) {
                    throw TableEnded()
                }
            } else {
                tables.ended(depth: depth)
            }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            if inTable { rows.text(bytes) }
        }
    }
}
