import WordpackCore
import WordpackSheets

/// Reads a list sheet (`inputs/lists/Animals.xlsx`): the first sheet of the file, one row per word.
struct ListSheet {
    static let fields: Set<String> = ["key", "picture", "sound", "background", "free", "disabled"]

    package let workbook: Workbook
    package let listName: String

    package func read(cleaner: inout TextCleaner) throws -> WordList? {
        guard !workbook.sheets.isEmpty else {
            cleaner.add(
                .error(at: Location(file: workbook.displayPath), "has no sheet; add one with the list's words."))
            return nil
        }
        var table = HeadedTable(workbook: workbook, sheetIndex: 0)
        guard let header = try table.headerFields() else {
            cleaner.add(
                .error(
                    at: table.sheetLocation,
                    "is empty; the first row should name the columns (key, picture, sound, background, free, disabled) "
                        + "and each later row hold one word."))
            return nil
        }
        guard header.contains("key") else {
            cleaner.add(.error(at: table.sheetLocation, Self.missingKeyMessage(header: header)))
            return nil
        }
        var words: [Word] = []
        // The extra columns' places: the same for every record of the table.
        var extraSlots: [Int]?
        try table.read(cleaner: &cleaner) { record, cleaner in
            guard let key = record["key"] else {
                cleaner.add(
                    .error(
                        at: record.location("key"),
                        "row \(record.row) has no key; give the word a key, or delete the row."))
                return
            }
            if let problem = Self.fileNameProblem(key) {
                cleaner.add(.error(at: record.location("key"), "the key “\(key)” \(problem)"))
            }
            var word = Word(key: key, row: record.row)
            word.picture = record["picture"]
            word.sound = record["sound"]
            word.background = record["background"]
            word.free = Self.boolean(record, "free", cleaner: &cleaner)
            word.disabled = Self.boolean(record, "disabled", cleaner: &cleaner)
            let slots = extraSlots ?? record.columns.slots(excluding: Self.fields)
            extraSlots = slots
            for (field, value) in record.values(at: slots) {
                word.extras[field] = value
            }
            for field in ["picture", "sound", "background"] {
                if let name = record[field], let problem = Self.fileNameProblem(name) {
                    cleaner.add(.error(at: record.location(field), "the \(field) name “\(name)” \(problem)"))
                }
            }
            words.append(word)
        }
        return WordList(name: listName, source: table.source, words: words)
    }

    static func missingKeyMessage(header: [String]) -> String {
        if header.contains(where: { fields.contains($0) || $0 == "word" || $0 == "list" }) {
            return "has no “key” column; add a column headed “key” holding each word's unique key."
        }
        let found = header.first.map { " (its first row starts with “\($0)”)" } ?? ""
        return "has no header row\(found); insert a first row naming the columns: key, picture, sound, "
            + "background, free, disabled."
    }

    /// Reads a yes/no cell; a value that is neither is an error at the cell and counts as no.
    static func boolean(_ record: HeadedTable.Record, _ field: String, cleaner: inout TextCleaner) -> Bool {
        guard let text = record[field] else { return false }
        guard let value = CellValues.boolean(text) else {
            cleaner.add(
                .error(
                    at: record.location(field),
                    "“\(text)” in the \(field) column is not TRUE or FALSE; write TRUE, or leave the cell empty for FALSE."
                ))
            return false
        }
        return value
    }

    /// Whether `byte` is one of the bytes no file name may hold: `/ \ : * ? " < > |` (asked of every byte of every
    /// key and media name of a sheet: a switch, not a set's hash).
    private static func isFileNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "?"),
            UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"):
            return true
        default: return false
        }
    }

    /// The most bytes (UTF-8) a key or media name may have: the files named after it add an extension and
    /// sometimes a suffix, and a file system allows 255 bytes a name.
    static let longestFileName = 200

    /// Why a name cannot be a file name on every system, or `nil`.
    static func fileNameProblem(_ name: String) -> String? {
        // Most names hold none of these bytes, and a character that is one of them holds its byte: only then
        // are the characters compared (a slow walk over graphemes for every key and file name of a sheet).
        if name.utf8.contains(where: Self.isFileNameByte),
            let bad = name.first(where: { "/\\:*?\"<>|".contains($0) })
        {
            return "cannot be a file name because of the “\(bad)”; remove it."
        }
        if name.hasPrefix(".") { return "cannot be a file name because it starts with “.”; remove it." }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return "cannot be a file name because it contains a line break or a control character; retype it."
        }
        if name.utf8.count > longestFileName {
            return "cannot be a file name because it is \(name.utf8.count) bytes long (UTF-8): a file named after "
                + "it would pass the 255 bytes a file system allows a name. Shorten it to at most "
                + "\(longestFileName) bytes."
        }
        return nil
    }
}
