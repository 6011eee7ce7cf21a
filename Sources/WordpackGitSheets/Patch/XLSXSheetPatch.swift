import WordpackCore

/// Changes cells of one XLSX worksheet part in place: the `<c>` elements edited are written again (text as
/// inline strings, so the shared strings part is left as it is), the rows they are in keep their attributes, and
/// every other byte of the part is copied as it was: styles, column widths, formulas and untouched cells.
struct XLSXSheetPatch {
    let xml: XMLBytes
    let edits: SheetEdits
    /// The namespace prefix of the sheet's elements (`x:` in some writers', empty in Excel's and LibreOffice's).
    let prefix: String

    init(_ bytes: [UInt8], edits: SheetEdits) {
        xml = XMLBytes(bytes: bytes)
        self.edits = edits
        if let data = xml.find(Array(":sheetData".utf8), from: 0),
            let open = xml.bytes[..<data].lastIndex(of: XMLBytes.less)
        {
            prefix = String(decoding: xml.bytes[open + 1..<data], as: UTF8.self) + ":"
        } else {
            prefix = ""
        }
    }

    private func name(_ local: String) -> [UInt8] { Array((prefix + local).utf8) }

    /// The part with the edits made; throws `Unpatchable` when it has no sheet data to change.
    func patched() throws -> [UInt8] {
        guard let dataStart = xml.startTag(name("sheetData"), from: 0), let dataTagEnd = xml.tagEnd(dataStart) else {
            throw Unpatchable()
        }
        var output: [UInt8] = []
        output.reserveCapacity(xml.bytes.count + edits.cells.count * 80)
        var pending = edits.cells.keys.sorted()[...]
        var copied = 0
        let dataEnd: Int
        if xml.isEmptyElement(end: dataTagEnd) {
            output += xml.bytes[0..<dataStart]
            output += Array("<\(prefix)sheetData>".utf8)
            copied = dataTagEnd
            dataEnd = dataTagEnd
        } else {
            guard let end = xml.find(Array("</\(prefix)sheetData>".utf8), from: dataTagEnd) else {
                throw Unpatchable()
            }
            dataEnd = end
            var position = dataTagEnd
            while let rowStart = xml.startTag(name("row"), from: position, before: dataEnd),
                let rowTagEnd = xml.tagEnd(rowStart)
            {
                let rowEnd: Int
                if xml.isEmptyElement(end: rowTagEnd) {
                    rowEnd = rowTagEnd
                } else {
                    guard let close = xml.find(Array("</\(prefix)row>".utf8), from: rowTagEnd) else {
                        throw Unpatchable()
                    }
                    rowEnd = close + prefix.utf8.count + 6
                }
                guard let number = xml.attribute("r", in: rowStart..<rowTagEnd).flatMap({ Int($0) }) else {
                    throw Unpatchable()  // rows without numbers: written by no spreadsheet program wordpack knows
                }
                while let next = pending.first, next < number {
                    output += xml.bytes[copied..<rowStart]
                    copied = rowStart
                    output += newRow(next)
                    pending.removeFirst()
                }
                if pending.first == number || edits.removedRows.contains(number) {
                    if pending.first == number { pending.removeFirst() }
                    output += xml.bytes[copied..<rowStart]
                    output += try editedRow(number, start: rowStart, tagEnd: rowTagEnd, end: rowEnd)
                    copied = rowEnd
                }
                position = rowEnd
            }
            output += xml.bytes[copied..<dataEnd]
            copied = dataEnd
        }
        for next in pending { output += newRow(next) }
        if xml.isEmptyElement(end: dataTagEnd) { output += Array("</\(prefix)sheetData>".utf8) }
        output += xml.bytes[copied...]
        return Self.widenDimension(output, prefix: prefix, to: edits.farthest)
    }

    /// A row that was not in the part, holding only its edited cells.
    private func newRow(_ number: Int) -> [UInt8] {
        let cells = (edits.cells[number] ?? [:]).sorted { $0.key < $1.key }.compactMap { column, value in
            value.map { cellXML(row: number, column: column, style: nil, $0) }
        }
        return Array("<\(prefix)row r=\"\(number)\">\(cells.joined())</\(prefix)row>".utf8)
    }

    /// The row `start..<end` with its edited cells written again and the others copied.
    private func editedRow(_ number: Int, start: Int, tagEnd: Int, end: Int) throws -> [UInt8] {
        let removed = edits.removedRows.contains(number)
        var wanted = edits.cells[number] ?? [:]
        var cells: [(column: Int, bytes: [UInt8])] = []
        var position = tagEnd
        var previous = -1
        let contentEnd = xml.isEmptyElement(end: tagEnd) ? tagEnd : end - prefix.utf8.count - 6
        while let cellStart = xml.startTag(name("c"), from: position, before: contentEnd),
            let cellTagEnd = xml.tagEnd(cellStart)
        {
            var cellEnd = cellTagEnd
            if !xml.isEmptyElement(end: cellTagEnd) {
                guard let close = xml.find(Array("</\(prefix)c>".utf8), from: cellTagEnd) else { throw Unpatchable() }
                cellEnd = close + prefix.utf8.count + 4
            }
            let reference = xml.attribute("r", in: cellStart..<cellTagEnd)
            let column =
                reference.flatMap { ColumnName.index(forLetters: Substring($0.prefix { $0.isLetter })) }
                ?? previous + 1
            previous = column
            let style = xml.attribute("s", in: cellStart..<cellTagEnd)
            if let edit = wanted.removeValue(forKey: column) {
                let text =
                    edit.map { cellXML(row: number, column: column, style: style, $0) }
                    ?? emptyCell(row: number, column: column, style: style)
                cells.append((column, Array(text.utf8)))
            } else if removed {
                cells.append((column, Array(emptyCell(row: number, column: column, style: style).utf8)))
            } else {
                cells.append((column, Array(xml.bytes[cellStart..<cellEnd])))
            }
            position = cellEnd
        }
        for (column, value) in wanted {
            guard let value else { continue }
            cells.append((column, Array(cellXML(row: number, column: column, style: nil, value).utf8)))
        }
        cells.sort { $0.column < $1.column }
        var tag = Array(xml.bytes[start..<tagEnd])
        if xml.isEmptyElement(end: tagEnd) {
            tag.remove(at: tag.count - 2)
        }
        if !wanted.isEmpty, let spans = XMLBytes(bytes: tag).attributeRange("spans", in: 0..<tag.count) {
            tag.removeSubrange(spans.lowerBound - 8..<spans.upperBound + 1)  // ` spans="…"`
        }
        return tag + cells.flatMap(\.bytes) + Array("</\(prefix)row>".utf8)
    }

    private func emptyCell(row: Int, column: Int, style: String?) -> String {
        let reference = ColumnName.letters(forIndex: column) + String(row)
        return "<\(prefix)c r=\"\(reference)\"\(style.map { " s=\"\(XMLEscaping.escape($0))\"" } ?? "")/>"
    }

    /// A cell holding `value`: a number as a number, TRUE and FALSE as booleans, any other text as an inline string.
    private func cellXML(row: Int, column: Int, style: String?, _ value: CellValue) -> String {
        let reference = ColumnName.letters(forIndex: column) + String(row)
        let styled = "r=\"\(reference)\"" + (style.map { " s=\"\(XMLEscaping.escape($0))\"" } ?? "")
        switch value.kind {
        case .number where Double(value.text) != nil && !value.text.contains(where: { $0.isLetter && $0 != "E" }):
            return "<\(prefix)c \(styled)><\(prefix)v>\(value.text)</\(prefix)v></\(prefix)c>"
        case .boolean where value.text == "TRUE" || value.text == "FALSE":
            return "<\(prefix)c \(styled) t=\"b\"><\(prefix)v>\(value.text == "TRUE" ? 1 : 0)</\(prefix)v></\(prefix)c>"
        default:
            let space = value.text.first?.isWhitespace == true || value.text.last?.isWhitespace == true
            let preserve = space || value.text.contains("\n") ? " xml:space=\"preserve\"" : ""
            return "<\(prefix)c \(styled) t=\"inlineStr\"><\(prefix)is><\(prefix)t\(preserve)>"
                + XMLEscaping.escape(value.text) + "</\(prefix)t></\(prefix)is></\(prefix)c>"
        }
    }

    /// The `<dimension ref="A1:E13"/>` widened to hold the farthest edited cell.
    static func widenDimension(_ bytes: [UInt8], prefix: String, to farthest: (row: Int, column: Int)) -> [UInt8] {
        let xml = XMLBytes(bytes: bytes)
        guard let start = xml.startTag(Array((prefix + "dimension").utf8), from: 0), let end = xml.tagEnd(start),
            let range = xml.attributeRange("ref", in: start..<end)
        else { return bytes }
        let reference = String(decoding: bytes[range], as: UTF8.self)
        let corners = reference.split(separator: ":")
        guard let last = corners.last else { return bytes }
        let letters = last.prefix { $0.isLetter }
        guard let column = ColumnName.index(forLetters: letters), let row = Int(last.dropFirst(letters.count)),
            farthest.row > row || farthest.column > column
        else { return bytes }
        let first = corners.count == 2 ? String(corners[0]) : "A1"
        let widened =
            first + ":" + ColumnName.letters(forIndex: max(column, farthest.column)) + String(max(row, farthest.row))
        var output = bytes
        output.replaceSubrange(range, with: Array(widened.utf8))
        return output
    }

    /// The part cannot be changed in place.
    struct Unpatchable: Error {}
}
