import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackSheets

/// Small files written by each test: line ends, quoting corners, separator detection, encodings.
@Suite struct CSVEdgeCaseTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The file of `bytes`, read as a large sheet is: parsed on a thread of its own while its rows are taken
    /// (`pipelinedSize` 0); the fixtures' tests read theirs as small sheets are, on one thread.
    func open(
        _ bytes: [UInt8], _ separator: CSVWorkbook.Separator = .csv, name: String = "words.csv",
        chunkSize: Int = 64 * 1024, pipelinedSize: Int = 0
    ) throws -> CSVWorkbook {
        let url = try folder.write(name, Data(bytes))
        return try CSVWorkbook(
            url: url, displayPath: "inputs/\(name)", separator: separator, chunkSize: chunkSize,
            pipelinedSize: pipelinedSize)
    }

    func rows(_ text: String, _ separator: CSVWorkbook.Separator = .csv) throws -> [SheetRow] {
        try allRows(of: try open(Array(text.utf8), separator))
    }

    /// The problem of reading `bytes`, the same on one thread and on two.
    func problem(_ bytes: [UInt8], _ separator: CSVWorkbook.Separator = .csv) throws -> FileProblem {
        var problems: [FileProblem] = []
        for pipelinedSize in [0, Int.max] {
            do {
                let rows = try allRows(of: try open(bytes, separator, pipelinedSize: pipelinedSize))
                Issue.record("read \(rows.count) rows without a problem")
                throw CancellationError()
            } catch let problem as FileProblem {
                problems.append(problem)
            }
        }
        #expect(problems[0].location == problems[1].location && problems[0].message == problems[1].message)
        return problems[0]
    }

    @Test func mixedLineEndsEachEndOneRecord() throws {
        #expect(
            try rows("a,b\r\nc,d\ne,f\rg,h")
                == sheetRows([
                    (1, ["a", "b"]), (2, ["c", "d"]), (3, ["e", "f"]), (4, ["g", "h"]),
                ]))
    }

    @Test func blankLinesCountAsRowsButAreNotReported() throws {
        #expect(try rows("a\r\n\r\n\n\r,,\r\nb\n") == sheetRows([(1, ["a"]), (6, ["b"])]))
    }

    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() throws {
        #expect(
            try rows("\"a,b\",\"say \"\"hi\"\"\",\"x\r\ny\"\r\nnext")
                == sheetRows([
                    (1, ["a,b", "say \"hi\"", "x\r\ny"]), (2, ["next"]),
                ]))
    }

    @Test func quotedEmptyFieldIsNotACell() throws {
        #expect(try rows("\"\",b,\"\"") == sheetRows([(1, [nil, "b"])]))
    }

    @Test func strayQuoteInUnquotedFieldIsKeptAsText() throws {
        #expect(try rows("5\" screen,it\"s\n") == sheetRows([(1, ["5\" screen", "it\"s"])]))
    }

    @Test func textAfterAClosingQuoteIsKeptAsExcelDoes() throws {
        #expect(try rows("\"ab\"c,\"d\" e\n") == sheetRows([(1, ["abc", "d e"])]))
    }

    @Test func textIsNeitherTrimmedNorNormalized() throws {
        let decomposed = "nin\u{0303}o"  // n + combining tilde
        #expect(
            try rows("  ant ,\t\(decomposed)\u{00A0}\n", .csv)
                == sheetRows([(1, ["  ant ", "\t\(decomposed)\u{00A0}"])]))
        let cell = try #require(try rows("\(decomposed)\n").first?.cells.first)
        #expect(Array(cell.text.unicodeScalars) == Array(decomposed.unicodeScalars))
    }

    @Test func tsvSplitsOnTabsOnly() throws {
        #expect(try rows("a,b\tc;d\n", .tsv) == sheetRows([(1, ["a,b", "c;d"])]))
    }

    @Test(arguments: [
        ("key;word\nant;hormiga,x\n", ";" as Character),
        ("key\tword\nant\thormiga,x\n", "\t"),
        ("key,word\nant;b,c\n", ","),
        ("\"a,b\";c\n", ";"),  // the comma is inside quotes
        ("\"a;b\",c\n", ","),
        ("\r\n  \r\nkey;word\n", ";"),  // blank lines before the first line of text
        ("key\nant\n", ","),  // one column: nothing to detect
        ("a;b\tc;d\n", ";"),
        ("a\tb\tc;d\n", "\t"),
    ])
    func csvSeparatorIsDetectedFromTheFirstLineOfText(text: String, separator: Character) throws {
        #expect(try open(Array(text.utf8)).fieldSeparator == separator)
    }

    @Test func semicolonFileReadsIntoColumns() throws {
        #expect(
            try rows("key;word\nant;\"hormiga; roja\"\n")
                == sheetRows([
                    (1, ["key", "word"]), (2, ["ant", "hormiga; roja"]),
                ]))
    }

    @Test(arguments: [
        [UInt8](),
        [0xEF, 0xBB, 0xBF],
        [0xFF, 0xFE],
        [0xFE, 0xFF, 0x00, 0x20, 0x00, 0x0A],
        Array(" \r\n\t\n  ".utf8),
        [0xEF, 0xBB, 0xBF] + Array("\r\n\r\n".utf8),
    ])
    func filesWithNoTextAreEmpty(bytes: [UInt8]) throws {
        let problem = try problem(bytes)
        #expect(problem.location == Location(file: "inputs/words.csv"))
        #expect(problem.message.hasPrefix("is empty: "))
    }

    @Test func nulBytesWithoutAByteOrderMarkAreNotText() throws {
        // UTF-16 text without a byte-order mark has a NUL byte in every ASCII character.
        let problem = try problem(Array("key,word\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        #expect(problem.location == Location(file: "inputs/words.csv"))
        #expect(problem.message.hasPrefix("is not a text file: it has NUL bytes, which text never has."))
    }

    @Test func nulByteFarIntoTheFileIsFoundWithItsCell() throws {
        // Past the first chunk, which is checked on opening.
        let start = String(repeating: "ant,hormiga\n", count: 10_000)
        let problem = try problem(Array((start + "bee,ab\u{0}eja\n").utf8))
        #expect(problem.location == Location(file: "inputs/words.csv", row: 10_001, column: "B"))
        #expect(problem.message.hasPrefix("is not a text file: cell B10001 has a NUL byte, which text never has."))
    }

    @Test func invalidUTF8AfterAByteOrderMarkNamesItsCell() throws {
        let problem = try problem([0xEF, 0xBB, 0xBF] + Array("key,word\nant,".utf8) + [0x61, 0xE9, 0x0A])
        #expect(problem.location == Location(file: "inputs/words.csv", row: 2, column: "B"))
        #expect(problem.message.hasPrefix("is not UTF-8 text: cell B2 has a byte that is not UTF-8"))
    }

    @Test func brokenUTF16SurrogateNamesItsCell() throws {
        // "a,b\n" then "x," and a lone high surrogate before "y".
        let units: [UInt16] = Array("a,b\nx,".utf16) + [0xD83D] + Array("y\n".utf16)
        let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let problem = try problem(bytes)
        #expect(problem.location == Location(file: "inputs/words.csv", row: 2, column: "B"))
        #expect(problem.message.hasPrefix("has a broken character in cell B2: the file starts like UTF-16 text"))
    }

    @Test func oddByteAtTheEndOfUTF16IsABrokenCharacter() throws {
        let bytes: [UInt8] = [0xFE, 0xFF] + Array("a,b".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } + [0x00]
        #expect(try problem(bytes).location == Location(file: "inputs/words.csv", row: 1, column: "B"))
    }

    @Test func aQuoteThatNeverClosesDoesNotHoldTheRestOfTheFile() throws {
        let tail = String(repeating: "more text, more lines\n", count: 20_000)  // 440 kB, over the cell limit
        let problem = try problem(Array("key,word\nant,\"hormiga\n\(tail)".utf8))
        #expect(problem.location == Location(file: "inputs/words.csv", row: 2, column: "B"))
        #expect(problem.message.hasPrefix("has a quote mark (\") that opens cell B2 but no closing quote mark"))
    }

    @Test func aClosedCellLongerThanASpreadsheetAllowsIsReported() throws {
        let long = String(repeating: "x", count: CSVRecordParser.longestField + 1)
        let problem = try problem(Array("key\n\"\(long)\"\n".utf8))
        #expect(problem.location == Location(file: "inputs/words.csv", row: 2, column: "A"))
        #expect(problem.message.hasPrefix("has a cell (A2) longer than a spreadsheet cell can be"))
    }

    @Test func errorsFromTheCallerPassThroughUnchanged() throws {
        struct Stop: Error {}
        let workbook = try open(Array("a\nb\nc\n".utf8))
        var seen: [Int] = []
        #expect(throws: Stop.self) {
            try workbook.forEachRow(inSheet: 0) { row in
                seen.append(row.number)
                if row.number == 2 { throw Stop() }
            }
        }
        #expect(seen == [1, 2])
    }

    @Test func onlyOneSheet() throws {
        let workbook = try open(Array("a\n".utf8))
        #expect(throws: FileProblem.self) { try workbook.forEachRow(inSheet: 1) { _ in } }
    }

    @Test func separatorKindFollowsTheSpreadsheetFormat() {
        #expect(CSVWorkbook.Separator(format: .csv) == .csv)
        #expect(CSVWorkbook.Separator(format: .tsv) == .tsv)
        #expect(CSVWorkbook.Separator(format: .xlsx) == nil)
    }
}
