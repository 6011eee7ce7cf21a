import WordpackCore
import WordpackSheets

/// Reads the tables of a language folder: each sheet is a translations table (it has a `word` column)
/// or a list-names table (`list` and `name` but no `key`), whatever file and sheet it is in.
/// What a language's translation file gives, whichever reader read it (`TranslationSheets`, `XLIFFTranslations`).
protocol TranslationTables {
    var translations: [Translation] { get }
    var listNames: [ListName] { get }
    var sources: [SheetSource] { get }
    /// Takes the rows as they are read, with their count so far.
    var stream: (([Translation], Int) -> Void)? { get set }
    /// Whether the file could not be used at all.
    var unusable: Bool { get }
}

struct TranslationSheets: TranslationTables {
    static let translationFields: Set<String> = [
        "list", "key", "word", "sortkey", "caseoverride", "disabled", "speech",
    ]

    package var translations: [Translation] = []
    package var listNames: [ListName] = []
    package var sources: [SheetSource] = []
    /// Takes the translations as they are read, in batches of `streamBatch` (and the position of each batch's
    /// first row); the last ones, fewer, are not handed on: the caller has them in `translations`.
    var stream: (([Translation], Int) -> Void)?
    static let streamBatch = 4096
    private var streamed = 0
    /// Whether a table that had to be one of the two is neither, or lacks a column it needs: its rows are
    /// unknown, so the language counts as unreadable (its words are not reported missing one by one).
    package private(set) var unusable = false

    package mutating func read(_ workbook: Workbook, cleaner: inout TextCleaner) throws {
        for index in workbook.sheets.indices {
            var table = HeadedTable(workbook: workbook, sheetIndex: index)
            table.refusesControlCharacters = true
            guard let header = try table.headerFields() else { continue }  // an empty sheet
            let name = workbook.sheets[index].name?.lowercased()
            if header.contains("word") || name == "words" {
                try readTranslations(&table, header: header, cleaner: &cleaner)
            } else if (header.contains("name") && header.contains("list")) || name == "lists" {
                try readListNames(&table, header: header, cleaner: &cleaner)
            } else {
                let found = header.first.map { " (its first row starts with “\($0)”)" } ?? ""
                let message =
                    "is neither a translations table nor a list-names table\(found); "
                    + "its first row should name the columns list, key, word (translations) or list, name (list names)."
                // A single-sheet file or a sheet named for its purpose must be one of the two; another sheet
                // in a workbook may hold notes.
                if workbook.sheets.count == 1 { unusable = true }
                cleaner.add(
                    workbook.sheets.count == 1
                        ? .error(at: table.sheetLocation, message)
                        : .warning(at: table.sheetLocation, message + " It is ignored."))
            }
        }
    }

    private mutating func readTranslations(_ table: inout HeadedTable, header: [String], cleaner: inout TextCleaner)
        throws
    {
        let missing = ["list", "key", "word"].filter { !header.contains($0) }
        guard missing.isEmpty else {
            unusable = true
            cleaner.add(.error(at: table.sheetLocation, Self.missingColumns(missing, in: "translations")))
            return
        }
        // The extra columns' places, in the byte order of their names: the same for every record of the table.
        var extraSlots: [Int]?
        var extraValues: ExtraValues.Writer?
        try table.read(cleaner: &cleaner) { record, cleaner in
            guard let list = record["list"], let key = record["key"] else {
                let field = record["list"] == nil ? "list" : "key"
                cleaner.add(
                    .error(
                        at: record.location(field),
                        "row \(record.row) has no \(field); fill it in, or delete the row."))
                return
            }
            var translation = Translation(
                list: list, key: key, word: record["word"], location: record.location("word"))
            if translation.word == nil, record.hasCell("word") {
                // The cell holds only spaces or invisible characters: not an untranslated word but a broken one,
                // kept as an empty word so that it is reported once, as this error.
                translation.word = ""
                cleaner.add(
                    .error(
                        at: record.location("word"),
                        "the word for “\(key)” in list “\(list)” is empty (the cell holds only spaces or invisible "
                            + "characters); type the word, or clear the cell if it is not translated yet."))
            }
            translation.sortkey = record["sortkey"]
            translation.speech = record["speech"]
            translation.disabled = ListSheet.boolean(record, "disabled", cleaner: &cleaner)
            if let text = record["caseoverride"] {
                translation.caseOverride = CellValues.caseOverride(text)
                if translation.caseOverride == nil {
                    cleaner.add(
                        .error(
                            at: record.location("caseoverride"),
                            "“\(text)” in the caseOverride column is not a letter case; write 0 (uppercase), "
                                + "1 (lowercase) or 2 (capitalized), or leave the cell empty."))
                }
            }
            if let speech = translation.speech, let problem = ListSheet.fileNameProblem(speech) {
                cleaner.add(.error(at: record.location("speech"), "the speech name “\(speech)” \(problem)"))
            }
            let slots = extraSlots ?? record.columns.slots(excluding: Self.translationFields, byName: true)
            extraSlots = slots
            var writer = extraValues ?? ExtraValues.Writer(names: slots.map { record.columns.names[$0] })
            translation.extraColumns = .stored(sorted: record.values(at: slots), with: &writer)
            extraValues = writer
            translations.append(translation)
            if let stream, translations.count - streamed >= Self.streamBatch {
                stream(Array(translations[streamed...]), streamed)
                streamed = translations.count
            }
        }
        sources.append(table.source)
    }

    private mutating func readListNames(_ table: inout HeadedTable, header: [String], cleaner: inout TextCleaner)
        throws
    {
        let missing = ["list", "name"].filter { !header.contains($0) }
        guard missing.isEmpty else {
            cleaner.add(.error(at: table.sheetLocation, Self.missingColumns(missing, in: "list-names")))
            return
        }
        try table.read(cleaner: &cleaner) { record, cleaner in
            guard let list = record["list"] else {
                cleaner.add(
                    .error(
                        at: record.location("list"), "row \(record.row) has no list; fill it in, or delete the row."))
                return
            }
            // A list not named yet (as in a new language's workbook) is missing, not broken.
            guard let name = record["name"] else { return }
            listNames.append(ListName(list: list, name: name, location: record.location("name")))
        }
        sources.append(table.source)
    }

    static func missingColumns(_ missing: [String], in kind: String) -> String {
        let one = missing.count == 1
        return "this \(kind) table has no \(sentenceList(missing)) column\(one ? "" : "s"); add "
            + (one ? "a column with that heading" : "columns with those headings") + " to the first row."
    }
}
