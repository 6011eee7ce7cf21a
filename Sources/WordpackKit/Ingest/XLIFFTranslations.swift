import Foundation

/// Reads a language folder's XLIFF file (`inputs/languages/fr/words.xliff`, as a translation tool gives it back)
/// into the rows a translations workbook gives: each `<file>` is a list, each unit's id a key (`XLIFFUnitID`),
/// its target the word. Every message is placed at `file:line:column` of the unit or its target and names the
/// unit's id.
///
/// The unit's source is kept as the translation's `reference (<source language>)` value, as in the workbook
/// `add-language` makes: the reference text the translation was made against (`export-xliff` compares it with
/// the current one to mark a translation for review).
struct XLIFFTranslations {
    /// The language of the folder the file is in.
    let language: String
    var translations: [Translation] = []
    var listNames: [ListName] = []
    var sources: [SheetSource] = []
    /// Whether the file is for another language (or names no list at all): its rows are not used, and the
    /// language counts as unreadable (its words are not reported missing one by one).
    private(set) var unusable = false

    init(language: String) {
        self.language = language
    }

    mutating func read(path: String, displayPath: String, cleaner: inout TextCleaner) throws {
        let document = try XLIFFReader.read(path: path, displayPath: displayPath)
        var wanted = [1] + document.files.map(\.element)
        wanted.reserveCapacity(wanted.count + 2 * document.units.count)
        for unit in document.units {
            wanted.append(unit.element)
            if let target = unit.targetElement { wanted.append(target) }
        }
        let positions = XMLElementPositions.find(wanted, path: path)
        let place = { (element: Int) -> Location in
            positions[element].map { Location(file: displayPath, line: $0.line, column: $0.column) }
                ?? Location(file: displayPath)
        }
        sources.append(SheetSource(file: displayPath, sheet: nil, columns: [:]))
        let usableFiles = checkFiles(document, place: place, cleaner: &cleaner)
        let referenceField = XLIFFTranslations.referenceField(document.declaredSourceLanguage ?? "source")
        // One lookup per unit: the row of its key, and which units of that row were met (for a unit met twice).
        var rows: [RowKey: Int] = [:]
        rows.reserveCapacity(document.units.count)
        var met: [RowUnits] = []
        var named: [String: Int] = [:]
        for unit in document.units where usableFiles[unit.file] {
            guard let list = document.files[unit.file].list else { continue }
            guard let id = unit.id, !id.isEmpty else {
                cleaner.add(.error(
                    at: place(unit.element),
                    "a unit of list “\(list)” has no id; give it the word's key as its id in the translation tool, "
                        + "or export the file again with `wordpack export-xliff`."))
                continue
            }
            // Made only for a message: most units have none.
            let name = { "unit “\(id)” (list \(list))" }
            let kind = XLIFFUnitID(id)
            var first: Int?
            switch kind {
            case .word(let key), .sortkey(let key), .caseOverride(let key):
                first = rows[RowKey(list: list, key: key)].flatMap { met[$0][kind] }
            case .listName:
                first = named[list]
                if first == nil { named[list] = unit.element }
            case .unknown:
                break
            }
            if let first {
                let at = place(unit.element)
                cleaner.add(.error(
                    at: at, "the \(name()) appears twice (first at \(at.reference(to: place(first)))); delete one of them."))
                continue
            }
            if let length = unit.tooLong {
                cleaner.add(.error(
                    at: place(unit.element),
                    "the \(name()) holds a text of \(length.grouped) characters or more, but a word holds at most "
                        + "\(ReadLimits.cellCharacters.grouped); the file is damaged or the text was pasted by mistake. "
                        + "Shorten it in the translation tool."))
                continue
            }
            let targetAt = place(unit.targetElement ?? unit.element)
            if let marked = unit.targetLanguage, !Self.sameLanguage(marked, language) {
                cleaner.add(.error(
                    at: targetAt,
                    "the target of the \(name()) is marked as \(marked) (xml:lang), but this folder is \(language); "
                        + "it is not used. Translate it into \(language), or move the file to the folder of \(marked)."))
                continue
            }
            if !unit.targetMarkup.isEmpty {
                let tags = unit.targetMarkup.map { "<\($0)>" }.joined(separator: ", ")
                cleaner.add(.error(
                    at: targetAt,
                    "the target of the \(name()) holds markup (\(tags)) that the apps cannot show; keep only the text "
                        + "in the translation tool (remove the tags or placeholders)."))
                continue
            }
            let target = unit.target.map { cleaner.clean($0, at: targetAt, what: "the target of the \(name())") }
                .flatMap { $0.isEmpty ? nil : $0 }
            switch kind {
            case .listName:
                if let target { listNames.append(ListName(list: list, name: target, location: targetAt)) }
            case .word(let key):
                let row = row(list: list, key: key, rows: &rows, met: &met)
                met[row].word = unit.element
                translations[row].word = target
                translations[row].location = targetAt
                let source = unit.source.trimmingCharacters(in: .whitespacesAndNewlines).nfc
                if !source.isEmpty { translations[row].extras[referenceField] = source }
            case .sortkey(let key):
                let row = row(list: list, key: key, rows: &rows, met: &met)
                met[row].sortkey = unit.element
                translations[row].sortkey = target
                if met[row].word == nil { translations[row].location = targetAt }
            case .caseOverride(let key):
                let row = row(list: list, key: key, rows: &rows, met: &met)
                met[row].caseOverride = unit.element
                if met[row].word == nil { translations[row].location = targetAt }
                guard let target else { continue }
                translations[row].caseOverride = CellValues.caseOverride(target)
                if translations[row].caseOverride == nil {
                    cleaner.add(.error(
                        at: targetAt,
                        "“\(target)” in the \(name()) is not a letter case; write 0 (uppercase), 1 (lowercase) or "
                            + "2 (capitalized), or leave the target empty."))
                }
            case .unknown(_, let field):
                cleaner.add(.error(
                    at: place(unit.element),
                    "the \(name()) ends in “:\(field)”, which wordpack does not know (a unit's id is a key, or a key "
                        + "followed by :sortkey or :caseOverride, or :name); export the file again with "
                        + "`wordpack export-xliff`."))
            }
        }
    }

    private struct RowKey: Hashable {
        var list: String
        var key: String
    }

    /// The element numbers of the units of one row met so far: its word, sort key and letter case.
    private struct RowUnits {
        var word: Int?
        var sortkey: Int?
        var caseOverride: Int?

        subscript(kind: XLIFFUnitID) -> Int? {
            get {
                switch kind {
                case .word: return word
                case .sortkey: return sortkey
                case .caseOverride: return caseOverride
                case .listName, .unknown: return nil
                }
            }
            set {
                switch kind {
                case .word: word = newValue
                case .sortkey: sortkey = newValue
                case .caseOverride: caseOverride = newValue
                case .listName, .unknown: break
                }
            }
        }
    }

    /// The row of `key`, made when its first unit is met (placed there until its word's unit gives the place).
    private mutating func row(list: String, key: String, rows: inout [RowKey: Int], met: inout [RowUnits]) -> Int {
        let id = RowKey(list: list, key: key)
        if let row = rows[id] { return row }
        translations.append(Translation(list: list, key: key, word: nil, location: Location(file: sources[0].file)))
        met.append(RowUnits())
        rows[id] = translations.count - 1
        return translations.count - 1
    }

    /// Which `<file>`s' units are used, by position: those for this language that name a list. The others are errors.
    private mutating func checkFiles(
        _ document: XLIFFDocument, place: (Int) -> Location, cleaner: inout TextCleaner
    ) -> [Bool] {
        var usable = [Bool](repeating: false, count: document.files.count)
        if let target = document.targetLanguage, !Self.sameLanguage(target, language) {
            cleaner.add(.error(at: place(1), Self.otherLanguage(target, attribute: "trgLang", folder: language)))
            unusable = true
            return usable
        }
        var reported: Set<String> = []
        for (index, file) in document.files.enumerated() {
            if let target = file.targetLanguage, !Self.sameLanguage(target, language) {
                // Said once per language, at its first <file>: a file of 40 lists is one mistake, not 40.
                if reported.insert(target).inserted {
                    cleaner.add(.error(
                        at: place(file.element), Self.otherLanguage(target, attribute: "target-language", folder: language)))
                }
                unusable = true
                continue
            }
            guard file.list != nil else {
                cleaner.add(.error(
                    at: place(file.element),
                    "this <file> names no list (its original attribute is empty); its units are not used. Export the "
                        + "file again with `wordpack export-xliff`."))
                unusable = true
                continue
            }
            usable[index] = true
        }
        return usable
    }

    static func otherLanguage(_ target: String, attribute: String, folder: String) -> String {
        "is a translation into \(target) (its \(attribute)), not into \(folder); none of its units is used. It "
            + "belongs in inputs/languages/\(target)/ (`wordpack import-xliff FILE --language \(target)`); ask the "
            + "translator for the \(folder) file."
    }

    /// The field of a translation holding the reference text it was made against: the heading `reference (en)`
    /// of the workbook `add-language` makes, as a field name (`HeadedTable.fieldName`).
    static func referenceField(_ referenceLanguage: String) -> String {
        HeadedTable.fieldName("reference (\(referenceLanguage))")
    }

    /// `fr` and `FR`, `pt-BR` and `pt_BR` are one language.
    static func sameLanguage(_ a: String, _ b: String) -> Bool {
        func folded(_ code: String) -> String { code.lowercased().replacingOccurrences(of: "_", with: "-") }
        return folded(a) == folded(b)
    }
}
