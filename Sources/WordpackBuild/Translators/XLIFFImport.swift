import Foundation
import WordpackCatalogue
import WordpackCore

/// `wordpack import-xliff FILE --language fr`: a translator's XLIFF file checked against the catalogue before it
/// takes the place of the language's translations, and what it changes.
///
/// The file is read as the build reads `inputs/languages/fr/words.xliff` (every problem located at its line,
/// column and unit), and must also hold only units of lists and words that exist. Nothing here writes: the
/// caller copies the file only when `problems` holds no error.
package struct XLIFFImport {
    /// What reading and checking the file found, sorted by place.
    package var problems: [Diagnostic]
    /// One line per change against the current translations, sorted: `added Animals/ant: fourmi`,
    /// `changed Animals/bat: chauve souris → chauve-souris`, `removed Food/egg: œuf`.
    package var changes: [String]
    package var counts: (added: Int, changed: Int, removed: Int)

    package var hasErrors: Bool { problems.contains { $0.severity == .error } }

    /// Reads the file at `path` (named `displayPath` in messages) as a translation of `code`, against the
    /// lists of `catalogue` and the language's current translations there.
    package init(path: String, displayPath: String, language code: String, catalogue: Catalogue) {
        var cleaner = TextCleaner()
        var tables = XLIFFTranslations(language: code)
        do {
            try tables.read(path: path, displayPath: displayPath, cleaner: &cleaner)
        } catch {
            cleaner.addReadingProblem(error, file: displayPath)
        }
        for translation in tables.translations {
            if let problem = Self.unknown(list: translation.list, key: translation.key, in: catalogue) {
                cleaner.add(.error(at: translation.location, problem))
            }
        }
        for name in tables.listNames where !catalogue.hasList(named: name.list) {
            if let problem = Self.unknown(list: name.list, key: nil, in: catalogue) {
                cleaner.add(.error(at: name.location, problem))
            }
        }
        problems = Diagnostic.sorted(cleaner.findings)
        var changes: [(subject: String, line: String)] = []
        var counts = (added: 0, changed: 0, removed: 0)
        func compare(_ subject: String, _ old: String?, _ new: String?) {
            switch (old, new) {
            case (nil, let new?):
                changes.append((subject, "added \(subject): \(new)"))
                counts.added += 1
            case (let old?, nil):
                changes.append((subject, "removed \(subject): \(old)"))
                counts.removed += 1
            case (let old?, let new?) where old != new:
                changes.append((subject, "changed \(subject): \(old) → \(new)"))
                counts.changed += 1
            default:
                break
            }
        }
        let current = catalogue.language(code)
        var imported: [String: Translation] = [:]
        for translation in tables.translations { imported["\(translation.list)/\(translation.key)"] = translation }
        var existing: [String: Translation] = [:]
        for translation in current?.translations ?? [] {
            let subject = "\(translation.list)/\(translation.key)"
            if existing[subject] == nil { existing[subject] = translation }
        }
        for subject in Set(imported.keys).union(existing.keys) {
            let new = imported[subject]
            let old = existing[subject]
            compare(subject, old?.word, new?.word)
            compare(subject + ":sortkey", old?.sortkey, new?.sortkey)
            compare(
                subject + ":caseOverride", old?.caseOverride.map(XLIFFExporter.caseName),
                new?.caseOverride.map(XLIFFExporter.caseName))
        }
        var names: [String: (old: String?, new: String?)] = [:]
        for name in current?.listNames ?? [] { names[name.list, default: (nil, nil)].old = name.name }
        for name in tables.listNames { names[name.list, default: (nil, nil)].new = name.name }
        for (list, name) in names { compare(list + "/:name", name.old, name.new) }
        self.changes = changes.sorted { ($0.subject, $0.line) < ($1.subject, $1.line) }.map(\.line)
        self.counts = counts
    }

    /// Why a unit's list or key is not one of the catalogue's, or nil.
    private static func unknown(list: String, key: String?, in catalogue: Catalogue) -> String? {
        guard catalogue.hasList(named: list) else {
            return "there is no list “\(list)” (the <file> of this unit names it); the lists are "
                + "\(sentenceList(catalogue.lists.map(\.name))). Export the file again with `wordpack export-xliff`."
        }
        guard let key, !catalogue.unreadableLists.contains(list), catalogue.word(list: list, key: key) == nil else {
            return nil
        }
        return "the list “\(list)” has no word “\(key)” (the unit's id); the translation tool may have added the unit, "
            + "or the word was removed from the list. Delete the unit, or add the word to the list first."
    }
}
