import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// Each bad XLSX fixture gets one sentence naming the file (and sheet and cell), saying what to do.
@Suite struct XLSXBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var sheet: String? = nil
        var cell: (row: Int, column: String)? = nil
        var message: String
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "empty.xlsx",
            message:
                "is empty (0 bytes), so it has no sheets to read. Open the original in Excel or LibreOffice and save it again."
        ),
        Case(
            file: "not-a-zip.xlsx",
            message:
                "is named .xlsx but is not an Excel workbook: it is not even a ZIP package, which every .xlsx file is. Open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "csv-saved-as.xlsx",
            message:
                "is named .xlsx but is not an Excel workbook: it looks like CSV text. Rename it to .csv, or open it and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "tab-text-saved-as.xlsx",
            message:
                "is named .xlsx but is not an Excel workbook: it looks like tab-separated text. Rename it to .tsv, or open it and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "unicode-text-saved-as.xlsx",
            message:
                "is named .xlsx but is not an Excel workbook: it looks like tab-separated text. Rename it to .tsv, or open it and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "web-page-saved-as.xlsx",
            message:
                "is named .xlsx but is not an Excel workbook: it looks like a web page or an XML file. Open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "old-excel-saved-as.xlsx",
            message:
                "is an old Excel 97-2003 workbook (.xls) named .xlsx. Open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "password-protected.xlsx",
            message:
                "is protected with a password, so it cannot be read. Open it in Excel, remove the password (File > Info > Protect Workbook > Encrypt with Password), and save it again."
        ),
        Case(
            file: "ods-saved-as.xlsx",
            message: "is named .xlsx but is an OpenDocument spreadsheet. Rename it to .ods."),
        Case(
            file: "zip-without-workbook.xlsx",
            message:
                "is named .xlsx but is not an Excel workbook: it is a ZIP archive with no workbook inside. Open it in Excel or LibreOffice and save it as an Excel Workbook (.xlsx)."
        ),
        Case(
            file: "truncated.xlsx",
            message:
                "is damaged: the file is incomplete (it may have been cut short while copying or downloading). Copy it again, or open the original in Excel or LibreOffice and save it again."
        ),
        Case(
            file: "corrupt-sheet.xlsx", sheet: "Animals",
            message:
                "is damaged: part xl/worksheets/sheet1.xml could not be unpacked. Copy the file again, or open the original in Excel or LibreOffice and save it again."
        ),
        Case(
            file: "missing-sheet-part.xlsx", sheet: "日本語",
            message:
                "is damaged: this sheet's cells (xl/worksheets/sheet2.xml) are missing from the file. Open the original in Excel or LibreOffice and save it again."
        ),
        Case(
            file: "broken-xml.xlsx", sheet: "Animals",
            message:
                "is damaged: its XML could not be read (line 2). Open it in Excel or LibreOffice and save it again."),
        Case(
            file: "shared-string-out-of-range.xlsx", sheet: "Animals", cell: (2, "B"),
            message:
                "is damaged: this cell refers to shared text number 999, but the file has only 25 shared texts. Open it in Excel or LibreOffice and save it again."
        ),
        Case(
            file: "broken-shared-strings.xlsx",
            message:
                "is damaged: its XML could not be read (line 2). Open it in Excel or LibreOffice and save it again."),
        // Its first sheet's XML is broken too, at its start: the shared strings' problem comes first.
        Case(
            file: "corrupt-shared-strings.xlsx",
            message:
                "is damaged: part xl/sharedStrings.xml could not be unpacked. Copy the file again, or open the original in Excel or LibreOffice and save it again."
        ),
        Case(
            file: "formula-without-result.xlsx", sheet: "Totals", cell: (2, "A"),
            message:
                "has a formula whose result was never saved in the file (the program that wrote it does not calculate formulas). Open it in Excel or LibreOffice and save it again, so that the result is stored."
        ),
    ]

    @Test(arguments: cases)
    func eachBadInputHasItsSentence(_ bad: Case) throws {
        let path = "inputs/lists/\(bad.file)"
        let problem = fileProblem {
            let workbook = try XLSXWorkbook(url: Fixtures.url("xlsx/\(bad.file)"), displayPath: path)
            for sheet in workbook.sheets.indices { try workbook.forEachRow(inSheet: sheet) { _ in } }
        }
        #expect(
            problem?.location == Location(file: path, sheet: bad.sheet, row: bad.cell?.row, column: bad.cell?.column))
        #expect(problem?.message == bad.message)
    }

    @Test func aMissingFileIsAProblemNotACrash() {
        let problem = fileProblem {
            _ = try XLSXWorkbook(url: Fixtures.url("xlsx/no-such.xlsx"), displayPath: "no-such.xlsx")
        }
        #expect(problem?.location == Location(file: "no-such.xlsx"))
        #expect(problem?.message == "could not be opened. Check that the file exists and that you may read it.")
    }
}
