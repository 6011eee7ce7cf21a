import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// Every cell of the ODS fixtures reads as LibreOffice shows it (Tests/Fixtures/ods/README.md).
@Suite struct ODSWorkbookTests {
    static func open(_ name: String) throws -> ODSWorkbook {
        try ODSWorkbook(url: Fixtures.url("ods/\(name)"), displayPath: "inputs/lists/\(name)")
    }

    @Test func libreOfficeSheetsInOrder() throws {
        let workbook = try Self.open("libreoffice.ods")
        #expect(workbook.displayPath == "inputs/lists/libreoffice.ods")
        #expect(workbook.sheets.map(\.name) == ["Animals", "日本語", "Empty", "Numbers"])
    }

    @Test func libreOfficeSheetsReadLikeTheSameWorkbookSavedAsXLSX() throws {
        let workbook = try Self.open("libreoffice.ods")
        #expect(try cellLines(workbook, sheet: 0) == LibreOfficeFixture.animals)
        #expect(try cellLines(workbook, sheet: 1) == LibreOfficeFixture.japanese)
        #expect(try cellLines(workbook, sheet: 2) == [])
        // Only here do the two differ: LibreOffice shows exponents with three digits, Excel with two.
        #expect(
            try cellLines(workbook, sheet: 3) == [
                "A1 number 1E+020", "B1 number 1.23456789012346E+018", "C1 number -0.5", "D1 number 100",
            ])
    }

    @Test func repeatedEmptyRowsOnlyAdvanceTheRowNumber() throws {
        var numbers: [Int] = []
        try Self.open("libreoffice.ods").forEachRow(inSheet: 0) { numbers.append($0.number) }
        // Rows 11-1010 are one repeated empty row; over a million more follow the last one.
        #expect(numbers == Array(1...10) + [1011])
    }

    @Test func gapsAndMergedCellsNeverShiftCells() throws {
        var rows: [Int: SheetRow] = [:]
        try Self.open("libreoffice.ods").forEachRow(inSheet: 0) { rows[$0.number] = $0 }
        #expect(rows[5]?.cells.map(\.column) == [0, 4, 27])
        #expect(rows[6]?.cells.map(\.column) == [0, 2])
    }

    @Test func handWrittenSpreadsheet() throws {
        let workbook = try Self.open("hand-written.ods")
        #expect(workbook.sheets.map(\.name) == ["Hand written"])
        #expect(
            try cellLines(workbook, sheet: 0) == [
                "A1 text tab\there", "B1 text soft\nbreak", "C1 text one space, nested link", "D1 text no value type",
                "A2 text again", "B2 text again", "C2 text merged", "E2 number 7",
                "A3 text again", "B3 text again", "C3 text merged", "E3 number 7",
                "A4 text again", "B4 text again", "C4 text merged", "E4 number 7",
                "A5 number 25%", "B5 boolean FALSE", "C5 number 1999-12-31 08:05:09", "D5 number 0.3",
                "A6 text first\n\nthird", "B6 text <not markup> & more",
            ])
    }

    @Test func anErrorThrownByTheCallerComesBackUnchanged() throws {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try Self.open("libreoffice.ods").forEachRow(inSheet: 1) { _ in throw Stop() }
        }
    }

    @Test func askingForASheetThatIsNotThereIsAProblem() throws {
        let problem = fileProblem { try Self.open("hand-written.ods").forEachRow(inSheet: 1) { _ in } }
        #expect(problem?.location == Location(file: "inputs/lists/hand-written.ods"))
        #expect(problem?.message == "has no sheet number 2: it has 1 sheets.")
    }
}

/// Each bad ODS fixture gets one sentence naming the file, saying what to do.
@Suite struct ODSBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var sheet: String? = nil
        var message: String
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "empty.ods",
            message:
                "is empty (0 bytes), so it has no sheets to read. Open the original in LibreOffice or Excel and save it again."
        ),
        Case(
            file: "not-a-zip.ods",
            message:
                "is named .ods but is not an OpenDocument spreadsheet: it is not even a ZIP package, which every .ods file is. Open it in LibreOffice or Excel and save it as an ODF Spreadsheet (.ods)."
        ),
        Case(
            file: "csv-saved-as.ods",
            message:
                "is named .ods but is not an OpenDocument spreadsheet: it looks like CSV text. Rename it to .csv, or open it and save it as an ODF Spreadsheet (.ods)."
        ),
        Case(
            file: "xlsx-saved-as.ods",
            message: "is named .ods but is an Excel workbook. Rename it to .xlsx."),
        Case(
            file: "wrong-mimetype.ods",
            message:
                "is named .ods but is an OpenDocument text document (Writer), not a spreadsheet. Put its words in a sheet in LibreOffice Calc or Excel and save that as an ODF Spreadsheet (.ods)."
        ),
        Case(
            file: "password-protected.ods",
            message:
                "is protected with a password, so it cannot be read. Open it in LibreOffice, choose File > Save As, untick Save with password, and save it again."
        ),
        Case(
            file: "zip-without-content.ods",
            message:
                "is damaged: its cells (content.xml) are missing from the file. Open the original in LibreOffice or Excel and save it again."
        ),
        Case(
            file: "truncated.ods",
            message:
                "is damaged: the file is incomplete (it may have been cut short while copying or downloading). Copy it again, or open the original in LibreOffice or Excel and save it again."
        ),
        Case(
            file: "corrupt-content.ods",
            message:
                "is damaged: part content.xml could not be unpacked. Copy the file again, or open the original in LibreOffice or Excel and save it again."
        ),
        Case(
            file: "broken-xml.ods",
            message:
                "is damaged: its XML could not be read (line 2). Open it in Excel or LibreOffice and save it again."),
    ]

    @Test(arguments: cases)
    func eachBadInputHasItsSentence(_ bad: Case) throws {
        let path = "inputs/lists/\(bad.file)"
        let problem = fileProblem {
            let workbook = try ODSWorkbook(url: Fixtures.url("ods/\(bad.file)"), displayPath: path)
            for sheet in workbook.sheets.indices { try workbook.forEachRow(inSheet: sheet) { _ in } }
        }
        #expect(problem?.location == Location(file: path, sheet: bad.sheet))
        #expect(problem?.message == bad.message)
    }
}
