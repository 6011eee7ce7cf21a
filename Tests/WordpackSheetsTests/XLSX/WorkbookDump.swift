import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// Every non-empty cell of a sheet as one line, `B2 text あり`, so a test can compare a whole sheet at once.
func cellLines(_ workbook: Workbook, sheet: Int) throws -> [String] {
    var lines: [String] = []
    try workbook.forEachRow(inSheet: sheet) { row in
        for cell in row.cells {
            lines.append("\(cell.columnLetters)\(row.number) \(cell.kind.rawValue) \(cell.text)")
        }
    }
    return lines
}

/// The problem `body` throws, so a test can check its exact location and sentence.
func fileProblem(_ body: () throws -> Void) -> FileProblem? {
    do {
        try body()
        return nil
    } catch let problem as FileProblem {
        return problem
    } catch {
        return FileProblem(file: "?", "not a FileProblem: \(error)")
    }
}
