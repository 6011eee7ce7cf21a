import WordpackCore

/// Everything the content team has put in `inputs/`, read, cleaned and normalized to NFC:
/// the word lists with their language-independent media, and every language with its translations,
/// texts and recordings. `wordpack ingest` writes it as JSON to the build folder; later stages read it.
package struct Catalogue: Codable, Equatable, Sendable {
    /// Bumped when the JSON shape changes, so a stage never reads a catalogue it does not understand.
    static let currentFormat = 1

    package var format: Int
    /// Word lists by name, sorted.
    package var lists: [WordList] { didSet { indexBox = CatalogueIndexBox() } }
    /// Languages by code, sorted.
    package var languages: [Language] { didSet { indexBox = CatalogueIndexBox() } }
    /// Problems found while reading the inputs (unreadable files, invalid cells, …).
    package var findings: [Diagnostic] { didSet { indexBox = CatalogueIndexBox() } }
    /// Lists whose sheet exists but could not be read: already reported, so nothing that refers to
    /// them is reported again as referring to a list that does not exist.
    package var unreadableLists: [String] { didSet { indexBox = CatalogueIndexBox() } }
    /// The SHA-256 of each spreadsheet file the rows came from, by path from the project folder, as ingest read
    /// or took them from the store: what the checks remembered between runs are keyed by. Empty when not known
    /// (a catalogue read back from the store for a stage): then nothing is remembered. Not part of the
    /// catalogue's JSON, nor of its equality.
    var sheetDigests: [String: String] = [:] { didSet { indexBox = CatalogueIndexBox() } }
    /// The SHA-256 of each list's translations in each table file (`SheetRecord.Tables.listDigests`), by path and
    /// list, as ingest read or took them from the store; a file missing here has none known. Not part of the
    /// catalogue's JSON, nor of its equality.
    package var listRowDigests: [String: [String: String]] = [:] { didSet { indexBox = CatalogueIndexBox() } }
    /// Where results worked out from the catalogue per language are remembered between runs, under the digest
    /// of the inputs they read (the build folder's inspections); nil: each is worked out afresh. Not part of the
    /// catalogue's JSON, nor of its equality.
    package var remembered: RememberedInspections?
    /// The reference texts the translations were made against, beyond their rows' own (`rememberReferences`); nil:
    /// none is known, and no translation is found outdated. Not part of the catalogue's JSON, nor of its equality;
    /// part of the digests results are remembered under.
    package var references: TranslationReferences?
    /// Lookups by name and the memo; not part of the catalogue's JSON.
    private var indexBox = CatalogueIndexBox()

    package enum CodingKeys: String, CodingKey {
        case format, lists, languages, findings, unreadableLists
    }

    package var index: CatalogueIndex { indexBox.get(self) }

    /// Results worked out from this catalogue, kept for the run (see `CatalogueDerivedValues`).
    var memo: CatalogueDerivedValues { indexBox.memo }

    package static func == (lhs: Catalogue, rhs: Catalogue) -> Bool {
        (lhs.format, lhs.lists, lhs.languages, lhs.findings, lhs.unreadableLists)
            == (rhs.format, rhs.lists, rhs.languages, rhs.findings, rhs.unreadableLists)
    }

    package init(
        lists: [WordList] = [], languages: [Language] = [], findings: [Diagnostic] = [], unreadableLists: [String] = []
    ) {
        self.format = Self.currentFormat
        self.lists = lists
        self.languages = languages
        self.findings = findings
        self.unreadableLists = unreadableLists
    }

    /// Lets go of each language's rows that the store can give again (`TranslationRows.release()`), once the store
    /// holds the rows read this run; returns how many languages let go of rows.
    @discardableResult
    package func releaseStoredRows() -> Int {
        languages.filter { $0.translationRows.release() }.count
    }

    /// A list exists, whether or not its sheet could be read.
    package func hasList(named name: String) -> Bool {
        list(named: name) != nil || unreadableLists.contains(name)
    }

    package func list(named name: String) -> WordList? {
        index.lists[name].map { lists[$0] }
    }

    package func language(_ code: LanguageCode) -> Language? {
        index.languages[code].map { languages[$0] }
    }

    /// The word of `list` with this key.
    package func word(list: String, key: String) -> Word? {
        guard let list = index.lists[list], let position = index.words[lists[list].name]?[key] else { return nil }
        return lists[list].words[position]
    }

    /// The language's own translation of a key (its first row, when it has two).
    package func translation(language code: LanguageCode, list: String, key: String) -> Translation? {
        guard let language = index.languages[code] else { return nil }
        return translation(at: language, list: list, key: key)
    }

    /// The translation of a key in the language at `position` of `languages`.
    package func translation(at language: Int, list: String, key: String) -> Translation? {
        index.rows(at: language, list: list).firstRow(of: key)
    }

    /// The language's own recording of a list.
    package func recording(language code: LanguageCode, list: String, name: String) -> Recording? {
        guard let language = index.languages[code],
            let position = index.recordings[language][CatalogueIndex.ListKey(list: list, name: name)]
        else { return nil }
        return languages[language].recordings[position]
    }

    /// The language's own name of a list.
    package func listName(language code: LanguageCode, list: String) -> ListName? {
        guard let language = index.languages[code], let position = index.listNames[language][list] else { return nil }
        return languages[language].listNames[position]
    }

    /// The language and then each language it falls back to (`en-GB-phonics`, `en-GB`), as present in the catalogue.
    func fallbackChain(of code: LanguageCode) -> [Language] {
        index.chain(of: code).map { languages[$0] }
    }

    /// Whether a sheet of the language, or of one it falls back to, could not be read: its words are then
    /// unknown, not missing, and what follows from their absence is not reported (the sheet's error is).
    package func hasUnreadableSheet(language code: LanguageCode) -> Bool {
        index.chain(of: code).contains { !languages[$0].unreadableFiles.isEmpty }
    }

    /// The codes of `fallbackChain(of:)`, without copying the languages.
    package func fallbackCodes(of code: LanguageCode) -> [LanguageCode] {
        index.chain(of: code).map { languages[$0].code }
    }
}
