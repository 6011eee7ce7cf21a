import Foundation
import WordpackCore

/// The columns of a workbook's translations that an XLIFF file cannot carry: `disabled`, `speech`, and any column
/// that is neither one wordpack reads itself (`list`, `key`, `word`, `sortkey`, `caseOverride`, `reference (en)`)
/// nor one a kind reads as translated text (`TranslatedColumn`). Switching a language whose workbook holds a value
/// in one of them to XLIFF would lose it: `import-xliff` refuses the file, and a folder whose XLIFF file is read
/// instead of its workbook (pipeline.json's `translationSource`) is an error, each naming the column.
package enum UncarriedColumns {
    /// Each such column that holds a value, by its field, with its first filled cell; in field order. Rows read
    /// from an XLIFF file are skipped.
    package static func find(
        in translations: [Translation], sources: [SheetSource], columns: [TranslatedColumn]
    ) -> [(field: String, location: Location)] {
        let carried = Set(["list", "key", "word", "sortkey", "caseoverride"] + columns.map(\.field))
        var first: [String: Location] = [:]
        for translation in translations {
            let file = translation.location.file.lowercased()
            guard !LanguageFolder.toolFileExtensions.contains((file as NSString).pathExtension) else { continue }
            var fields = translation.extras.filter {
                !$0.value.isEmpty && !carried.contains($0.key) && !$0.key.hasPrefix("reference(")
            }.map(\.key)
            if translation.disabled { fields.append("disabled") }
            if translation.speech != nil { fields.append("speech") }
            for field in fields where first[field] == nil {
                let source = sources.first {
                    $0.file == translation.location.file && $0.sheet == translation.location.sheet
                }
                first[field] = translation.location.column(source?.columns[field] ?? translation.location.column)
            }
        }
        return first.sorted { $0.key < $1.key }.map { (field: $0.key, location: $0.value) }
    }

    /// What an XLIFF file carries, for a message: `word, sortkey, caseOverride, alternatives`.
    package static func carried(_ columns: [TranslatedColumn]) -> String {
        (["word", "sortkey", "caseOverride"] + columns.map(\.heading)).joined(separator: ", ")
    }
}
