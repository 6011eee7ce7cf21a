/// A column of a language's translations that a kind of app reads as translated text (Olé's `alternatives`,
/// Glyph's `label` and `vocalization`), declared by the kind. A translator translates it as a word: `export-xliff`
/// writes it as a unit of its own (`pig:alternatives`), and an XLIFF file gives it back into the translation's
/// column of that name.
package struct TranslatedColumn: Hashable, Sendable {
    /// The column's heading as a workbook writes it, and the end of its units' ids (`alternatives`).
    package var heading: String
    /// What a translator is told of it, after “<Heading> of “pig”: ” (a sentence or two).
    package var note: String

    package init(heading: String, note: String) {
        self.heading = heading
        self.note = note
    }

    /// The field a translation keeps it in (`Translation.extras`): the heading as `ColumnHeading` names it.
    package var field: String { ColumnHeading.fieldName(heading) }
}
