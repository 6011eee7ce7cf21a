import WordpackCore
import WordpackSheets

/// The languages an XLIFF file names: the one it translates from, checked against the project's reference
/// language, and the sentences for a file of another language.
extension XLIFFTranslations {
    /// An error when the file does not translate from `reference`: at the root (XLIFF 2's `srcLang`) or at the
    /// first `<file>` whose `source-language` names another language or none.
    func checkSource(
        _ document: XLIFFDocument, reference: LanguageCode, place: (Int) -> Location, cleaner: inout TextCleaner
    ) {
        let attribute = document.version == .v20 ? "srcLang" : "source-language"
        let declared: [(language: String?, element: Int)] =
            document.version == .v20 || document.sourceLanguage != nil
            ? [(document.sourceLanguage, 1)] : document.files.map { ($0.sourceLanguage, $0.element) }
        guard let wrong = declared.first(where: { $0.language.map { !Self.sameLanguage($0, reference) } ?? true })
        else { return }
        let says =
            wrong.language.map { "translates from \($0) (its \(attribute))" }
            ?? "does not say which language it translates from (it has no \(attribute))"
        cleaner.add(
            .error(
                at: place(wrong.element),
                "this file \(says), but the project's reference language is \(reference) (pipeline.json's "
                    + "referenceLanguage): its sources are not the words wordpack compares the translations with. "
                    + "Export the file again with `wordpack export-xliff`, which translates from \(reference)."))
    }

    static func otherLanguage(
        _ target: String, attribute: String, folder: LanguageCode, command: String = "import-xliff"
    )
        -> String
    {
        "is a translation into \(target) (its \(attribute)), not into \(folder); none of its units is used. It "
            + "belongs in \(Project.languageFolderPath(named: target))/ (`wordpack \(command) FILE --language \(target)`); ask the "
            + "translator for the \(folder) file."
    }

    /// The field of a translation holding the reference text it was made against (`Translation.referenceField`).
    package static func referenceField(_ referenceLanguage: String) -> String {
        Translation.referenceField(referenceLanguage)
    }

    /// The field of the reference language `code`'s text.
    package static func referenceField(_ code: LanguageCode) -> String {
        Translation.referenceField(code)
    }

    /// `fr` and `FR`, `pt-BR` and `pt_BR` are one language: a file's language `declared` and `code`.
    static func sameLanguage(_ declared: String, _ code: LanguageCode) -> Bool {
        func folded(_ text: String) -> String { text.lowercased().replacingOccurrences(of: "_", with: "-") }
        return folded(declared) == folded(code.description)
    }
}
