import Foundation
import WordpackCatalogue
import WordpackCore
import WordpackSheets

/// `wordpack import-xliff FILE --language fr`: a translator's XLIFF file checked against the catalogue before it
/// takes the place of the language's translations, and what it changes.
///
/// The file is read as the build reads `inputs/languages/fr/words.xliff` (every problem located at its line,
/// column and unit), and must also translate from the project's reference language and hold only units of lists
/// and words that exist. A unit the file leaves out (or gives no target) keeps its current translation, unless
/// `removeMissing`: then the file is the language's whole translations. Nothing here writes: the caller copies
/// the file (or writes `kept`, when it keeps translations the file leaves out) only when `problems` holds no error.
package struct XLIFFImport {
    /// What reading and checking the file found, sorted by place.
    var problems: [Diagnostic]
    /// One line per change against the current translations, sorted: `added Animals/ant: fourmi`,
    /// `changed Animals/bat: chauve souris → chauve-souris`, `removed Food/egg: œuf`.
    var changes: [String]
    /// `kept`: current translations of units the file leaves out, which stay.
    var counts: (added: Int, changed: Int, removed: Int, kept: Int)
    /// The file's format (and XLIFF version): the one a file holding the kept translations is written in.
    var format: TranslationFileFormat
    /// The language's translations and list names once imported, when the file leaves out some that are kept;
    /// nil when the file is the language's translations as it is.
    var kept: (translations: [Translation], listNames: [ListName])?
    /// The language's translations and list names once imported: `kept`, or the file's own.
    var imported: (translations: [Translation], listNames: [ListName])
    /// How many units were found by what a converter kept of them (`ConvertedUnitTable`): the file is not in
    /// wordpack's own form, and the folder gets it written so.
    var convertedUnits = 0

    var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// Reads the file at `path` (named `displayPath` in messages) as a translation of `code` from `reference`,
    /// with the kinds' translated `columns`, against the lists of `catalogue` and the language's current
    /// translations there. With the language's `export` (as `export-xliff` makes it now), the units of a file a
    /// converter made are found by what the converter kept of them (`ConvertedUnitTable`). With what the apps
    /// ship of the language (`shipped`), `removeMissing` of a file that holds only shipped units (an export
    /// without `--all`) removes only within them.
    init(
        path: String, displayPath: String, language code: LanguageCode, catalogue: Catalogue, reference: LanguageCode,
        columns: [TranslatedColumn], removeMissing: Bool = false, po: Bool = false, export: XLIFFExport? = nil,
        shipped: ShippedUnits? = nil
    ) {
        let table = export.map(ConvertedUnitTable.init)
        let finder: ConvertedUnitFinder? = table.map { table in { table.find(list: $0, unit: $1) } }
        var cleaner = TextCleaner()
        // A file that cannot be read at all is one problem, said at it.
        func reading(_ read: (inout TextCleaner) throws -> Void) {
            do { try read(&cleaner) } catch { cleaner.addReadingProblem(error, file: displayPath) }
        }
        let tables: (translations: [Translation], listNames: [ListName])
        if po {
            var file = POTranslations(language: code, translatedColumns: columns)
            file.referenceLanguage = reference
            file.findUnit = finder
            reading { try file.read(path: path, displayPath: displayPath, cleaner: &$0) }
            (tables, format) = ((file.translations, file.listNames), .po)
            convertedUnits = file.foundUnits
        } else {
            var file = XLIFFTranslations(language: code, translatedColumns: columns)
            file.referenceLanguage = reference
            file.findUnit = finder
            reading { try file.read(path: path, displayPath: displayPath, cleaner: &$0) }
            (tables, format) = ((file.translations, file.listNames), .xliff(file.document?.version ?? .v12))
            convertedUnits = file.foundUnits
        }
        for translation in tables.translations {
            if let problem = Self.unknown(list: translation.list, key: translation.key, in: catalogue, po: po) {
                cleaner.add(.error(at: translation.location, problem))
            }
        }
        for name in tables.listNames where !catalogue.hasList(named: name.list) {
            if let problem = Self.unknown(list: name.list, key: nil, in: catalogue, po: po) {
                cleaner.add(.error(at: name.location, problem))
            }
        }
        // A file that yields nothing (no entry, or line ends the reader did not see) changes nothing, and with
        // `removeMissing` would empty the language: an error, never "0 changed".
        if tables.translations.isEmpty, tables.listNames.isEmpty,
            !cleaner.findings.contains(where: { $0.severity == .error })
        {
            let (entries, command) = po ? ("entry", "export-po") : ("unit", "export-xliff")
            cleaner.add(
                .error(
                    at: Location(file: displayPath),
                    "holds no \(entries) wordpack can read, so it translates nothing"
                        + (removeMissing ? " (and --remove-missing would remove every translation of \(code))" : "")
                        + ". Save it again from the translation tool, or export it again with `wordpack \(command)`."))
        }
        problems = Diagnostic.sorted(cleaner.findings)
        var merge = Merge(
            catalogue: catalogue, columns: columns, referenceField: XLIFFTranslations.referenceField(reference),
            removeMissing: removeMissing)
        // A file of the shipped units alone leaves out the others because it was never asked for them.
        if let shipped, tables.translations.allSatisfy({ shipped.shipsWords(of: $0.list) }),
            tables.listNames.allSatisfy({ shipped.shipsName(of: $0.list) })
        {
            merge.removingWithin = shipped
        }
        merge.compare(current: catalogue.language(code), imported: tables)
        changes = merge.changes.sorted { ($0.subject, $0.line) < ($1.subject, $1.line) }.map(\.line)
        counts = merge.counts
        // A converted file is written again in wordpack's own form, which the build reads.
        kept = merge.counts.kept > 0 || convertedUnits > 0 ? (merge.translations, merge.listNames) : nil
        imported = kept ?? (tables.translations, tables.listNames)
    }

    /// Why a unit's list or key is not one of the catalogue's, or nil.
    private static func unknown(list: String, key: String?, in catalogue: Catalogue, po: Bool) -> String? {
        let (unit, names, command) =
            po
            ? ("entry", "its msgctxt names it", "export-po")
            : ("unit", "the <file> of this unit names it", "export-xliff")
        guard catalogue.hasList(named: list) else {
            return "there is no list “\(list)” (\(names)); the lists are "
                + "\(sentenceList(catalogue.lists.map(\.name))). Export the file again with `wordpack \(command)`."
        }
        guard let key, !catalogue.unreadableLists.contains(list), catalogue.word(list: list, key: key) == nil else {
            return nil
        }
        return "the list “\(list)” has no word “\(key)” (the \(unit)'s id); the translation tool may have added the "
            + "\(unit), or the word was removed from the list. Delete the \(unit), or add the word to the list first."
    }

    /// The columns of the language's current translations, read from a workbook, that an XLIFF file cannot carry
    /// and that hold a value (`UncarriedColumns`): an error each, at its first cell, since importing would lose
    /// the column. Nothing for translations that already come from an XLIFF file.
    static func uncarriedColumns(of language: Language?, columns: [TranslatedColumn]) -> [Diagnostic] {
        guard let language else { return [] }
        return UncarriedColumns.find(in: language.translations, sources: language.sources, columns: columns).map {
            .error(
                at: $0.location,
                "the column “\($0.field)” holds a value here, and an XLIFF file cannot carry that column (it carries "
                    + "\(UncarriedColumns.carried(columns))): as the translations of \(language.code), the file would "
                    + "lose every value of it. Keep this workbook as the language's translations, or clear the column "
                    + "if nothing needs it, then import again.")
        }
    }
}
