import Foundation
import Testing
import WordpackTestSupport
import ZIPFoundation

@testable import WordpackSheets

extension MemoryTests {
    /// A sheet of 100,000 rows streams: every row arrives, and memory does not grow with the sheet.
    @Suite struct XLSXStreamingTests {
        static let rowCount = 100_000

        /// Writes a workbook whose one sheet has `rowCount` rows of three cells (a shared string, a number
        /// and an inline string: about 16 MB of XML), zipped with ZIPFoundation from files on disk.
        static func largeWorkbook(in folder: TemporaryFolder) throws -> URL {
            let parts = folder.file("parts")
            try folder.write(
                "parts/[Content_Types].xml",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>
                """)
            try folder.write(
                "parts/xl/workbook.xml",
                """
                <workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" \
                xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">\
                <sheets><sheet name="Big" sheetId="1" r:id="rId1"/></sheets></workbook>
                """)
            try folder.write(
                "parts/xl/_rels/workbook.xml.rels",
                """
                <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
                <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" \
                Target="worksheets/sheet1.xml"/></Relationships>
                """)
            try folder.write(
                "parts/xl/sharedStrings.xml",
                """
                <sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">\
                <si><t>ant</t></si><si><t>bee</t></si><si><t>cat</t></si></sst>
                """)
            try FileManager.default.createDirectory(
                at: parts.appendingPathComponent("xl/worksheets"), withIntermediateDirectories: true)
            let sheet = try ChunkedWriter(parts.appendingPathComponent("xl/worksheets/sheet1.xml"))
            try sheet.write(
                #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#)
            for first in stride(from: 1, through: rowCount, by: 1000) {
                var chunk = ""
                for row in first..<(first + 1000) {
                    chunk +=
                        #"<row r="\#(row)"><c r="A\#(row)" t="s"><v>\#(row % 3)</v></c><c r="B\#(row)"><v>\#(row)</v></c>"#
                    chunk +=
                        #"<c r="D\#(row)" t="inlineStr"><is><t>word number \#(row), padded to make the row longer</t></is></c></row>"#
                }
                try sheet.write(chunk)
            }
            try sheet.write("</sheetData></worksheet>")
            try sheet.close()

            let url = folder.file("big.xlsx")
            let archive = try Archive(url: url, accessMode: .create)
            for part in [
                "[Content_Types].xml", "xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/sharedStrings.xml",
                "xl/worksheets/sheet1.xml",
            ] {
                try archive.addEntry(with: part, relativeTo: parts, compressionMethod: .deflate)
            }
            try FileManager.default.removeItem(at: parts)
            return url
        }

        /// The reader holds one row, libxml2's input buffer (tens of KB) and ZIPFoundation's 16 KB
        /// chunks; the sheet's XML is about 16 MB, and its rows as Swift values would take more. A reader
        /// that loaded the sheet (as bytes, as a libxml2 tree, or as rows) would pass 8 MB; a streaming one
        /// stays near 1 MB, so the bound leaves room for other tests allocating meanwhile.
        static let memoryBound = 8 * 1024 * 1024

        @Test func everyRowArrivesAndMemoryStaysFlat() throws {
            let folder = try TemporaryFolder()
            let url = try Self.largeWorkbook(in: folder)
            let read = try StreamedRows(opening: { try XLSXWorkbook(url: url, displayPath: "big.xlsx") }) { number in
                [
                    Cell(column: 0, text: ["ant", "bee", "cat"][number % 3]),
                    Cell(column: 1, text: String(number), kind: .number),
                    Cell(column: 3, text: "word number \(number), padded to make the row longer"),
                ]
            }

            #expect(read.count == Self.rowCount)
            #expect(read.lastNumber == Self.rowCount)
            #expect(read.firstWrongRow == nil)
            #expect(read.growth < Self.memoryBound, "peak resident memory grew by \(read.growth / 1024) KB")
        }
    }
}
