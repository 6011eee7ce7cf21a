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
    package let language: LanguageCode
    /// The fields of the columns the kinds read as translated text (`TranslatedColumn.field`), by the name their
    /// units' ids end in (`pig:alternatives`): read into the translation's column of that name.
    package var translatedColumns: [String: String] = [:]
    package var translations: [Translation] { rows.translations }
    package var listNames: [ListName] { rows.listNames }
    private var rows: UnitRows
    package var sources: [SheetSource] = []
    /// Whether the file is for another language (or names no list at all): its rows are not used, and the
    /// language counts as unreadable (its words are not reported missing one by one).
    package private(set) var unusable = false

    package init(language: LanguageCode, translatedColumns: [TranslatedColumn] = []) {
        self.language = language
        for column in translatedColumns { self.translatedColumns[column.field] = column.field }
        rows = UnitRows(language: language, dialect: .xliff, file: "", translatedColumns: self.translatedColumns)
    }

    /// The project's reference language, which the file must translate from (`import-xliff` checks it; the
    /// build reads the file it let in).
    package var referenceLanguage: LanguageCode?

    /// How `import-xliff` finds the units of a `<file>` that names no list (po2xliff's, of a converted PO file);
    /// nil in a build, which reads only wordpack's own form.
    package var findUnit: ConvertedUnitFinder?
    /// How many units `findUnit` found: the file is not in wordpack's own form.
    package private(set) var foundUnits = 0

    /// The document as last read (its version, languages and files; no units), for `import-xliff`.
    package private(set) var document: XLIFFDocument?

    /// Takes the translations as they are read, in batches of `TranslationSheets.streamBatch` (and the position
    /// of each batch's first row), as `TranslationSheets.stream` does: only rows of `<file>`s read to their end,
    /// which no later unit can change (a list has one `<file>`). The last ones are not handed on.
    var stream: (([Translation], Int) -> Void)?
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
        rows = UnitRows(language: language, dialect: .xliff, file: displayPath, translatedColumns: translatedColumns)
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
            if let findUnit {
                state.collected.append((list, unit, findUnit(list, unit)))
                return
            }
            rows.take(
                unit, list: list, referenceField: state.referenceField ?? "reference(source)", place: place,
                cleaner: &cleaner)
        }
        self.document = document
        if let mislabel = document.mislabel {
            // Neither reading is the file's: nothing of it is used.
            rows = UnitRows(
                language: language, dialect: .xliff, file: displayPath, translatedColumns: translatedColumns)
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
        if findUnit != nil {
            takeCollected(
                state.collected, document: document, referenceField: state.referenceField, place: place,
                cleaner: &cleaner)
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
        /// With `findUnit`: every unit, its `<file>`'s list, and where it was found.
        var collected: [(list: String, unit: XLIFFDocument.Unit, place: ConvertedUnitPlace)] = []
    }

    /// Takes the units `findUnit` placed: those as written, and those it found at their list and id, which
    /// replace a unit of the same place as written (po2xliff keeps the template's units beside its own). A unit
    /// of a `<file>` in which nothing was found is taken as written, so that its list is said to be unknown;
    /// those not found in a `<file>` where others were are one error (a PO header carried in XLIFF is no unit).
    private mutating func takeCollected(
        _ collected: [(list: String, unit: XLIFFDocument.Unit, place: ConvertedUnitPlace)], document: XLIFFDocument,
        referenceField: String?, place: (Int) -> Location, cleaner: inout TextCleaner
    ) {
        var foundIn = Set<Int>()
        var foundAt = Set<String>()
        for (_, unit, placed) in collected {
            if case .found(let list, let id) = placed {
                foundIn.insert(unit.file)
                foundAt.insert(list + "/" + id)
            }
        }
        foundUnits = foundAt.count
        var notFound: [Int: [XLIFFDocument.Unit]] = [:]
        for (list, unit, placed) in collected {
            var unit = unit
            var list = list
            switch placed {
            case .found(let found, let id):
                (list, unit.id) = (found, id)
            case .asWritten:
                if foundAt.contains(list + "/" + (unit.id ?? "")) { continue }
            case .notFound:
                if foundIn.contains(unit.file) {
                    if unit.restype != "x-gettext-domain-header" { notFound[unit.file, default: []].append(unit) }
                    continue
                }
            }
            rows.take(
                unit, list: list, referenceField: referenceField ?? "reference(source)", place: place,
                cleaner: &cleaner)
        }
        for (file, units) in notFound.sorted(by: { $0.key < $1.key }) {
            guard let first = units.first else { continue }
            let total = collected.filter { $0.unit.file == file && $0.unit.restype != "x-gettext-domain-header" }.count
            let counted = "\(units.count) of the \(total) units"
            let name = document.files[file].original ?? document.files[file].id ?? ""
            cleaner.add(
                .error(
                    at: place(first.element),
                    "\(counted) of the <file> “\(name)”, which names no list, match no unit of the language's "
                        + "export by their note, location and source (this is the first), so "
                        + "\(units.count == 1 ? "it is" : "they are") not used. Translate the file "
                        + "`wordpack export-xliff` writes, or convert a PO file back with `po2xliff -t` and that "
                        + "export as the template."))
        }
    }

    private mutating func streamRows() {
        guard let stream, translations.count - streamed >= TranslationSheets.streamBatch else { return }
        stream(Array(translations[streamed...]), streamed)
        streamed = translations.count
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
