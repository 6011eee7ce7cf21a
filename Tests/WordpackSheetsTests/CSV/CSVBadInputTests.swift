import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// Files that cannot be read, each named after its failure, with the exact sentence and place reported.
@Suite struct CSVBadInputTests {
    static let saveAsUTF8 =
        #"In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)"; in LibreOffice tick "Edit filter settings" and choose the character set "Unicode (UTF-8)"."#

    /// The problem `open`ing or reading every row of a fixture throws.
    func problemReading(_ name: String, _ separator: CSVWorkbook.Separator = .csv) -> FileProblem? {
        do {
            _ = try allRows(of: try csvFixture(name, separator))
            return nil
        } catch let problem as FileProblem {
            return problem
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func unterminatedQuoteIsReportedWhereTheQuoteOpens() throws {
        let problem = try #require(problemReading("unterminated-quote.csv"))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/unterminated-quote.csv", row: 3, column: "B"))
        #expect(
            problem.description
                == #"Tests/Fixtures/csv/unterminated-quote.csv!B3: error: has a quote mark (") that opens cell B3 but no closing quote mark, so everything after it would be read as one cell. Add the closing quote mark at the end of that cell's text (write a quote mark inside the text as two: "")."#
        )
    }

    @Test func windows1252TextNamesTheFirstCellThatIsNotUTF8() throws {
        let problem = try #require(problemReading("not-utf8.csv"))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/not-utf8.csv", row: 4, column: "B"))
        #expect(
            problem.message
                == "is not UTF-8 text: cell B4 has a byte that is not UTF-8 (the file was probably saved as Windows-1252 or Mac Roman). Save it again as UTF-8. "
                + Self.saveAsUTF8)
    }

    /// LibreOffice's CSV export without "Edit filter settings" writes the system's 8-bit character set.
    @Test func libreOfficeDefaultCharacterSetIsNotUTF8() throws {
        let problem = try #require(problemReading("not-utf8-libreoffice.csv"))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/not-utf8-libreoffice.csv", row: 3, column: "B"))
        #expect(problem.message.hasPrefix("is not UTF-8 text: cell B3 has a byte that is not UTF-8"))
    }

    @Test func emptyFile() throws {
        let problem = try #require(problemReading("empty.csv"))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/empty.csv"))
        #expect(
            problem.message
                == "is empty: it has no text at all. Add the header row and the rows below it, or remove the file.")
    }

    @Test func pictureRenamedToCSV() throws {
        let problem = try #require(problemReading("binary.csv"))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/binary.csv"))
        #expect(
            problem.message
                == #"is not a text file: it looks like a PNG picture. Check that this is the right file; a CSV file is the text that a spreadsheet program writes when you choose "CSV UTF-8 (Comma delimited)"."#
        )
    }

    @Test func workbookRenamedToTSV() throws {
        let problem = try #require(problemReading("libreoffice-source.ods", .tsv))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/libreoffice-source.ods"))
        #expect(
            problem.message
                == #"is named .tsv but is not TSV text: it looks like an Excel or LibreOffice workbook. Rename it to .xlsx (or .ods if LibreOffice made it), or open it and save it as "CSV UTF-8 (Comma delimited)"."#
        )
    }

    @Test func missingFile() throws {
        let problem = try #require(problemReading("no-such-file.csv"))
        #expect(problem.location == Location(file: "Tests/Fixtures/csv/no-such-file.csv"))
        #expect(problem.message.hasPrefix("could not be read ("))
        #expect(problem.message.hasSuffix("Check that the file exists and that you are allowed to read it."))
    }
}
