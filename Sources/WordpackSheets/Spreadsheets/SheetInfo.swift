import WordpackCore

/// A sheet of a workbook; CSV and TSV files have one sheet with no name.
package struct SheetInfo: Hashable, Sendable {
    package var name: String?
    package init(name: String?) { self.name = name }

    /// Refuses a workbook with two sheets of the same name (spreadsheet programs compare names without regard
    /// to case): a message naming the sheet could not say which one it means.
    static func checkUnique(_ names: [String], file: String) throws {
        var seen: Set<String> = []
        for name in names where !seen.insert(name.lowercased()).inserted {
            throw FileProblem(
                file: file,
                "is damaged: it has two sheets named “\(name)”, which no spreadsheet program allows, so a message "
                    + "could not say which one it means. Open it in Excel or LibreOffice, rename one of them, and "
                    + "save it again.")
        }
    }
}
