import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// Every cell of the XLSX fixtures reads as the person who typed it sees it (Tests/Fixtures/xlsx/README.md).
@Suite struct XLSXWorkbookTests {
    static func open(_ name: String) throws -> XLSXWorkbook {
        try XLSXWorkbook(url: Fixtures.url("xlsx/\(name)"), displayPath: "inputs/lists/\(name)")
    }

    @Test func libreOfficeSheetsInWorkbookOrder() throws {
        let workbook = try Self.open("libreoffice.xlsx")
        #expect(workbook.displayPath == "inputs/lists/libreoffice.xlsx")
        #expect(workbook.sheets.map(\.name) == ["Animals", "日本語", "Empty", "Numbers"])
    }

    @Test func libreOfficeAnimalsSheet() throws {
        #expect(try cellLines(Self.open("libreoffice.xlsx"), sheet: 0) == LibreOfficeFixture.animals)
    }

    @Test func libreOfficeOtherSheets() throws {
        let workbook = try Self.open("libreoffice.xlsx")
        #expect(try cellLines(workbook, sheet: 1) == LibreOfficeFixture.japanese)
        #expect(try cellLines(workbook, sheet: 2) == [])
        #expect(
            try cellLines(workbook, sheet: 3) == [
                "A1 number 1E+20", "B1 number 1.23456789012346E+18", "C1 number -0.5", "D1 number 100",
            ])
    }

    @Test func gapsNeverShiftCells() throws {
        var fifth: SheetRow?
        try Self.open("libreoffice.xlsx").forEachRow(inSheet: 0) { row in
            if row.number == 5 { fifth = row }
        }
        let row = try #require(fifth)
        #expect(row.cells.map(\.column) == [0, 4, 27])
        #expect(row.cell(at: 4)?.text == "far")
        #expect(row.cell(at: 1) == nil)
    }

    @Test func openpyxlWorkbook() throws {
        let workbook = try Self.open("openpyxl.xlsx")
        #expect(workbook.sheets.map(\.name) == ["Words", "Second"])
        #expect(
            try cellLines(workbook, sheet: 0) == [
                "A1 text key", "B1 text word", "C1 text count", "D1 text added",
                "A2 number 1", "B2 text   spaced  ", "C2 number 2.5", "D2 number 2024-03-01",
                "A3 number 0.3", "B3 text line\nbreak", "C3 number 123456789012", "D3 number 2024-03-01 14:30:05",
                "A4 boolean TRUE", "B4 boolean FALSE", "C4 number 50%",
                "A6 text gap row", "C6 text gap column",
                "A7 text 007",
                "A8 number 1,234.50",
                "A9 number 1.23456789012346E+19",
                "A10 number 1E-12",
                "A11 text 日本語テキスト",
            ])
        #expect(try cellLines(workbook, sheet: 1) == ["A1 text second sheet", "Z100 text far corner"])
    }

    @Test func cellsAndRowsWithoutReferencesCountOnFromThePreviousOne() throws {
        let workbook = try Self.open("no-cell-references.xlsx")
        #expect(workbook.sheets.map(\.name) == ["Generated"])
        #expect(
            try cellLines(workbook, sheet: 0) == [
                "A1 text key", "B1 text word", "C1 text n",
                "A2 text ant", "B2 text rich ", "C2 number 3",
                "C3 text from C", "D3 text then D",
                "A7 boolean TRUE", "B7 text ab", "C7 error #DIV/0!", "D7 number 2",
                "C8 text row 8", "F8 text no type",
            ])
    }

    @Test func strictNamespacesPhoneticRunsAnd1904Dates() throws {
        let workbook = try Self.open("strict-prefixed.xlsx")
        // The chart sheet listed first holds no cells and is not a sheet to read.
        #expect(workbook.sheets.map(\.name) == ["Strict"])
        #expect(
            try cellLines(workbook, sheet: 0) == [
                "A1 text plain", "B1 text 東京", "C1 text   two\r\nlines  ", "D1 text literal _x0041_",
                "A2 number 1904-01-01", "B2 number 2024-03-01", "C2 number 2024-03-01", "D2 number 0.1",
            ])
    }

    @Test func aSheetCanBeReadTwiceAndRowsComeInOrder() throws {
        let workbook = try Self.open("libreoffice.xlsx")
        var numbers: [Int] = []
        try workbook.forEachRow(inSheet: 0) { numbers.append($0.number) }
        #expect(numbers == Array(1...10) + [1011])
        #expect(try cellLines(workbook, sheet: 0) == cellLines(workbook, sheet: 0))
    }

    @Test func anErrorThrownByTheCallerComesBackUnchanged() throws {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try Self.open("libreoffice.xlsx").forEachRow(inSheet: 0) { _ in throw Stop() }
        }
    }

    /// A shared text's number is the same whether it is read from the `<v>`'s bytes (plain digits) or from its
    /// text (a leading zero, spaces, the type written as a reference, the second of two `<v>`), and a number past
    /// the end is named as written.
    @Test func aSharedTextIsFoundHoweverItsNumberIsWritten() throws {
        let workbook = try Self.open("shared-string-numbers.xlsx")
        #expect(
            try cellLines(workbook, sheet: 0) == [
                "A1 text w0", "B1 text w7", "C1 text w3", "D1 text w2", "E1 text w9", "G1 text w1",
            ])
        for (sheet, name, number) in [(1, "Past", "123456789012345678"), (2, "Long", "12345678901234567890")] {
            let problem = fileProblem { try workbook.forEachRow(inSheet: sheet) { _ in } }
            #expect(problem?.location.cellReference == "\(name)!A1")
            #expect(
                problem?.message
                    == "is damaged: this cell refers to shared text number \(number), but the file has only 10 shared "
                    + "texts. Open it in Excel or LibreOffice and save it again.")
        }
    }

    /// More shared texts than the reader takes in one chunk (`XLSXSharedTexts`), read beside the rows: cells naming
    /// them out of order and at each chunk's ends (two of them empty texts) show the text they name, which the
    /// number beside each says.
    @Test func manySharedTextsAreFoundAcrossTheirChunks() throws {
        let workbook = try Self.open("many-shared-strings.xlsx")
        let numbers = [9999, 0, 4095, 4096, 8191, 8192, 5000, 1, 9998, 4097]
        var expected: [String] = []
        for (row, number) in zip(1..., numbers) {
            if ![4095, 8191].contains(number) { expected.append("A\(row) text t\(String(format: "%05d", number))") }
            expected.append("B\(row) number \(number)")
        }
        #expect(try cellLines(workbook, sheet: 0) == expected)
        #expect(try cellLines(workbook, sheet: 1) == (1...8).map { "A\($0) text t0\($0)000" })
    }

    /// A shared strings part that breaks after the texts a sheet names: every row of the sheet is read, then
    /// the part's problem is thrown, as it was when the part was read before any row.
    @Test func aSharedStringsPartBrokenAfterItsTextsIsStillAProblem() throws {
        let workbook = try Self.open("shared-strings-broken-at-end.xlsx")
        var rows: [Int] = []
        let problem = fileProblem { try workbook.forEachRow(inSheet: 1) { rows.append($0.number) } }
        #expect(rows == Array(1...8))
        #expect(problem?.location == Location(file: "inputs/lists/shared-strings-broken-at-end.xlsx"))
        #expect(
            problem?.message
                == "is damaged: its XML could not be read (line 2). Open it in Excel or LibreOffice and save it again.")
    }

    /// The same part, asked for its sheets once its reading has failed (the first sheet names a text past where
    /// it broke, so that reading waits for the part's end): the second sheet's texts, read before it broke, still
    /// show. Without waiting, which comes first is the threads' race, as on CI.
    @Test func textsReadBeforeThePartBrokeStillShowOnceItHasFailed() throws {
        let workbook = try Self.open("shared-strings-broken-at-end.xlsx")
        let first = fileProblem { try workbook.forEachRow(inSheet: 0) { _ in } }
        #expect(first?.message.hasPrefix("is damaged: its XML could not be read") == true)
        var rows: [Int] = []
        let problem = fileProblem { try workbook.forEachRow(inSheet: 1) { rows.append($0.number) } }
        #expect(rows == Array(1...8))
        #expect(problem?.message == first?.message)
    }

    @Test func askingForASheetThatIsNotThereIsAProblem() throws {
        let problem = fileProblem { try Self.open("openpyxl.xlsx").forEachRow(inSheet: 2) { _ in } }
        #expect(problem?.location == Location(file: "inputs/lists/openpyxl.xlsx"))
        #expect(problem?.message == "has no sheet number 3: it has 2 sheets.")
    }
}

/// What LibreOffice shows for ../ods/source/workbook.fods, saved as .xlsx or as .ods.
enum LibreOfficeFixture {
    static let animals = [
        "A1 text key", "B1 text word", "C1 text picture", "D1 text notes",
        "A2 text ant", "B2 text あり", "C2 text ant_pic", "D2 text big red ant",
        "A3 number 1", "B3 number 2.5", "C3 number 0.3", "D3 number 123456789012",
        "A4 boolean TRUE", "B4 boolean FALSE", "C4 number 50%", "D4 number 2024-03-01",
        "A5 text left", "E5 text far", "AB5 text column AB",
        "A6 text merged", "C6 text after merge",
        "A7 text line one\nline two", "B7 text a   b", "C7 text trailing  ", "D7 text  leading",
        "A8 number 3.5", "B8 text abcd", "C8 error #DIV/0!", "D8 boolean TRUE", "E8 number 0.3",
        "A9 text 007", "B9 text 42", "C9 number -3", "D9 number 2.50",
        "A10 number 1,234,567", "B10 number 0.0001", "C10 number 2024-03-01 14:30", "D10 text with comment",
        "A1011 text after the gap",
    ]

    static let japanese = [
        "A1 text key", "B1 text word",
        "A2 text cat", "B2 text ねこ",
        "A3 text dog", "B3 text いぬ",
    ]
}
