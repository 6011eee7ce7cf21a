import Foundation
import WordpackCore
import WordpackSheets

/// Reads a language folder's PO file (`inputs/languages/fr/words.po`, as Poedit or Weblate gives it back) into the
/// rows a translations workbook gives, as `XLIFFTranslations` reads an XLIFF file: each entry's `msgctxt` names
/// its list and unit (`Animals/ant`, `Animals/ant:sortkey`, `Animals/:name`), its `msgstr` is the word, and a
/// `#, fuzzy` entry is a translation not final (its `msgid` is not what it was made against). Every message is
/// placed at `file:line` of the entry and names it.
///
/// An entry without `msgctxt`, or with plural forms, is an error at its line; the header's `Language` must be
/// there and be the folder's, and its `X-Source-Language` (when it has one) the project's reference language.
package struct POTranslations: TranslationTables {
    package let language: String
    package var translatedColumns: [String: String] = [:]
    package var translations: [Translation] { rows.translations }
    package var listNames: [ListName] { rows.listNames }
    package var sources: [SheetSource] = []
    package private(set) var unusable = false
    /// The project's reference language, which the file must translate from where it says (`import-po`).
    package var referenceLanguage: String?
    /// Not used: a PO file's entries of one list may be anywhere in it, so its rows are final only at its end.
    package var stream: (([Translation], Int) -> Void)?
    private var rows: UnitRows

    package init(language: String, translatedColumns: [TranslatedColumn] = []) {
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
        let header = try POReader.read(descriptor: descriptor, displayPath: displayPath) { entry in
            guard let (list, unit) = Self.unit(of: entry, displayPath: displayPath, cleaner: &cleaner) else { return }
            if units[list] == nil { lists.append(list) }
            units[list, default: []].append(unit)
        }
        guard checkHeader(header, displayPath: displayPath, cleaner: &cleaner) else {
            unusable = true
            return
        }
        let source = header?["X-Source-Language"].flatMap { $0.isEmpty ? nil : $0 }
        let referenceField = XLIFFTranslations.referenceField(source ?? referenceLanguage ?? "source")
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
        var unit = XLIFFDocument.Unit(file: 0, id: id, element: entry.line)
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
        return (list, unit)
    }

    /// Whether the header lets the file be read as a translation into the folder's language, from the reference
    /// language; each reason not said.
    private func checkHeader(_ header: POHeader?, displayPath: String, cleaner: inout TextCleaner) -> Bool {
        let at = Location(file: displayPath)
        // A file that does not say its language could be any language's: from a translator the studio has never
        // met, it is refused rather than taken for the folder's.
        guard let target = header?["Language"], !target.isEmpty else {
            let lacks =
                header == nil
                ? "has no header (the entry whose msgid is empty), so it does not say"
                : "has no Language in its header, so it does not say"
            cleaner.add(
                .error(
                    at: at,
                    "\(lacks) which language it translates into, and it is not read as \(language)'s translations. "
                        + "Set the language in the translation tool (Poedit: Translation > Properties > Language), "
                        + "or export the file again with `wordpack export-po`, which writes it."))
            return false
        }
        if let charset = header?.charset, charset.lowercased() != "utf-8", charset.uppercased() != "CHARSET" {
            cleaner.add(
                .error(
                    at: at,
                    "is in \(charset) (its Content-Type); wordpack reads PO files in UTF-8. Save it as UTF-8 in the "
                        + "translation tool (Poedit: Catalogue > Properties > Charset)."))
            return false
        }
        if !XLIFFTranslations.sameLanguage(target, language) {
            cleaner.add(
                .error(
                    at: at,
                    XLIFFTranslations.otherLanguage(
                        target, attribute: "header's Language", folder: language, command: "import-po")))
            return false
        }
        if let referenceLanguage, let source = header?["X-Source-Language"], !source.isEmpty,
            !XLIFFTranslations.sameLanguage(source, referenceLanguage)
        {
            cleaner.add(
                .error(
                    at: at,
                    "this file translates from \(source) (its header's X-Source-Language), but the project's reference "
                        + "language is \(referenceLanguage) (pipeline.json's referenceLanguage): its msgids are not the "
                        + "words wordpack compares the translations with. Export the file again with "
                        + "`wordpack export-po`, which translates from \(referenceLanguage)."))
            return false
        }
        return true
    }
}
