import WordpackXML

/// Follows the elements of one worksheet part as a push parser hands them on, and hands each non-empty row to
/// `body` as soon as its `</row>` is read.
///
/// It reads what the reader loop it replaced read, node for node (the tests of `XLSXWorkbook` hold it to that):
/// `<row r>`, `<c r t s>`, `<v>`, `<f>` (skipped), `<is>` (its `<t>` runs, `<rPh>` skipped, as in
/// `XLSXSharedStrings`), and after `</sheetData>` the `<mergeCell ref>` elements. Names and references are read
/// from libxml2's bytes; a String is made only for a cell's value and type.
final class XLSXRowParser: XMLPushHandler {
    /// A value, so that a node costs one access to it: a class's stored properties are checked for exclusive
    /// access at run time on every use, which was an eighth of parsing a sheet.
    private var state: XLSXRowState

    package var merges: [MergedRange] { state.merges }

    package init(sheet: XLSXSheetReader, body: @escaping (SheetRow) throws -> Void) {
        state = XLSXRowState(sheet: sheet, body: body)
    }

    package func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
        try state.element(name, attributes, depth: depth, isEmpty: isEmpty)
    }

    package func endElement(_ name: XMLName, depth: Int) throws {
        try state.endElement(name, depth: depth)
    }

    package func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        try state.text(bytes)
    }
}

/// What `XLSXRowParser` has read of the sheet so far.
private struct XLSXRowState {
    private let sheet: XLSXSheetReader
    private let body: (SheetRow) throws -> Void
    private var sharedTexts: XLSXSharedTexts.Lookup
    private(set) var merges: [MergedRange] = []

    private var rowNumber = 0
    private var column = -1
    private var cells: [Cell] = []
    private var inRow = false
    private var pending: XLSXSheetReader.PendingCell?
    private var readingValue = false
    private var valueBytes: [UInt8] = []
    /// The depth of the `<is>` being read, and whether a `<t>` in it is open.
    private var inlineItemDepth: Int?
    private var inText = false
    private var inlineBytes: [UInt8] = []
    /// The element whose content is skipped (`<f>`, `<rPh>`, what follows the rows).
    private var skipping = XMLSkipping()
    private var pastRows = false

    init(sheet: XLSXSheetReader, body: @escaping (SheetRow) throws -> Void) {
        self.sheet = sheet
        self.body = body
        sharedTexts = XLSXSharedTexts.Lookup(sheet.sharedTexts)
        valueBytes.reserveCapacity(64)
        inlineBytes.reserveCapacity(256)
    }

    mutating func element(_ name: XMLName, _ attributes: XMLAttributes, depth: Int, isEmpty: Bool) throws {
        if skipping.isSkipping { return }
        if inlineItemDepth != nil {
            if name.is("rPh") {
                skipping.skip(depth, isEmpty: isEmpty)
            } else if name.is("t") {
                inText = !isEmpty
            }
            return
        }
        if pastRows {
            if name.is("mergeCells") || name.is("worksheet") { return }
            if name.is("mergeCell") {
                if let merge = attributes.string("ref").flatMap(MergedRange.init(reference:)) { merges.append(merge) }
            } else {
                skipping.skip(depth, isEmpty: isEmpty)
            }
            return
        }
        if name.is("row") {
            // A producer that leaves out `r` writes every row, in order.
            let previous = rowNumber
            rowNumber = Self.integer(attributes, "r") ?? rowNumber + 1
            try sheet.checkRow(rowNumber, after: previous)
            column = -1
            cells = []
            inRow = !isEmpty
        } else if name.is("c") {
            guard inRow else { return }
            column = Self.columnIndex(attributes) ?? column + 1
            try sheet.checkColumn(column, row: rowNumber)
            let cell = XLSXSheetReader.PendingCell(
                column: column, type: Self.cellType(attributes), style: Self.integer(attributes, "s") ?? 0)
            if isEmpty {
                if let made = try sheet.makeCell(cell, row: rowNumber, sharedTexts: &sharedTexts) { cells.append(made) }
            } else {
                pending = cell
            }
        } else if pending != nil {
            if name.is("v") {
                pending?.value = ""
                pending?.sharedIndex = nil
                valueBytes.removeAll(keepingCapacity: true)
                readingValue = !isEmpty
            } else if name.is("f") {
                pending?.hasFormula = true
                skipping.skip(depth, isEmpty: isEmpty)
            } else if name.is("is") {
                if isEmpty {
                    pending?.inlineText = ""
                } else {
                    inlineItemDepth = depth
                    inText = false
                    inlineBytes.removeAll(keepingCapacity: true)
                }
            }
        }
    }

    mutating func endElement(_ name: XMLName, depth: Int) throws {
        if skipping.passes(endAt: depth) { return }
        if let itemDepth = inlineItemDepth {
            if depth == itemDepth {
                pending?.inlineText = XLSXText.unescaped(inlineBytes)
                inlineItemDepth = nil
            } else if name.is("t") {
                inText = false
            }
            return
        }
        if pastRows { return }
        if name.is("v") {
            if readingValue, pending?.value != nil {
                if pending?.type == .sharedText, let index = Self.plainNumber(valueBytes) {
                    pending?.sharedIndex = index
                    pending?.value = nil
                } else {
                    pending?.value = String(decoding: valueBytes, as: UTF8.self)
                }
            }
            readingValue = false
        } else if name.is("c") {
            if let cell = pending, let made = try sheet.makeCell(cell, row: rowNumber, sharedTexts: &sharedTexts) {
                cells.append(made)
            }
            pending = nil
        } else if name.is("row") {
            inRow = false
            guard !cells.isEmpty else { return }
            if !zip(cells, cells.dropFirst()).allSatisfy({ $0.column < $1.column }) {
                cells.sort { $0.column < $1.column }
                // Two cells of one address: which one the sheet means cannot be known (Excel refuses the file).
                if let (twice, _) = zip(cells, cells.dropFirst()).first(where: { $0.column == $1.column }) {
                    try sheet.refuseCellWrittenTwice(column: twice.column, row: rowNumber)
                }
            }
            do {
                try body(SheetRow(number: rowNumber, cells: cells))
            } catch {
                throw ParsingStopped(reason: error)
            }
        } else if name.is("sheetData") {
            pastRows = true
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        if skipping.isSkipping { return }
        if inlineItemDepth != nil {
            if inText { inlineBytes.append(contentsOf: bytes) }
        } else if readingValue, !pastRows {
            valueBytes.append(contentsOf: bytes)
        }
    }

    /// The number `bytes` write when they are only digits, without a leading zero (so that the number's text is
    /// the bytes), and at most 18 of them; nil otherwise.
    private static func plainNumber(_ bytes: [UInt8]) -> Int? {
        guard bytes.first != UInt8(ascii: "0") || bytes.count == 1 else { return nil }
        return bytes.withUnsafeBufferPointer(digits)
    }

    /// The number `bytes` write when they are one to 18 ASCII digits; nil otherwise.
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// The cell's type from its `t` attribute's bytes (a number when it has none), its text only when it holds a
    /// reference.
    private static func cellType(_ attributes: XMLAttributes) -> XLSXSheetReader.CellType {
        guard let bytes = attributes.bytes("t") else { return .number }
        guard XMLAttributes.containsReference(bytes) else { return XLSXSheetReader.CellType(bytes: bytes) }
        return attributes.string("t").map(XLSXSheetReader.CellType.init) ?? .number
    }

    /// `Int(value)` of the attribute, read from its bytes when they are only digits.
    private static func integer(_ attributes: XMLAttributes, _ name: StaticString) -> Int? {
        guard let bytes = attributes.bytes(name) else { return nil }
        return digits(bytes) ?? attributes.string(name).flatMap { Int($0) }
    }

    /// `XLSXSheetReader.columnIndex` of the `r` attribute (`B12` → 1), read from its bytes when they are ASCII.
    private static func columnIndex(_ attributes: XMLAttributes) -> Int? {
        guard let bytes = attributes.bytes("r") else { return nil }
        var number = 0
        var letters = 0
        for byte in bytes {
            let upper = byte & 0xDF
            guard byte < 0x80, upper >= 0x41, upper <= 0x5A else {
                // A non-ASCII byte or a reference next to the letters: the String rules decide.
                if byte >= 0x80 || byte == UInt8(ascii: "&") {
                    return attributes.string("r").flatMap(XLSXSheetReader.columnIndex)
                }
                break
            }
            letters += 1
            if number <= 1 << 24 { number = number * 26 + Int(upper - 0x40) }
        }
        guard letters > 0, number <= 1 << 24 else { return nil }
        return number - 1
    }
}
