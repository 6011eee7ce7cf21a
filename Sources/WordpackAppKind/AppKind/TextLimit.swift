import WordpackCore

/// The most characters an app shows of a word in one language, where its screen sets a limit (Olé's answer
/// buttons, Chatwa's answer row and its hint), declared by the app's kind (`AppKind.textLimit`). `export-xliff`
/// gives each unit of the lists the app shows its limit and the note that says why.
package struct TextLimit: Equatable, Sendable {
    /// The lists the limit holds for: those the app shows.
    package var lists: Selection<String>
    /// The most characters (Chatwa's answer: letters) the app shows.
    package var characters: Int
    /// What a translator is told of it: “At most 24 characters: Olé (ole) shows it on one answer button.”
    package var note: String

    package init(lists: Selection<String>, characters: Int, note: String) {
        self.lists = lists
        self.characters = characters
        self.note = note
    }
}
