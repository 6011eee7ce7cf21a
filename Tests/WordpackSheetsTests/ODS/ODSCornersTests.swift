import Foundation
import Testing
import WordpackCore
import WordpackTestSupport
import ZIPFoundation

@testable import WordpackSheets

/// The corners of `content.xml` a spreadsheet program may write, read through the push parser: header rows, row
/// groups, repeats of rows and cells, covered cells, merges, comments, notes, ruby, spacing elements, every value
/// type, cells past the last column, an empty table, and tables that are not sheets.
@Suite struct ODSCornersTests {
    static let corners = """
        <?xml version="1.0" encoding="UTF-8"?>
        <office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
        xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" \
        xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0" xmlns:x="urn:x">
        <office:automatic-styles><table:table table:name="NotASheet"><table:table-row><table:table-cell><text:p>no</text:p></table:table-cell></table:table-row></table:table></office:automatic-styles>
        <office:scripts/><office:font-face-decls><office:spreadsheet/></office:font-face-decls>
        <office:body><office:spreadsheet>
        <table:table table:name="First"><table:table-column table:number-columns-repeated="3"/>
        <table:table-header-rows><table:table-row><table:table-cell office:value-type="string"><text:p>head</text:p></table:table-cell></table:table-row></table:table-header-rows>
        <table:table-row-group><table:table-rows><table:table-row table:number-rows-repeated="3">
        <table:table-cell table:number-columns-repeated="2" office:value-type="string"><text:p>rep<text:s/>x<text:s text:c="3"/>y<text:tab/>z<text:line-break/>w</text:p></table:table-cell>
        <table:covered-table-cell table:number-columns-repeated="2"><text:p>hidden</text:p></table:covered-table-cell>
        <table:table-cell table:number-rows-spanned="2" table:number-columns-spanned="3" office:value-type="float" office:value="2.50"/>
        <table:table-cell office:value-type="percentage" office:value="0.125"/>
        <table:table-cell office:value-type="percentage" office:value="0.5"><text:p>50 %</text:p></table:table-cell>
        </table:table-row></table:table-rows></table:table-row-group>
        <table:table-row table:number-rows-repeated="1000000"/>
        <table:table-row><table:table-cell office:value-type="string"><office:annotation><text:p>note</text:p></office:annotation><text:p>A<text:span>b<text:a>c</text:a></text:span><text:note><text:p>n</text:p></text:note><text:ruby><text:ruby-base>R</text:ruby-base><text:ruby-text>r</text:ruby-text></text:ruby></text:p><text:h>heading</text:h><text:p/><text:p>&amp;&lt;&#x263A;<![CDATA[<c>]]></text:p></table:table-cell>
        <table:table-cell office:value-type="boolean" office:boolean-value="true"/><table:table-cell office:value-type="boolean" office:boolean-value="0"><text:p>FALSCH</text:p></table:table-cell>
        <table:table-cell office:value-type="date" office:date-value="2024-03-01T10:00:00"><text:p>01/03/24</text:p></table:table-cell>
        <table:table-cell office:value-type="time" office:time-value="PT01H02M"/><table:table-cell office:value-type="float" calcext:value-type="error" office:value="0"><text:p>#DIV/0!</text:p></table:table-cell>
        <table:table-cell office:value-type="string" office:string-value="from attribute"/><table:table-cell x:value-type="float" x:value="7"/>
        <table:table-cell table:number-columns-repeated="20000"/><table:table-cell><text:p>far</text:p></table:table-cell>
        <table:table-cell office:value-type="currency" office:value="3"><text:p><text:span>€3</text:span></text:p><draw:frame xmlns:draw="urn:d"><text:p>framed</text:p></draw:frame></table:table-cell>
        text in row<x:other><text:p>other</text:p></x:other>
        </table:table-row>
        </table:table>
        <table:table table:name="Empty"/>
        <table:table table:name="Third"><table:table-row><table:table-cell office:value-type="string"><text:p>third</text:p></table:table-cell></table:table-row>
        <table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="3"><text:p>r</text:p></table:table-cell></table:table-row></table:table>
        <x:wrapper><table:table table:name="Nested"/></x:wrapper>
        </office:spreadsheet></office:body></office:document-content>
        """

    static func workbook(in folder: TemporaryFolder) throws -> ODSWorkbook {
        let url = folder.file("corners.ods")
        let archive = try Archive(url: url, accessMode: .create)
        for (path, text, method) in [
            ("mimetype", "application/vnd.oasis.opendocument.spreadsheet", CompressionMethod.none),
            ("content.xml", corners, .deflate),
        ] {
            let data = Data(text.utf8)
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: method
            ) { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
        }
        return try ODSWorkbook(url: url, displayPath: "inputs/lists/corners.ods")
    }

    @Test func everyCornerReadsAsTheCellShowsIt() throws {
        let workbook = try Self.workbook(in: TemporaryFolder())
        #expect(workbook.sheets.map(\.name) == ["First", "Empty", "Third"])
        let repeated = ["text rep x   y\tz\nw", "text rep x   y\tz\nw", "number 2.5", "number 12.5%", "number 50 %"]
        let columns = ["A", "B", "E", "F", "G"]
        #expect(
            try cellLines(workbook, sheet: 0)
                == ["A1 text head"]
                + (2...4).flatMap { row in zip(columns, repeated).map { "\($0)\(row) \($1)" } }
                + [
                    "A1000005 text AbcR\nheading\n\n&<☺<c>", "B1000005 boolean TRUE", "C1000005 boolean FALSE",
                    "D1000005 number 2024-03-01 10:00", "E1000005 number PT01H02M", "F1000005 error #DIV/0!",
                    "G1000005 text from attribute",
                ])
        let merges = try workbook.forEachRow(inSheet: 0) { _ in }
        #expect(merges == [MergedRange(firstRow: 2, firstColumn: 4, lastRow: 3, lastColumn: 6)])
        #expect(try cellLines(workbook, sheet: 1) == [])
        #expect(
            try cellLines(workbook, sheet: 2) == ["A1 text third"]
                + (2...3).flatMap { ["A\($0) text r", "B\($0) text r", "C\($0) text r"] })
    }
}
