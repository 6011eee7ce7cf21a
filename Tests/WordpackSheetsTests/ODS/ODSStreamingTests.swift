import Foundation
import Testing
import WordpackTestSupport
import ZIPFoundation

@testable import WordpackSheets

extension MemoryTests {
    /// A sheet of 100,000 rows streams from `content.xml`: every row arrives, memory does not grow with it.
    @Suite struct ODSStreamingTests {
        static let rowCount = 100_000

        /// Writes a spreadsheet whose first sheet has `rowCount` rows (about 19 MB of XML) followed by the
        /// million repeated empty rows LibreOffice often leaves at the bottom, and a second, short sheet.
        static func largeSpreadsheet(in folder: TemporaryFolder) throws -> URL {
            let content = folder.file("content.xml")
            let writer = try ChunkedWriter(content)
            try writer.write(
                """
                <office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
                xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" \
                xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>\
                <table:table table:name="Big">
                """)
            for first in stride(from: 1, through: rowCount, by: 1000) {
                var chunk = ""
                for row in first..<(first + 1000) {
                    chunk +=
                        #"<table:table-row><table:table-cell office:value-type="string"><text:p>word number \#(row), "#
                    chunk +=
                        #"padded to make the row longer</text:p></table:table-cell><table:table-cell table:number-columns-repeated="2"/>"#
                    chunk += #"<table:table-cell office:value-type="float" office:value="\#(row)"/></table:table-row>"#
                }
                try writer.write(chunk)
            }
            try writer.write(
                """
                <table:table-row table:number-rows-repeated="948576"><table:table-cell table:number-columns-repeated="1024"/>\
                </table:table-row></table:table><table:table table:name="Short"><table:table-row><table:table-cell \
                office:value-type="string"><text:p>short</text:p></table:table-cell></table:table-row></table:table>\
                </office:spreadsheet></office:body></office:document-content>
                """)
            try writer.close()

            let url = folder.file("big.ods")
            let archive = try Archive(url: url, accessMode: .create)
            let mimetype = Data("application/vnd.oasis.opendocument.spreadsheet".utf8)
            try archive.addEntry(with: "mimetype", type: .file, uncompressedSize: Int64(mimetype.count)) {
                position, size in
                mimetype.subdata(in: Int(position)..<Int(position) + size)
            }
            try archive.addEntry(with: "content.xml", relativeTo: folder.url, compressionMethod: .deflate)
            try FileManager.default.removeItem(at: content)
            return url
        }

        @Test func everyRowArrivesAndMemoryStaysFlat() throws {
            let folder = try TemporaryFolder()
            let url = try Self.largeSpreadsheet(in: folder)
            let read = try StreamedRows(opening: { try ODSWorkbook(url: url, displayPath: "big.ods") }) { number in
                [
                    Cell(column: 0, text: "word number \(number), padded to make the row longer"),
                    Cell(column: 3, text: String(number), kind: .number),
                ]
            }

            #expect(read.workbook.sheets.map(\.name) == ["Big", "Short"])
            #expect(read.count == Self.rowCount)
            #expect(read.lastNumber == Self.rowCount)
            #expect(read.firstWrongRow == nil)
            // As for XLSX (see MemoryTests.XLSXStreamingTests.memoryBound): one row and libxml2's buffers stream;
            // a reader holding the 19 MB of XML, its tree or its rows would pass the bound.
            #expect(
                read.growth < MemoryTests.XLSXStreamingTests.memoryBound,
                "peak resident memory grew by \(read.growth / 1024) KB")
        }
    }
}
