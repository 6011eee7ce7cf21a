import Foundation
import WordpackCore
import WordpackSheets

extension TakeScript {
    /// The columns a script needs; `text` and `list` may be absent.
    static let requiredColumns = ["number", "key", "path"]

    /// Reads a script TSV with the project's TSV reader. Every problem is one sentence naming the file, row and
    /// column: a missing column, an empty cell, a number that is not one, a `path` outside `inputs/` or not
    /// ending in `.wav`. All of them are collected before throwing.
    static func read(_ url: URL, displayPath: String) throws -> TakeScript {
        let workbook = try CSVWorkbook(url: url, displayPath: displayPath, separator: .tsv)
        var columns: [String: Int] = [:]
        var headerRow: Int?
        var lines: [Line] = []
        var problems: [Diagnostic] = []
        try workbook.forEachRow(inSheet: 0) { row in
            guard headerRow != nil else {
                headerRow = row.number
                for cell in row.cells {
                    columns[cell.text.trimmingCharacters(in: .whitespaces).lowercased()] = cell.column
                }
                return
            }
            guard problems.count < 50, requiredColumns.allSatisfy({ columns[$0] != nil }) else { return }
            if let line = line(row, columns: columns, displayPath: displayPath, problems: &problems) {
                lines.append(line)
            }
        }
        let here = Location(file: displayPath, row: headerRow ?? 1)
        let missing = requiredColumns.filter { columns[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "`\($0)`" }.joined(separator: ", ")
            throw FileProblem(
                here,
                "has no \(names) column\(missing.count == 1 ? "" : "s") in its header row: a script needs "
                    + "`number`, `key` and `path`, as `wordpack script` writes it.")
        }
        if !problems.isEmpty {
            throw TakeSplitFailure(problems)
        }
        guard !lines.isEmpty else {
            throw FileProblem(
                here,
                "lists no recordings: there is nothing to cut from the take (to cut a session's take again by its "
                    + "labels, use the script that session kept beside them, "
                    + "\(TakeSplit.sessionScript(script: url).lastPathComponent)).")
        }
        return TakeScript(displayPath: displayPath, lines: lines)
    }

    private static func line(
        _ row: SheetRow, columns: [String: Int], displayPath: String, problems: inout [Diagnostic]
    ) -> Line? {
        func cell(_ name: String) -> String? {
            columns[name].flatMap { row.cell(at: $0)?.text.trimmingCharacters(in: .whitespaces) }
        }
        func location(_ name: String) -> Location {
            Location(file: displayPath, row: row.number, column: columns[name].map { ColumnName.letters(forIndex: $0) })
        }
        var complete = true
        for name in requiredColumns where (cell(name) ?? "").isEmpty {
            problems.append(.error(at: location(name), "is empty: each line of a script needs its \(name)."))
            complete = false
        }
        guard complete, let numberText = cell("number"), let key = cell("key"), let path = cell("path") else {
            return nil
        }
        guard let number = Int(numberText) else {
            problems.append(.error(at: location("number"), "“\(numberText)” is not a whole number."))
            return nil
        }
        if let reason = RecordingPath.problem(path) {
            problems.append(.error(at: location("path"), "“\(path)” \(reason)"))
            return nil
        }
        return Line(number: number, text: cell("text") ?? "", key: key, path: path, row: row.number)
    }
}
