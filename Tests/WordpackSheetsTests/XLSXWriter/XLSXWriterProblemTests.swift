import Foundation
import Testing
import WordpackCore
import WordpackSheets
import WordpackTestSupport

/// What a workbook cannot hold is refused with a sentence, before any byte is written.
@Suite struct XLSXWriterProblemTests {
    func problemWriting(_ workbook: XLSXWriter) -> XLSXWriter.Problem? {
        do {
            _ = try workbook.data()
            return nil
        } catch let problem as XLSXWriter.Problem {
            return problem
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    func sheetNamed(_ name: String) -> XLSXWriter {
        XLSXWriter(sheets: [.init(name: name, rows: [["a"]])])
    }

    @Test(arguments: [
        ("", "a sheet name cannot be empty"),
        (String(repeating: "x", count: 32), "a sheet name has at most 31 characters"),
        ("a/b", "a sheet name cannot have the character / (nor any of [ ] : * ? / \\)"),
        ("[draft]", "a sheet name cannot have the character [ (nor any of [ ] : * ? / \\)"),
        ("what?", "a sheet name cannot have the character ? (nor any of [ ] : * ? / \\)"),
        ("a:b", "a sheet name cannot have the character : (nor any of [ ] : * ? / \\)"),
        ("x*", "a sheet name cannot have the character * (nor any of [ ] : * ? / \\)"),
        ("back\\slash", "a sheet name cannot have the character \\ (nor any of [ ] : * ? / \\)"),
        ("'quoted'", "a sheet name cannot start or end with an apostrophe"),
        ("History", "Excel keeps the name History for itself"),
        ("two\nlines", "a sheet name cannot have the control character U+A"),
    ])
    func sheetNamesFollowExcelsRules(name: String, reason: String) throws {
        let problem = try #require(problemWriting(sheetNamed(name)))
        #expect(problem == .invalidSheetName(name, reason: reason))
        #expect(problem.message == "cannot have a sheet named \"\(name)\": \(reason). Choose another name.")
    }

    @Test(arguments: [String(repeating: "x", count: 31), "Lists & names", "Año 'ñ' 2", "日本語", "🐝"])
    func namesExcelAccepts(name: String) throws {
        #expect(try sheetNamed(name).data().count > 0)
    }

    @Test func sheetNamesDifferIgnoringCase() throws {
        let workbook = XLSXWriter(sheets: [.init(name: "Words", rows: []), .init(name: "WORDS", rows: [])])
        let problem = try #require(problemWriting(workbook))
        #expect(problem == .duplicateSheetName("WORDS"))
        #expect(
            problem.message
                == #"cannot have two sheets named "WORDS" (Excel ignores case). Give each sheet its own name."#)
    }

    @Test func aWorkbookHasASheet() throws {
        #expect(problemWriting(XLSXWriter(sheets: [])) == .noSheets)
    }

    @Test(arguments: [
        ("\u{0}" as Character, "U+0000"), ("\u{1}", "U+0001"), ("\u{8}", "U+0008"), ("\u{B}", "U+000B"),
        ("\u{C}", "U+000C"), ("\u{1F}", "U+001F"), ("\u{FFFE}", "U+FFFE"), ("\u{FFFF}", "U+FFFF"),
    ])
    func controlCharactersXMLCannotCarryAreRefused(character: Character, code: String) throws {
        let workbook = XLSXWriter(sheets: [
            .init(name: "Words", rows: [["key", "word"], ["ant", "hor\(character)miga"]])
        ])
        let problem = try #require(problemWriting(workbook))
        #expect(
            problem.location(file: "inputs/languages/fr/words.xlsx")
                == Location(file: "inputs/languages/fr/words.xlsx", sheet: "Words", row: 2, column: "B"))
        #expect(
            problem.fileProblem(file: "inputs/languages/fr/words.xlsx").description
                == "inputs/languages/fr/words.xlsx:Words!B2: error: cannot hold the text of cell B2: it has the invisible "
                + "control character \(code), which an Excel file cannot carry. Remove it from the text this cell comes from."
        )
    }

    @Test func tabLineFeedAndCarriageReturnAreText() throws {
        #expect(try XLSXWriter(sheets: [.init(name: "Words", rows: [["a\tb\nc\rd"]])]).data().count > 0)
    }

    @Test func textLongerThanACellHolds() throws {
        let long = String(repeating: "ñ", count: 32_768)
        let workbook = XLSXWriter(sheets: [.init(name: "Words", rows: [["key"], [nil, nil, long]])])
        #expect(problemWriting(workbook) == .textTooLong(sheet: "Words", row: 2, column: "C"))
        let fits = XLSXWriter(sheets: [.init(name: "Words", rows: [[String(long.dropFirst())]])])
        #expect(try fits.data().count > 0)
    }

    @Test func columnWidthsExcelAccepts() throws {
        let workbook = XLSXWriter(sheets: [.init(name: "Words", rows: [], columnWidths: [10, nil, 256])])
        #expect(problemWriting(workbook) == .invalidColumnWidth(sheet: "Words", column: "C", width: 256))
    }
}

/// `write(to:)` replaces the file in one step and leaves nothing else behind.
@Suite struct XLSXWriterFileTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func writesIntoANewFolderAndReplacesAnOldFile() throws {
        let url = folder.file("languages/fr/words.xlsx")
        try XLSXWriter(sheets: [.init(name: "Old", rows: [["old"]])]).write(to: url)
        try sampleWorkbook.write(to: url)
        #expect(try Data(contentsOf: url) == sampleWorkbook.data())
        let left = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(left == ["words.xlsx"])
    }

    @Test func aRefusedWorkbookLeavesTheOldFileAlone() throws {
        let url = try folder.write("words.xlsx", "old bytes")
        #expect(throws: XLSXWriter.Problem.self) {
            try XLSXWriter(sheets: [.init(name: "a/b", rows: [])]).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "old bytes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["words.xlsx"])
    }

    @Test func aFolderThatCannotBeMadeIsAProblem() throws {
        try folder.write("file", "not a folder")
        let url = folder.file("file/words.xlsx")
        #expect {
            try sampleWorkbook.write(to: url)
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? XLSXWriter.Problem else { return false }
            return path == url.path
        }
    }
}
