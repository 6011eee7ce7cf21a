import WordpackCore

/// What one spreadsheet file of `inputs/` gave: the rows read from it and the findings made while reading it,
/// with the SHA-256 of its bytes. The catalogue store keeps one per file, so that a build re-reads only the
/// files whose bytes changed.
package struct SheetRecord: Equatable, Sendable {
    /// What the file is.
    package enum Content: Equatable, Sendable {
        /// A list sheet (`inputs/lists/Animals.xlsx`): its list without media, or nil when it could not be
        /// used (already reported).
        case list(name: String, WordList?)
        /// A table file of a language folder: its translations, list names and the tables they came from;
        /// `readable` false when the file could not be opened (already reported).
        case tables(language: String, Tables, readable: Bool)
    }

    /// The rows of a language folder's table file.
    package struct Tables: Equatable, Sendable {
        package var translations: [Translation] {
            get { rows.value }
            set { rows = TranslationRows(newValue) }
        }
        /// `translations`: from the store, read only when asked for.
        package var rows: TranslationRows
        package var listNames: [ListName] = []
        package var sources: [SheetSource] = []
        /// The SHA-256 of each list's translations in the file (`CatalogueDatabase.listDigests(of:)`),
        /// by list; nil when not worked out (a file read with no digest, from which nothing is remembered).
        var listDigests: [String: String]?
        /// Each translation's digest (`CatalogueDatabase.rowDigests(of:from:extras:)`), for a file read this run;
        /// nil when not worked out.
        var rowDigests: [Int]?

        package init(translations: [Translation] = [], listNames: [ListName] = [], sources: [SheetSource] = []) {
            self.init(rows: TranslationRows(translations), listNames: listNames, sources: sources)
        }

        package init(rows: TranslationRows, listNames: [ListName] = [], sources: [SheetSource] = []) {
            self.rows = rows
            self.listNames = listNames
            self.sources = sources
        }
    }

    /// The file, relative to the project folder.
    package var path: String
    package var sha256: String
    var content: Content
    /// The findings made while reading it, in the order they were made.
    var findings: [Diagnostic]
    /// True when this run read the file (its rows are new to the store); false when they came from the store.
    package var isFresh: Bool

    package init(path: String, sha256: String, content: Content, findings: [Diagnostic], isFresh: Bool) {
        self.path = path
        self.sha256 = sha256
        self.content = content
        self.findings = findings
        self.isFresh = isFresh
    }
}
