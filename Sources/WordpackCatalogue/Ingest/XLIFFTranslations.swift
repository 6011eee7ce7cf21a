import Foundation
import WordpackCore
import WordpackSheets

/// Reads a language folder's XLIFF file (`inputs/languages/fr/words.xliff`, as a translation tool gives it back)
/// into the rows a translations workbook gives: each `<file>` is a list, each unit's id a key (`XLIFFUnitID`),
/// its target the word. Every message is placed at `file:line:column` of the unit or its target and names the
/// unit's id.
///
/// The unit's source is kept as the translation's `reference (<source language>)` value, as in the workbook
/// `add-language` makes: the reference text the translation was made against (`export-xliff` compares it with
/// the current one to mark a translation for review).
package struct XLIFFTranslations: TranslationTables {
    /// The language of the folder the file is in.
    package let language: String
    /// The fields of the columns the kinds read as translated text (`TranslatedColumn.field`), by the name their
    /// units' ids end in (`pig:alternatives`): read into the translation's column of that name.
    package var translatedColumns: [String: String] = [:]
    package var translations: [Translation] = []
    package var listNames: [ListName] = []
    package var sources: [SheetSource] = []
    /// Whether the file is for another language (or names no list at all): its rows are not used, and the
    /// language counts as unreadable (its words are not reported missing one by one).
    package private(set) var unusable = false

    package init(language: String, translatedColumns: [TranslatedColumn] = []) {
        self.language = language
        for column in translatedColumns { self.translatedColumns[column.field] = column.field }
    }

    /// The project's reference language, which the file must translate from (`import-xliff` checks it; the
    /// build reads the file it let in).
    package var referenceLanguage: String?

    /// The document as last read (its version, languages and files; no units), for `import-xliff`.
    package private(set) var document: XLIFFDocument?

    /// Takes the translations as they are read, in batches of `TranslationSheets.streamBatch` (and the position
    /// of each batch's first row), as `TranslationSheets.stream` does: only rows of `<file>`s read to their end,
    /// which no later unit can change (a list has one `<file>`). The last ones are not handed on.
    package var stream: (([Translation], Int) -> Void)?
    private var streamed = 0

    package mutating func read(path: String, displayPath: String, cleaner: inout TextCleaner) throws {
        // The places of the elements a message or a row names, found by a quick scan of the bytes beside the
        // parse's start and before its first unit is taken, so that each unit is placed and stored as it is read.
        let descriptor = try XLIFFReader.open(path: path, displayPath: displayPath)
        defer { close(descriptor) }
        var places = XMLElementPositions.Places()
        func place(_ element: Int) -> Location {
            places[element].map { Location(file: displayPath, line: $0.line, column: $0.column) }
                ?? Location(file: displayPath)
        }
        sources.append(SheetSource(file: displayPath, sheet: nil, columns: [:]))
        var state = ReadingState()
        let document = try XLIFFReader.read(
            descriptor: descriptor, displayPath: displayPath,
            meanwhile: {
                places = XMLElementPositions.find(
                    named: ["xliff", "file", "trans-unit", "unit", "target"], descriptor: descriptor)
            }
        ) { document, unit in
            if state.referenceField == nil {
                state.referenceField = Self.referenceField(document.declaredSourceLanguage ?? "source")
            }
            if unit.file != state.lastFile {
                // The units of the files before are all read: their rows are final.
                streamRows()
                state.lastFile = unit.file
            }
            guard check(document, file: unit.file, state: &state, place: place, cleaner: &cleaner),
                let list = document.files[unit.file].list
            else { return }
            take(unit, list: list, state: &state, place: place, cleaner: &cleaner)
        }
        self.document = document
        if let mislabel = document.mislabel {
            // Neither reading is the file's: nothing of it is used.
            translations = []
            listNames = []
            unusable = true
            let other = mislabel.labelled == .v20 ? "1.2" : "2.0"
            cleaner.add(
                .error(
                    at: place(mislabel.element),
                    "the file says it is XLIFF \(mislabel.labelled.rawValue) (\(mislabel.label) on <xliff>), but here "
                        + "is \(mislabel.found): its structure is XLIFF \(other), so none of its units is read. Export "
                        + "it again from the translation tool (as XLIFF 1.2 or 2.0, whole), or correct its version."))
            return
        }
        for index in document.files.indices {
            _ = check(document, file: index, state: &state, place: place, cleaner: &cleaner)
        }
        if let referenceLanguage {
            checkSource(document, reference: referenceLanguage, place: place, cleaner: &cleaner)
        }
    }

    /// What one reading keeps between units.
    private struct ReadingState {
        var referenceField: String?
        var lastFile = -1
        /// Whether each `<file>` seen so far is used, by position; and the root's language checked.
        var usable: [Bool?] = []
        var rootChecked = false
        var rootUsable = true
        /// The `<file>` of each list, by its element number.
        var fileOfList: [String: Int] = [:]
        /// The row of each key, and which units of each row were met (for a unit met twice).
        var rows: [RowKey: Int] = [:]
        var met: [RowUnits] = []
        var named: [String: Int] = [:]
    }

    private mutating func streamRows() {
        guard let stream, translations.count - streamed >= TranslationSheets.streamBatch else { return }
        stream(Array(translations[streamed...]), streamed)
        streamed = translations.count
    }

    private mutating func take(
        _ unit: XLIFFDocument.Unit, list: String, state: inout ReadingState, place: (Int) -> Location,
        cleaner: inout TextCleaner
    ) {
        guard let id = unit.id, !id.isEmpty else {
            cleaner.add(
                .error(
                    at: place(unit.element),
                    "a unit of list “\(list)” has no id; give it the word's key as its id in the translation tool, "
                        + "or export the file again with `wordpack export-xliff`."))
            return
        }
        // Made only for a message: most units have none.
        let name = { "unit “\(id)” (list \(list))" }
        let kind = XLIFFUnitID(id)
        var first: Int?
        switch kind {
        case .word(let key), .sortkey(let key), .caseOverride(let key):
            first = state.rows[RowKey(list: list, key: key)].flatMap { state.met[$0][kind] }
        case .listName:
            first = state.named[list]
            if first == nil { state.named[list] = unit.element }
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
                    "the \(name()) holds a text of \(length.grouped) characters or more, but a word holds at most "
                        + "\(ReadLimits.cellCharacters.grouped); the file is damaged or the text was pasted by mistake. "
                        + "Shorten it in the translation tool."))
            return
        }
        let targetAt = place(unit.targetElement ?? unit.element)
        if let marked = unit.targetLanguage, !Self.sameLanguage(marked, language) {
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
            let row = row(list: list, key: key, rows: &state.rows, met: &state.met)
            state.met[row].word = unit.element
            translations[row].word = target
            translations[row].location = targetAt
            let source = unit.source.trimmingCharacters(in: .whitespacesAndNewlines).nfc
            if !source.isEmpty { translations[row].extras[state.referenceField ?? "reference(source)"] = source }
        case .sortkey(let key):
            let row = row(list: list, key: key, rows: &state.rows, met: &state.met)
            state.met[row].sortkey = unit.element
            translations[row].sortkey = target
            if state.met[row].word == nil { translations[row].location = targetAt }
        case .caseOverride(let key):
            let row = row(list: list, key: key, rows: &state.rows, met: &state.met)
            state.met[row].caseOverride = unit.element
            if state.met[row].word == nil { translations[row].location = targetAt }
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
                let row = row(list: list, key: key, rows: &state.rows, met: &state.met)
                if let first = state.met[row].columns[column] {
                    let at = place(unit.element)
                    cleaner.add(
                        .error(
                            at: at,
                            "the \(name()) appears twice (first at \(at.reference(to: place(first)))); delete one of "
                                + "them."))
                    return
                }
                state.met[row].columns[column] = unit.element
                if state.met[row].word == nil { translations[row].location = targetAt }
                if let target { translations[row].extras[column] = target }
                return
            }
            cleaner.add(
                .error(
                    at: place(unit.element),
                    "the \(name()) ends in “:\(field)”, which wordpack does not know (a unit's id is a key, or a key "
                        + "followed by \(endings), or :name); export the file again with "
                        + "`wordpack export-xliff`."))
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
    private mutating func row(list: String, key: String, rows: inout [RowKey: Int], met: inout [RowUnits]) -> Int {
        let id = RowKey(list: list, key: key)
        if let row = rows[id] { return row }
        translations.append(Translation(list: list, key: key, word: nil, location: Location(file: sources[0].file)))
        met.append(RowUnits())
        rows[id] = translations.count - 1
        return translations.count - 1
    }

    /// Whether the units of the `<file>` at `index` are used: it is for this language (and so is the root) and
    /// names a list no `<file>` before it named. Decided, and any error said, once per file.
    private mutating func check(
        _ document: XLIFFDocument, file index: Int, state: inout ReadingState, place: (Int) -> Location,
        cleaner: inout TextCleaner
    ) -> Bool {
        if !state.rootChecked {
            state.rootChecked = true
            if let target = document.targetLanguage, !Self.sameLanguage(target, language) {
                cleaner.add(.error(at: place(1), Self.otherLanguage(target, attribute: "trgLang", folder: language)))
                unusable = true
                state.rootUsable = false
            }
        }
        guard state.rootUsable else { return false }
        if state.usable.count <= index {
            state.usable += [Bool?](repeating: nil, count: index + 1 - state.usable.count)
        }
        if let decided = state.usable[index] { return decided }
        let file = document.files[index]
        var usable = false
        if let target = file.targetLanguage, !Self.sameLanguage(target, language) {
            // Said once per language, at its first <file>: a file of 40 lists is one mistake, not 40.
            let said = state.usable.indices.contains { $0 < index && document.files[$0].targetLanguage == target }
            if !said {
                cleaner.add(
                    .error(
                        at: place(file.element),
                        Self.otherLanguage(target, attribute: "target-language", folder: language)))
            }
            unusable = true
        } else if let list = file.list {
            if let first = state.fileOfList[list] {
                let at = place(file.element)
                cleaner.add(
                    .error(
                        at: at,
                        "is a second <file> for the list “\(list)” (the first is at \(at.reference(to: place(first)))); "
                            + "its units are not used. Keep one <file> per list."))
            } else {
                state.fileOfList[list] = file.element
                usable = true
            }
        } else {
            cleaner.add(
                .error(
                    at: place(file.element),
                    "this <file> names no list (its original attribute is empty); its units are not used. Export the "
                        + "file again with `wordpack export-xliff`."))
            unusable = true
        }
        state.usable[index] = usable
        return usable
    }
}
