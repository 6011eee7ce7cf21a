import Foundation
import WordpackCore
import WordpackSheets

/// Reads a language folder's PO file (`inputs/languages/fr/words.po`, as Poedit or Weblate gives it back) into the
/// rows a translations workbook gives, as `XLIFFTranslations` reads an XLIFF file: each entry's `msgctxt` names
/// its list and unit (`Animals/ant`, `Animals/ant:sortkey`, `Animals/:name`), its `msgstr` is the word, and a
/// `#, fuzzy` entry is a translation not final (its `msgid` is not what it was made against). Every message is
/// placed at `file:line` of the entry and names it.
///
/// Entries without `msgctxt` (a file converted by `xliff2po`) are found by `findUnit` when the import gives one
/// (their comments and location); those it does not find, or all of them in a build, are one error counting
/// them, at the first. An entry with plural forms is an error at its line; the header's `Language` must be there
/// and be the folder's, and its `X-Source-Language` (when it has one) the project's reference language.
package struct POTranslations: TranslationTables {
    package let language: LanguageCode
    package var translatedColumns: [String: String] = [:]
    package var translations: [Translation] { rows.translations }
    package var listNames: [ListName] { rows.listNames }
    package var sources: [SheetSource] = []
    package private(set) var unusable = false
    /// The project's reference language, which the file must translate from where it says (`import-po`).
    package var referenceLanguage: LanguageCode?
    /// Not used: a PO file's entries of one list may be anywhere in it, so its rows are final only at its end.
    var stream: (([Translation], Int) -> Void)?
    private var rows: UnitRows
    /// How `import-po` finds the entries without msgctxt; nil in a build, which reads only wordpack's own form.
    package var findUnit: ConvertedUnitFinder?
    /// How many entries `findUnit` found: the file is not in wordpack's own form.
    package private(set) var foundUnits = 0

    package init(language: LanguageCode, translatedColumns: [TranslatedColumn] = []) {
        self.language = language
        for column in translatedColumns { self.translatedColumns[column.field] = column.field }
        rows = UnitRows(language: language, dialect: .po, file: "", translatedColumns: self.translatedColumns)
    }

    package mutating func read(path: String, displayPath: String, cleaner: inout TextCleaner) throws {
        sources.append(SheetSource(file: displayPath, sheet: nil, columns: [:]))
        rows = UnitRows(language: language, dialect: .po, file: displayPath, translatedColumns: translatedColumns)
        let descriptor = try POReader.open(path: path, displayPath: displayPath)
        defer { close(descriptor) }
        var lists: [String] = []
        var units: [String: [XLIFFDocument.Unit]] = [:]
        var entries = 0
        var withoutContext: [Int] = []
        var found = 0
        let findUnit = findUnit
        let header = try POReader.read(descriptor: descriptor, displayPath: displayPath) { entry in
            entries += 1
            var place: (String, XLIFFDocument.Unit)?
            // xliff2po drops the msgctxt, or writes the row there when two entries share a msgid.
            var unit = Self.unit(entry)
            unit.firstNote = entry.extractedComments.first
            unit.locations = entry.references.flatMap { $0.split(separator: " ").map(String.init) }
            if entry.pluralSource == nil, case .found(let list, let id)? = findUnit?(Self.list(of: entry), unit) {
                unit.id = id
                found += 1
                place = (list, unit)
            } else if entry.context == nil, entry.pluralSource == nil {
                withoutContext.append(entry.line)
            } else {
                place = Self.unit(of: entry, displayPath: displayPath, cleaner: &cleaner)
            }
            guard let (list, unit) = place else { return }
            if units[list] == nil { lists.append(list) }
            units[list, default: []].append(unit)
        }
        foundUnits = found
        if let first = withoutContext.first {
            cleaner.add(
                .error(
                    at: Location(file: displayPath, line: first, column: 1),
                    Self.withoutContext(withoutContext.count, of: entries, importing: findUnit != nil)))
        }
        guard checkHeader(header, path: path, displayPath: displayPath, cleaner: &cleaner) else {
            unusable = true
            return
        }
        let source = header?["X-Source-Language"].flatMap { $0.isEmpty ? nil : $0 }
        let referenceField = XLIFFTranslations.referenceField(source ?? referenceLanguage?.description ?? "source")
        let place = { (line: Int) in Location(file: displayPath, line: line, column: 1) }
        for list in lists {
            for unit in units[list] ?? [] {
                rows.take(unit, list: list, referenceField: referenceField, place: place, cleaner: &cleaner)
            }
        }
    }

    /// The entry as a unit of its list, or nil with the reason said.
    private static func unit(of entry: POEntry, displayPath: String, cleaner: inout TextCleaner)
        -> (String, XLIFFDocument.Unit)?
    {
        let at = Location(file: displayPath, line: entry.line, column: 1)
        guard let context = entry.context, let slash = context.firstIndex(of: "/"), slash != context.startIndex else {
            let says = entry.context.map { "its msgctxt “\($0)” names no list" } ?? "it has no msgctxt"
            cleaner.add(
                .error(
                    at: at,
                    "the entry “\(entry.source.prefix(40))” is not used: \(says). wordpack's entries name their list "
                        + "and word there (msgctxt \"Animals/ant\"); export the file again with `wordpack export-po` "
                        + "and translate that one."))
            return nil
        }
        let list = String(context[..<slash])
        let id = String(context[context.index(after: slash)...])
        if entry.pluralSource != nil {
            cleaner.add(
                .error(
                    at: at,
                    "the entry “\(context)” has plural forms (msgid_plural), which no app shows; it is not used. "
                        + "Export the file again with `wordpack export-po`."))
            return nil
        }
        var unit = Self.unit(entry)
        unit.id = id
        return (list, unit)
    }

    /// The list the entry's msgctxt names (`Animals/ant`), or nil.
    private static func list(of entry: POEntry) -> String? {
        guard let context = entry.context, let slash = context.firstIndex(of: "/") else { return nil }
        return String(context[..<slash])
    }

    /// The entry as a unit without an id: its source, its translation, and what it was made for.
    private static func unit(_ entry: POEntry) -> XLIFFDocument.Unit {
        var unit = XLIFFDocument.Unit(file: 0, id: nil, element: entry.line)
        unit.source = entry.source
        unit.target = entry.translation.isEmpty ? nil : entry.translation
        // A fuzzy entry's `#| msgid` is the source its translation was made for (as msgmerge writes it); without
        // one, what it was made for is not in the file.
        if entry.isFuzzy {
            if let previous = entry.previousSource, !previous.isEmpty {
                unit.source = previous
            } else {
                unit.state = "needs-review-translation"
            }
        }
        unit.tooLong = entry.tooLong
        unit.targetElement = entry.translationLine
        return unit
    }

    /// The one sentence for the entries without msgctxt that were not found: a cause, counted.
    private static func withoutContext(_ count: Int, of entries: Int, importing: Bool) -> String {
        let counted = count == entries ? "all \(count) entries" : "\(count) of the \(entries) entries"
        let these = count == 1 ? "it is" : "they are"
        guard importing else {
            return "\(counted) of this file have no msgctxt (this is the first), which names an entry's list and word "
                + "in wordpack's files (msgctxt \"Animals/ant\"), so \(these) not used. Import the file with "
                + "`wordpack import-po`, which finds a converted file's entries by their comments and location, or "
                + "export it again with `wordpack export-po`."
        }
        return "\(counted) of this file have no msgctxt and match no unit of the language's export by their comments "
            + "(#.), location (#:) and msgid (this is the first), so \(these) not used. Translate the file "
            + "`wordpack export-po` writes, whose msgctxt names each entry's list and word, or convert the one "
            + "`wordpack export-xliff` writes with xliff2po and keep its comments."
    }

    /// Whether the header lets the file be read as a translation into the folder's language, from the reference
    /// language; each reason not said.
    private func checkHeader(_ header: POHeader?, path: String, displayPath: String, cleaner: inout TextCleaner)
        -> Bool
    {
        // Each reason at the header's line that gives it (`"Language: de\n"`), found again in the file's start.
        func at(_ field: String) -> Location {
            Self.line(ofHeaderField: field, path: path).map { Location(file: displayPath, line: $0, column: 1) }
                ?? Location(file: displayPath)
        }
        // A file that does not say its language (translate-toolkit's xliff2po writes none) is read as the
        // folder's, which the import's --language names, with a warning: its words are then checked as that
        // language's (spelling, the same text as the reference).
        let target = header?["Language"] ?? ""
        if target.isEmpty {
            let lacks =
                header == nil
                ? "has no header (the entry whose msgid is empty), so it does not say"
                : "has no Language in its header, so it does not say"
            cleaner.add(
                .warning(
                    at: at("Language"),
                    "\(lacks) which language it translates into; it is read as \(language)'s translations, the "
                        + "language of its folder. Set the language in the translation tool (Poedit: Translation > "
                        + "Properties > Language), so that a file for another language is never taken for this one."))
        }
        if let charset = header?.charset, charset.lowercased() != "utf-8", charset.uppercased() != "CHARSET" {
            cleaner.add(
                .error(
                    at: at("Content-Type"),
                    "is in \(charset) (its Content-Type); wordpack reads PO files in UTF-8. Save it as UTF-8 in the "
                        + "translation tool (Poedit: Catalogue > Properties > Charset)."))
            return false
        }
        if !target.isEmpty, !XLIFFTranslations.sameLanguage(target, language) {
            cleaner.add(
                .error(
                    at: at("Language"),
                    XLIFFTranslations.otherLanguage(
                        target, attribute: "header's Language", folder: language, command: "import-po")))
            return false
        }
        if let referenceLanguage, let source = header?["X-Source-Language"], !source.isEmpty,
            !XLIFFTranslations.sameLanguage(source, referenceLanguage)
        {
            cleaner.add(
                .error(
                    at: at("X-Source-Language"),
                    "this file translates from \(source) (its header's X-Source-Language), but the project's reference "
                        + "language is \(referenceLanguage) (pipeline.json's referenceLanguage): its msgids are not the "
                        + "words wordpack compares the translations with. Export the file again with "
                        + "`wordpack export-po`, which translates from \(referenceLanguage)."))
            return false
        }
        return true
    }

    /// The line of the header field `name` (`"Language: de\n"`) in the first 64 KiB of the file at `path`, where
    /// the header is; nil when it is not there.
    private static func line(ofHeaderField name: String, path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        let prefix = "\"" + name.lowercased() + ":"
        var number = 0
        for line in start.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
            if text.hasPrefix(prefix) || text.hasPrefix("msgstr " + prefix) { return number }
        }
        return nil
    }
}
