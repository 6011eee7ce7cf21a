import ArgumentParser
import WordpackPipeline
import WordpackTranslation

/// `wordpack export-po --language fr`: a language's words as a gettext PO file for Poedit, Weblate and the like.
struct ExportPOCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-po",
        abstract: "Write a language's translations as gettext PO to translations/<code>.po, for a translation tool.",
        discussion: """
            The same units as export-xliff, one entry each: msgctxt is the list and the unit's id \
            (Animals/ant, Animals/ant:sortkey, Animals/:name), msgid the reference language's word, msgstr the \
            current translation (empty when there is none), the notes as #. comments, the word's row as a #: \
            reference, and #, fuzzy (with #| msgid, the word it was made for) only where the reference word \
            changed since. No plural forms, no dates. The pictures and translations/<code>.html are written \
            beside it as export-xliff does. Bring the translated file back with `wordpack import-po`.
            """)

    @OptionGroup var options: ProjectOptions

    @OptionGroup var selection: TranslationExportOptions

    func run() throws {
        try options.running {
            _ = try Workflows.exportTranslations(
                options.build(), languages: selection.languages, untranslatedOnly: selection.untranslated,
                everyUnit: selection.all,
                format: .po, progress: options.show)
        }
    }
}
