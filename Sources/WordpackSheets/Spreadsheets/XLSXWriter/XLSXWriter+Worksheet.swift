import Foundation
import WordpackCore

extension XLSXWriter.Sheet {
    /// `xl/worksheets/sheetN.xml`: the view (frozen header), column widths, and the cells as inline strings.
    func worksheetPart(isFirst: Bool) -> String {
        var xml =
            XLSXWriter.declaration
            + #"<worksheet xmlns="\#(XLSXWriter.mainNamespace)" xmlns:r="\#(XLSXWriter.relationshipsNamespace)">"#
        xml += #"<dimension ref="\#(dimension)"/>"#
        xml += #"<sheetViews><sheetView workbookViewId="0"\#(isFirst ? #" tabSelected="1""# : "")>"#
        if freezeFirstRow {
            xml += #"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>"#
            xml += #"<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>"#
        }
        xml += "</sheetView></sheetViews>"
        xml += #"<sheetFormatPr defaultRowHeight="15"/>"#
        let widths = columnWidths.enumerated().compactMap { column, width in
            width.map {
                #"<col min="\#(column + 1)" max="\#(column + 1)" width="\#(Self.number($0))" customWidth="1"/>"#
            }
        }
        if !widths.isEmpty {
            xml += "<cols>" + widths.joined() + "</cols>"
        }
        xml += "<sheetData>"
        for (index, row) in rows.enumerated() {
            xml += rowElement(row, number: index + 1)
        }
        xml += "</sheetData></worksheet>"
        return xml
    }

    /// A row with its non-empty cells; an empty row is left out, as Excel does.
    private func rowElement(_ row: [String?], number: Int) -> String {
        let style = number == 1 && boldFirstRow ? #" s="1""# : ""
        var cells = ""
        for (column, text) in row.enumerated() {
            guard let text, !text.isEmpty else { continue }
            let reference = ColumnName.letters(forIndex: column) + String(number)
            let space = Self.needsPreservedSpace(text) ? #" xml:space="preserve""# : ""
            cells +=
                #"<c r="\#(reference)"\#(style) t="inlineStr"><is><t\#(space)>"#
                + XMLText.cellText(text) + "</t></is></c>"
        }
        guard !cells.isEmpty else { return "" }
        return #"<row r="\#(number)">"# + cells + "</row>"
    }

    /// The used range, `A1:C20`; `A1` for a sheet without cells.
    private var dimension: String {
        var lastRow = 0
        var lastColumn = 0
        for (index, row) in rows.enumerated() {
            guard let column = row.lastIndex(where: { !($0 ?? "").isEmpty }) else { continue }
            lastRow = index + 1
            lastColumn = max(lastColumn, column)
        }
        guard lastRow > 0 else { return "A1" }
        return "A1:" + ColumnName.letters(forIndex: lastColumn) + String(lastRow)
    }

    private static func needsPreservedSpace(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return first.properties.isWhitespace || last.properties.isWhitespace
            || text.unicodeScalars.contains { $0 == "\n" || $0 == "\t" || $0 == "\r" }
    }

    /// A width as Excel writes it: `12` or `12.5`, never in exponent form.
    private static func number(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        return String(format: "%.4f", value).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
