import Foundation
import Testing
import WordpackTestSupport
import ZIPFoundation

@testable import WordpackSheets

/// The written workbook, read back by an independent reader, and the same bytes every time.
@Suite struct XLSXWriterTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func anIndependentReaderGetsEverySheetAndCellBack() throws {
        let url = folder.file("sample.xlsx")
        try sampleWorkbook.write(to: url)
        let reading = try readIndependently(url)

        #expect(
            reading.entries == [
                "[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/styles.xml",
                "xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml",
            ])
        #expect(reading.sheets.map(\.name) == ["Translations", "List names"])
        for (read, written) in zip(reading.sheets, sampleWorkbook.sheets) {
            #expect(read.cells == expectedCells(of: written), "sheet \(written.name)")
        }
        #expect(reading.sheets[0].frozenRows == 1)
        #expect(reading.sheets[1].frozenRows == 0)
        #expect(reading.sheets[0].columnWidths == ["1": 12, "2": 16, "4": 24.5])
        #expect(reading.sheets[1].columnWidths == [:])
        // The gap in row 3 does not shift the note into column E.
        #expect(reading.sheets[0].cells.filter { $0.ref.hasSuffix("3") }.map(\.ref) == ["A3", "B3", "C3", "E3", "F3"])
    }

    @Test func sheetNamesAreEscapedAndReadBack() throws {
        let names = ["Lists & <names>", "\"Año\" 'ñ' 2", "日本語", "🐝"]
        let url = folder.file("names.xlsx")
        try XLSXWriter(sheets: names.map { .init(name: $0, rows: [[$0]]) }).write(to: url)
        let reading = try readIndependently(url)
        #expect(reading.sheets.map(\.name) == names)
        #expect(reading.sheets.map { $0.cells.map(\.text) } == names.map { [$0] })
    }

    /// SpreadsheetML reads `_xHHHH_` as a character code; text that looks like one is protected as Excel does.
    @Test(arguments: [
        ("_x0041_", "_x005F_x0041_"), ("a_x00e9_b", "a_x005F_x00e9_b"), ("_x12_", "_x12_"), ("_xZZZZ_", "_xZZZZ_"),
        ("x & y <z>", "x &amp; y &lt;z&gt;"), ("cr\r", "cr&#13;"),
    ])
    func cellTextIsEscaped(text: String, written: String) {
        #expect(XMLText.cellText(text) == written)
    }

    @Test func theSameWorkbookGivesTheSameBytes() throws {
        let first = try sampleWorkbook.data()
        let copy = XLSXWriter(
            sheets: sampleWorkbook.sheets.map { sheet in
                XLSXWriter.Sheet(
                    name: sheet.name, rows: sheet.rows, columnWidths: sheet.columnWidths,
                    boldFirstRow: sheet.boldFirstRow, freezeFirstRow: sheet.freezeFirstRow)
            })
        #expect(try copy.data() == first)
        #expect(try sampleWorkbook.data() == first)
        var changed = sampleWorkbook
        changed.sheets[0].rows[1][3] = "hormigas"
        #expect(try changed.data() != first)
    }

    @Test func entriesAreDeflatedWithAFixedDate() throws {
        let archive = try Archive(data: try sampleWorkbook.data(), accessMode: .read)
        let entries = Array(archive)
        #expect(entries.count == 7)
        for entry in entries {
            #expect(entry.fileAttributes[.modificationDate] as? Date == XLSXWriter.entryDate, "\(entry.path)")
            #expect(entry.isCompressed, "\(entry.path)")
        }
    }

    /// `sample.xlsx` is the file LibreOffice was shown (see the README there); the writer still writes it.
    @Test func stillWritesTheWorkbookLibreOfficeOpened() throws {
        let committed = Fixtures.url("xlsx-writer/sample.xlsx")
        if ProcessInfo.processInfo.environment["WORDPACK_RECORD_FIXTURES"] != nil {
            try sampleWorkbook.write(to: committed)
            Issue.record("recorded \(committed.path); run the tests again without WORDPACK_RECORD_FIXTURES")
            return
        }
        #expect(try entryTexts(of: try Data(contentsOf: committed)) == entryTexts(of: try sampleWorkbook.data()))
    }

    /// What LibreOffice made of `sample.xlsx` (`soffice --convert-to csv`, one file per sheet), read back.
    @Test(arguments: [(0, "sample-Translations.csv"), (1, "sample-List names.csv")])
    func libreOfficeReadTheCellsThatWereWritten(sheet: Int, converted: String) throws {
        let workbook = try CSVWorkbook(
            url: Fixtures.url("xlsx-writer/\(converted)"), displayPath: converted, separator: .csv)
        var cells: [IndependentReading.Cell] = []
        try workbook.forEachRow(inSheet: 0) { row in
            for cell in row.cells {
                cells.append(.init(ref: cell.columnLetters + String(row.number), text: cell.text, bold: false))
            }
        }
        // LibreOffice keeps a line break typed as CR LF inside a cell as a single LF.
        let expected = expectedCells(of: sampleWorkbook.sheets[sheet]).map {
            IndependentReading.Cell(
                ref: $0.ref, text: $0.text.replacingOccurrences(of: "\r\n", with: "\n"), bold: false)
        }
        #expect(cells == expected)
    }

    /// The uncompressed text of each entry, in stored order.
    private func entryTexts(of data: Data) throws -> [String] {
        let archive = try Archive(data: data, accessMode: .read)
        return try archive.map { entry in
            var bytes = Data()
            _ = try archive.extract(entry) { bytes.append($0) }
            return entry.path + "\n" + String(decoding: bytes, as: UTF8.self)
        }
    }
}
