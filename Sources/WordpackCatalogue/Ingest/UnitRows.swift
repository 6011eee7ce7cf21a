import WordpackCore
import WordpackSheets

/// The rows a translation tool's file gives (an XLIFF file's units, a PO file's entries), unit by unit: each
/// unit's id is a key (`XLIFFUnitID`), its target the word, its sort key, its letter case, a translated column or
/// the list's name. A unit met twice, too long, in another language, with markup or control characters is an
/// error at its place, and not used.
struct UnitRows {
    /// How the file's format names a unit and the command that writes it again.
    struct Dialect {
        var unit: String
        var command: String

        static let xliff = Dialect(unit: "unit", command: "export-xliff")
        static let po = Dialect(unit: "entry", command: "export-po")
    }

    let language: LanguageCode
    let dialect: Dialect
    /// The file, where a row is placed until its word's unit gives the place.
    let file: String
    /// The fields of the columns the kinds read as translated text, by the name their units' ids end in.
    let translatedColumns: [String: String]
    var translations: [Translation] = []
    var listNames: [ListName] = []
    /// The row of each key, and which units of each row were met (for a unit met twice).
    private var rows: [RowKey: Int] = [:]
    private var met: [RowUnits] = []
    private var named: [String: Int] = [:]

    init(language: LanguageCode, dialect: Dialect, file: String, translatedColumns: [String: String]) {
        self.language = language
        self.dialect = dialect
        self.file = file
        self.translatedColumns = translatedColumns
    }

    /// Takes one unit of the list `list` into the rows, or says why it is not used.
    mutating func take(
        _ unit: XLIFFDocument.Unit, list: String, referenceField: String, place: (Int) -> Location,
        cleaner: inout TextCleaner
    ) {
        guard let id = unit.id, !id.isEmpty else {
            cleaner.add(
                .error(
                    at: place(unit.element),
                    "a \(dialect.unit) of list “\(list)” has no id; give it the word's key as its id in the translation tool, "
                        + "or export the file again with `wordpack \(dialect.command)`."))
            return
        }
        // Made only for a message: most units have none.
        let noun = dialect.unit
        let name = { "\(noun) “\(id)” (list \(list))" }
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
            cleaner.add(
                .error(
                    at: at,
                    "the \(name()) appears twice (first at \(at.reference(to: place(first)))); delete one of them."))
            return
        }
        if let length = unit.tooLong {
            cleaner.add(
                .error(
                    at: place(unit.element),
                    "the \(name()) holds a text of \(length.grouped) characters, but a word holds at most "
                        + "\(ReadLimits.cellCharacters.grouped); the file is damaged or the text was pasted by mistake. "
                        + "Shorten it in the translation tool."))
            return
        }
        let targetAt = place(unit.targetElement ?? unit.element)
        if let marked = unit.targetLanguage, !XLIFFTranslations.sameLanguage(marked, language) {
            cleaner.add(
                .error(
                    at: targetAt,
                    "the target of the \(name()) is marked as \(marked) (xml:lang), but this folder is \(language); "
                        + "it is not used. Translate it into \(language), or move the file to the folder of \(marked).")
            )
            return
        }
        if !unit.targetMarkup.isEmpty {
            let tags = unit.targetMarkup.map { "<\($0)>" }.joined(separator: ", ")
            cleaner.add(
                .error(
                    at: targetAt,
                    "the target of the \(name()) holds markup (\(tags)) that the apps cannot show; keep only the text "
                        + "in the translation tool (remove the tags or placeholders)."))
            return
        }
        let target = unit.target.map { cleaner.clean($0, at: targetAt, what: "the target of the \(name())") }
            .flatMap { $0.isEmpty ? nil : $0 }
        if let target, target.hasControlCharacters {
            cleaner.add(
                .error(at: targetAt, TextCleaner.controlCharacterMessage(target, what: "the target of the \(name())")))
            return
        }
        switch kind {
        case .listName:
            if let target { listNames.append(ListName(list: list, name: target, location: targetAt)) }
        case .word(let key):
            let row = row(list: list, key: key)
            met[row].word = unit.element
            translations[row].word = target
            translations[row].location = targetAt
            // A translation the tool marks as not final (fuzzy, needs review) was not made against this source:
            // what it was made against stays as the build folder remembers it.
            let source = unit.source.trimmingCharacters(in: .whitespacesAndNewlines).nfc
            if !source.isEmpty, !unit.isMarkedForReview { translations[row].extras[referenceField] = source }
        case .sortkey(let key):
            let row = row(list: list, key: key)
            met[row].sortkey = unit.element
            translations[row].sortkey = target
            if met[row].word == nil { translations[row].location = targetAt }
        case .caseOverride(let key):
            let row = row(list: list, key: key)
            met[row].caseOverride = unit.element
            if met[row].word == nil { translations[row].location = targetAt }
            guard let target else { return }
            translations[row].caseOverride = CellValues.caseOverride(target)
            if translations[row].caseOverride == nil {
                cleaner.add(
                    .error(
                        at: targetAt,
                        "“\(target)” in the \(name()) is not a letter case; write 0 (uppercase), 1 (lowercase) or "
                            + "2 (capitalized), or leave the target empty."))
            }
        case .unknown(let key, let field):
            if let column = translatedColumns[ColumnHeading.fieldName(field)] {
                let row = row(list: list, key: key)
                if let first = met[row].columns[column] {
                    let at = place(unit.element)
                    cleaner.add(
                        .error(
                            at: at,
                            "the \(name()) appears twice (first at \(at.reference(to: place(first)))); delete one of "
                                + "them."))
                    return
                }
                met[row].columns[column] = unit.element
                if met[row].word == nil { translations[row].location = targetAt }
                if let target { translations[row].extras[column] = target }
                return
            }
            cleaner.add(
                .error(
                    at: place(unit.element),
                    "the \(name()) ends in “:\(field)”, which wordpack does not know (a unit's id is a key, or a key "
                        + "followed by \(endings), or :name); export the file again with "
                        + "`wordpack \(dialect.command)`."))
        }
    }

    /// How a unit's id may end after a key: `:sortkey, :caseOverride or :alternatives`.
    private var endings: String {
        let all = [":sortkey", ":caseOverride"] + translatedColumns.keys.sorted().map { ":" + $0 }
        return all.dropLast().joined(separator: ", ") + " or " + (all.last ?? "")
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
        /// By the column's field.
        var columns: [String: Int] = [:]

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
    private mutating func row(list: String, key: String) -> Int {
        let id = RowKey(list: list, key: key)
        if let row = rows[id] { return row }
        translations.append(Translation(list: list, key: key, word: nil, location: Location(file: file)))
        met.append(RowUnits())
        rows[id] = translations.count - 1
        return translations.count - 1
    }

}
