import WordpackCore

extension XLSXWriter {
    /// Excel's limits: https://support.microsoft.com/office/excel-specifications-and-limits
    static let maximumRows = 1_048_576
    static let maximumColumns = 16_384
    static let maximumTextLength = 32_767
    static let maximumSheetNameLength = 31
    static let forbiddenSheetNameCharacters: Set<Character> = ["[", "]", ":", "*", "?", "/", "\\"]

    /// Checks everything Excel or XML would refuse, so that `data()` never writes a file Excel cannot open.
    func validate() throws {
        guard !sheets.isEmpty else { throw Problem.noSheets }
        var namesSeen: Set<String> = []
        for sheet in sheets {
            try Self.validateSheetName(sheet.name)
            guard namesSeen.insert(sheet.name.lowercased()).inserted else {
                throw Problem.duplicateSheetName(sheet.name)
            }
            try sheet.validateContent()
        }
    }

    static func validateSheetName(_ name: String) throws {
        func refuse(_ reason: String) -> Problem { .invalidSheetName(name, reason: reason) }
        if name.isEmpty { throw refuse("a sheet name cannot be empty") }
        if name.utf16.count > maximumSheetNameLength {
            throw refuse("a sheet name has at most \(maximumSheetNameLength) characters")
        }
        if let character = name.first(where: forbiddenSheetNameCharacters.contains) {
            throw refuse("a sheet name cannot have the character \(character) (nor any of [ ] : * ? / \\)")
        }
        if name.hasPrefix("'") || name.hasSuffix("'") {
            throw refuse("a sheet name cannot start or end with an apostrophe")
        }
        if name.lowercased() == "history" {
            throw refuse("Excel keeps the name History for itself")
        }
        if let scalar = name.unicodeScalars.first(where: { !XMLText.isAllowed($0) || $0.value < 0x20 }) {
            let code = String(scalar.value, radix: 16, uppercase: true)
            throw refuse("a sheet name cannot have the control character U+\(code)")
        }
    }
}

extension XLSXWriter.Sheet {
    func validateContent() throws {
        typealias Problem = XLSXWriter.Problem
        if rows.count > XLSXWriter.maximumRows {
            throw Problem.tooManyRows(sheet: name, count: rows.count)
        }
        for (column, width) in columnWidths.enumerated() {
            if let width, !(0...255).contains(width) {
                throw Problem.invalidColumnWidth(
                    sheet: name, column: ColumnName.letters(forIndex: column), width: width)
            }
        }
        for (index, row) in rows.enumerated() {
            if row.count > XLSXWriter.maximumColumns {
                throw Problem.tooManyColumns(sheet: name, row: index + 1, count: row.count)
            }
            for (column, text) in row.enumerated() {
                guard let text, !text.isEmpty else { continue }
                if let scalar = text.unicodeScalars.first(where: { !XMLText.isAllowed($0) }) {
                    throw Problem.characterNotAllowed(
                        sheet: name, row: index + 1, column: ColumnName.letters(forIndex: column), character: scalar)
                }
                if text.utf16.count > XLSXWriter.maximumTextLength {
                    throw Problem.textTooLong(sheet: name, row: index + 1, column: ColumnName.letters(forIndex: column))
                }
            }
        }
    }
}
