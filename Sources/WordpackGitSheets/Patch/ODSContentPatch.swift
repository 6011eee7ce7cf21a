/// Changes cells of an ODS `content.xml` in place: a repeated row or cell that holds an edit is split around it,
/// the edited cells are written again (keeping their cell style), and every other byte is copied as it was.
struct ODSContentPatch {
    let xml: XMLBytes
    /// Table index (as the reader numbers the sheets) → its edits.
    let edits: [Int: SheetEdits]
    /// Whether the document declares LibreOffice's `calcext` namespace, which its cells name their type in too.
    let calcext: Bool

    static let table = Array("table:table".utf8)
    static let row = Array("table:table-row".utf8)
    static let rowClose = Array("</table:table-row>".utf8)
    static let cell = Array("table:table-cell".utf8)
    static let coveredCell = Array("table:covered-table-cell".utf8)
    static let rowsRepeated = "table:number-rows-repeated"
    static let columnsRepeated = "table:number-columns-repeated"

    init(_ bytes: [UInt8], edits: [Int: SheetEdits]) {
        xml = XMLBytes(bytes: bytes)
        self.edits = edits
        calcext = xml.find(Array("xmlns:calcext=".utf8), from: 0) != nil
    }

    func patched() throws -> [UInt8] {
        guard let body = xml.startTag(Array("office:spreadsheet".utf8), from: 0) else {
            throw XLSXSheetPatch.Unpatchable()
        }
        var output: [UInt8] = []
        output.reserveCapacity(xml.bytes.count + 4096)
        var copied = 0
        var position = body
        var index = 0
        while let start = xml.startTag(Self.table, from: position), let tagEnd = xml.tagEnd(start),
            let end = xml.elementEnd(Self.table, start: start, tagEnd: tagEnd)
        {
            if let sheetEdits = edits[index], !sheetEdits.isEmpty {
                guard !xml.isEmptyElement(end: tagEnd) else { throw XLSXSheetPatch.Unpatchable() }
                output += xml.bytes[copied..<tagEnd]
                output += try patchedTable(tagEnd..<end - Self.table.count - 3, sheetEdits)
                copied = end - Self.table.count - 3
            }
            position = end
            index += 1
        }
        output += xml.bytes[copied...]
        return output
    }

    /// The content of one table (between its tags) with its edits made.
    private func patchedTable(_ range: Range<Int>, _ edits: SheetEdits) throws -> [UInt8] {
        let targets = Set(edits.cells.keys).union(edits.removedRows).sorted()
        var pending = targets[...]
        var output: [UInt8] = []
        var copied = range.lowerBound
        var position = range.lowerBound
        var number = 1
        var lastRowEnd: Int?
        while let start = xml.startTag(Self.row, from: position, before: range.upperBound),
            let tagEnd = xml.tagEnd(start)
        {
            let end: Int
            if xml.isEmptyElement(end: tagEnd) {
                end = tagEnd
            } else {
                guard let close = xml.find(Self.rowClose, from: tagEnd) else { throw XLSXSheetPatch.Unpatchable() }
                end = close + Self.rowClose.count
            }
            let repeated = max(1, xml.attribute(Self.rowsRepeated, in: start..<tagEnd).flatMap { Int($0) } ?? 1)
            let covered = number..<number + repeated
            if let first = pending.first, covered.contains(first) {
                output += xml.bytes[copied..<start]
                var next = number
                while let target = pending.first, covered.contains(target) {
                    pending.removeFirst()
                    if target > next { output += repeatedCopy(start, tagEnd, end, times: target - next) }
                    output += try patchedRow(start, tagEnd, end, row: target, edits)
                    next = target + 1
                }
                if next < covered.upperBound {
                    output += repeatedCopy(start, tagEnd, end, times: covered.upperBound - next)
                }
                copied = end
            }
            number = covered.upperBound
            position = end
            lastRowEnd = end
        }
        let insertion = lastRowEnd ?? range.upperBound
        output += xml.bytes[copied..<insertion]
        if let first = pending.first {
            if first > number {
                output += Array(
                    "<table:table-row \(Self.rowsRepeated)=\"\(first - number)\"><table:table-cell/></table:table-row>"
                        .utf8)
            }
            var next = first
            for target in pending {
                if target > next {
                    output += Array(
                        "<table:table-row \(Self.rowsRepeated)=\"\(target - next)\"><table:table-cell/></table:table-row>"
                            .utf8)
                }
                output += Array("<table:table-row>".utf8)
                output += newCells(from: 0, (edits.cells[target] ?? [:]).compactMapValues { $0 })
                output += Array("</table:table-row>".utf8)
                next = target + 1
            }
        }
        output += xml.bytes[insertion..<range.upperBound]
        return output
    }

    /// The element `start..<end` with its repetition attribute (`rows` or `columns`) set to `times`.
    private func repeatedCopy(_ start: Int, _ tagEnd: Int, _ end: Int, times: Int, attribute: String = rowsRepeated)
        -> [UInt8]
    {
        var tag = Array(xml.bytes[start..<tagEnd])
        let tagXML = XMLBytes(bytes: tag)
        let value = Array(String(times).utf8)
        if let range = tagXML.attributeRange(attribute, in: 0..<tag.count) {
            if times == 1 {
                tag.removeSubrange(range.lowerBound - attribute.utf8.count - 3..<range.upperBound + 1)
            } else {
                tag.replaceSubrange(range, with: value)
            }
        } else if times > 1 {
            let at = tag.count - (tagXML.isEmptyElement(end: tag.count) ? 2 : 1)
            tag.insert(contentsOf: Array(" \(attribute)=\"".utf8) + value + [UInt8(ascii: "\"")], at: at)
        }
        return tag + xml.bytes[tagEnd..<end]
    }

    /// One row of the repeated row `start..<end`, its cells edited.
    private func patchedRow(_ start: Int, _ tagEnd: Int, _ end: Int, row: Int, _ edits: SheetEdits) throws -> [UInt8] {
        var tag = repeatedCopy(start, tagEnd, tagEnd, times: 1)
        let empty = xml.isEmptyElement(end: tagEnd)
        if empty { tag.remove(at: tag.count - 2) }
        let removed = edits.removedRows.contains(row)
        var wanted = (edits.cells[row] ?? [:])
        var output = tag
        var position = tagEnd
        var column = 0
        let contentEnd = empty ? tagEnd : end - Self.rowClose.count
        while let (name, cellStart) = nextCell(from: position, before: contentEnd),
            let cellTagEnd = xml.tagEnd(cellStart),
            let cellEnd = xml.elementEnd(name, start: cellStart, tagEnd: cellTagEnd)
        {
            let repeated = max(
                1, xml.attribute(Self.columnsRepeated, in: cellStart..<cellTagEnd).flatMap { Int($0) } ?? 1)
            let covered = column..<column + repeated
            let style = xml.attribute("table:style-name", in: cellStart..<cellTagEnd)
            let targets = wanted.keys.filter(covered.contains).sorted()
            if removed {
                let attributes =
                    (style.map { " table:style-name=\"\(XMLEscaping.escape($0))\"" } ?? "")
                    + (repeated > 1 ? " \(Self.columnsRepeated)=\"\(repeated)\"" : "")
                output += Array("<".utf8) + name + Array("\(attributes)/>".utf8)
            } else if targets.isEmpty {
                output += xml.bytes[cellStart..<cellEnd]
            } else {
                var next = column
                for target in targets {
                    if target > next {
                        output += repeatedCopy(
                            cellStart, cellTagEnd, cellEnd, times: target - next, attribute: Self.columnsRepeated)
                    }
                    let value = wanted.removeValue(forKey: target) ?? nil
                    output += Array(cellXML(value, style: style).utf8)
                    next = target + 1
                }
                if next < covered.upperBound {
                    output += repeatedCopy(
                        cellStart, cellTagEnd, cellEnd, times: covered.upperBound - next,
                        attribute: Self.columnsRepeated)
                }
            }
            column = covered.upperBound
            position = cellEnd
        }
        output += xml.bytes[position..<contentEnd]
        output += newCells(from: column, wanted.compactMapValues { $0 })
        output += Array("</table:table-row>".utf8)
        return output
    }

    /// Cells written after the last one of a row (at `column`), with empty cells filling the gaps.
    private func newCells(from column: Int, _ values: [Int: CellValue]) -> [UInt8] {
        var output = ""
        var next = column
        for (target, value) in values.sorted(by: { $0.key < $1.key }) where target >= next {
            if target > next {
                output +=
                    "<table:table-cell" + (target - next > 1 ? " \(Self.columnsRepeated)=\"\(target - next)\"" : "")
                    + "/>"
            }
            output += cellXML(value, style: nil)
            next = target + 1
        }
        return Array(output.utf8)
    }

    /// The next cell or covered cell of a row, at or after `from`.
    private func nextCell(from: Int, before limit: Int) -> ([UInt8], Int)? {
        let cell = xml.startTag(Self.cell, from: from, before: limit)
        let covered = xml.startTag(Self.coveredCell, from: from, before: cell ?? limit)
        if let covered { return (Self.coveredCell, covered) }
        return cell.map { (Self.cell, $0) }
    }

    /// A cell holding `value` (empty when nil), with the cell style it had.
    private func cellXML(_ value: CellValue?, style: String?) -> String {
        let styled = style.map { " table:style-name=\"\(XMLEscaping.escape($0))\"" } ?? ""
        guard let value, !value.text.isEmpty else { return "<table:table-cell\(styled)/>" }
        let type: String
        switch value.kind {
        case .number where Double(value.text) != nil:
            type =
                "office:value-type=\"float\" office:value=\"\(value.text)\""
                + (calcext ? " calcext:value-type=\"float\"" : "")
        case .boolean where value.text == "TRUE" || value.text == "FALSE":
            type =
                "office:value-type=\"boolean\" office:boolean-value=\"\(value.text == "TRUE")\""
                + (calcext ? " calcext:value-type=\"boolean\"" : "")
        default:
            type = "office:value-type=\"string\"" + (calcext ? " calcext:value-type=\"string\"" : "")
        }
        let paragraphs = value.text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.paragraph)
        return "<table:table-cell\(styled) \(type)>\(paragraphs.joined())</table:table-cell>"
    }

    /// One `<text:p>`: runs of spaces, leading ones and tabs written as ODF's `<text:s/>` and `<text:tab/>`.
    static func paragraph(_ line: Substring) -> String {
        var output = "<text:p>"
        var spaces = 0
        var atStart = true
        func flushSpaces() {
            guard spaces > 0 else { return }
            let first = atStart ? 0 : 1
            if first == 1 { output += " " }
            if spaces - first > 0 {
                output += spaces - first == 1 ? "<text:s/>" : "<text:s text:c=\"\(spaces - first)\"/>"
            }
            spaces = 0
        }
        for character in line {
            if character == " " {
                spaces += 1
                continue
            }
            flushSpaces()
            atStart = false
            output += character == "\t" ? "<text:tab/>" : XMLEscaping.escape(String(character))
        }
        if spaces > 0 {  // trailing spaces: kept with <text:s/>
            let count = spaces
            spaces = 0
            output += count == 1 ? "<text:s/>" : "<text:s text:c=\"\(count)\"/>"
        }
        return output + "</text:p>"
    }
}
