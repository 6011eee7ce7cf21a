import WordpackCatalogue
import WordpackCore

extension XLIFFImport {
    /// The language's current translations and an imported file's, unit by unit: what changes, and what the
    /// language holds afterwards (each unit the file gives, and each it leaves out kept, unless `removeMissing`
    /// or its word is gone from the list).
    struct Merge {
        let catalogue: Catalogue
        let columns: [TranslatedColumn]
        /// `reference(en)`: where a translation keeps the reference text it was made against.
        let referenceField: String
        let removeMissing: Bool
        /// With `removeMissing`, the units it removes are those an export asks for, when the file holds no other
        /// (it came from an export without `--all`): a translation of a list no app ships is kept. Nil: every one.
        var removingWithin: ShippedUnits?
        var changes: [(subject: String, line: String)] = []
        var counts = (added: 0, changed: 0, removed: 0, kept: 0)
        var translations: [Translation] = []
        var listNames: [ListName] = []

        /// The parts of a translation an XLIFF file carries, each a unit: its id's ending and its text.
        private func units(of translation: Translation?) -> [(ending: String, text: String?)] {
            [
                ("", translation?.word.flatMap { $0.isEmpty ? nil : $0 }), (":sortkey", translation?.sortkey),
                (":caseOverride", translation?.caseOverride.map(XLIFFExporter.caseName)),
            ] + columns.map { (":" + $0.heading, translation?.extras[$0.field]) }
        }

        /// Sets the part of `translation` that the unit ending in `ending` carries.
        private func set(_ ending: String, _ text: String?, in translation: inout Translation) {
            switch ending {
            case "": translation.word = text
            case ":sortkey": translation.sortkey = text
            case ":caseOverride": translation.caseOverride = text.flatMap(CellValues.caseOverride)
            default:
                guard let column = columns.first(where: { ":" + $0.heading == ending }) else { return }
                translation.extras[column.field] = text
            }
        }

        mutating func compare(current: Language?, imported: (translations: [Translation], listNames: [ListName])) {
            var existing: [String: Translation] = [:]
            for translation in current?.translations ?? [] {
                let subject = "\(translation.list)/\(translation.key)"
                if existing[subject] == nil { existing[subject] = translation }
            }
            var incoming: [String: Translation] = [:]
            for translation in imported.translations {
                incoming["\(translation.list)/\(translation.key)"] = translation
            }
            for subject in Set(incoming.keys).union(existing.keys) {
                let new = incoming[subject]
                let old = existing[subject]
                guard var merged = old ?? new else { continue }
                let gone = catalogue.word(list: merged.list, key: merged.key) == nil
                let removable = removingWithin.map { $0.shipsWords(of: merged.list) } ?? true
                for (oldUnit, newUnit) in zip(units(of: old), units(of: new)) {
                    let keep = decide(
                        subject + oldUnit.ending, old: oldUnit.text, new: newUnit.text, gone: gone, removable: removable
                    )
                    set(oldUnit.ending, keep, in: &merged)
                    if oldUnit.ending.isEmpty {
                        // A unit that comes back still marked for review carries no reference text: unchanged,
                        // it keeps what the current translation was made against.
                        let returned =
                            new?.extras[referenceField]
                            ?? (newUnit.text == oldUnit.text ? old?.extras[referenceField] : nil)
                        merged.extras[referenceField] =
                            newUnit.text != nil ? returned : keep == nil ? nil : old?.extras[referenceField]
                    }
                }
                if let location = new?.location { merged.location = location }
                translations.append(merged)
            }
            var names: [String: (old: ListName?, new: ListName?)] = [:]
            for name in current?.listNames ?? [] { names[name.list, default: (nil, nil)].old = name }
            for name in imported.listNames { names[name.list, default: (nil, nil)].new = name }
            for (list, name) in names {
                let gone = !catalogue.hasList(named: list)
                let removable = removingWithin.map { $0.shipsName(of: list) } ?? true
                let keep = decide(
                    list + "/:name", old: name.old?.name, new: name.new?.name, gone: gone, removable: removable)
                if let keep, let place = name.new ?? name.old {
                    listNames.append(ListName(list: list, name: keep, location: place.location))
                }
            }
        }

        /// What one unit holds after the import, and the change said: the file's text where it gives one; else
        /// the current one, kept (unless `removeMissing` and the unit is `removable`, or the word or list is
        /// `gone`: removed).
        private mutating func decide(_ subject: String, old: String?, new: String?, gone: Bool, removable: Bool)
            -> String?
        {
            switch (old, new) {
            case (nil, let new?):
                changes.append((subject, "added \(subject): \(new)"))
                counts.added += 1
                return new
            case (let old?, nil) where (removeMissing && removable) || gone:
                changes.append((subject, "removed \(subject): \(old)"))
                counts.removed += 1
                return nil
            case (let old?, nil):
                counts.kept += 1
                return old
            case (let old?, let new?) where old != new:
                changes.append((subject, "changed \(subject): \(old) → \(new)"))
                counts.changed += 1
                return new
            default:
                return new
            }
        }
    }
}
