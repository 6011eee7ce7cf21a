import WordpackCore

/// Everything one language folder (`inputs/languages/<code>/`) holds.
package struct Language: Codable, Equatable, Sendable {
    /// The folder name: an ISO 639 code with optional variants (`en`, `en-GB-phonics`, `jam`).
    package var code: LanguageCode
    /// The language this one falls back to for what it leaves out (words, list names, speech, texts, flag):
    /// set for phonics variants and other written forms (`en-phonics` → `en`) when that language exists;
    /// never for a regional variant (`en-GB` has its own speech).
    package var fallback: LanguageCode?
    /// The tables the translations and list names came from.
    package var sources: [SheetSource]
    /// In list order, then sheet order.
    package var translations: [Translation] {
        get { translationRows.value }
        set { translationRows = TranslationRows(newValue) }
    }
    /// `translations`, with a stored sheet's rows read only when asked for.
    package var translationRows: TranslationRows
    package var listNames: [ListName]
    /// `all.txt`: "All Words" in this language.
    package var allWordsText: LocalizedText?
    /// `other.txt`: "Other…" in this language.
    var otherText: LocalizedText?
    /// `spelling.txt`: words the translation checks accept in this language.
    var spellingExceptions: SpellingExceptions?
    package var flag: MediaFile?
    package var letters: [LetterSound]
    /// Spoken words, by list.
    package var recordings: [Recording]
    /// The recordings and letter sounds (paths from the project) that the folder's `recorded.tsv` does not note:
    /// what they were recorded for is remembered in the build folder only (`rememberWhatWasMadeFor`). Nil until
    /// that is worked out.
    var unnotedRecordings: [String]?
    /// Translation files that could not be read (already reported): the language's completeness is not judged.
    var unreadableFiles: [String] = []

    package init(
        code: LanguageCode, fallback: LanguageCode? = nil, sources: [SheetSource] = [],
        translations: [Translation] = [],
        listNames: [ListName] = [], allWordsText: LocalizedText? = nil, otherText: LocalizedText? = nil,
        flag: MediaFile? = nil, letters: [LetterSound] = [], recordings: [Recording] = []
    ) {
        self.code = code
        self.fallback = fallback
        self.sources = sources
        self.translationRows = TranslationRows(translations)
        self.listNames = listNames
        self.allWordsText = allWordsText
        self.otherText = otherText
        self.flag = flag
        self.letters = letters
        self.recordings = recordings
    }

    package enum CodingKeys: String, CodingKey {
        case code, fallback, sources, listNames, allWordsText, otherText, spellingExceptions, flag, letters
        case recordings, unreadableFiles, unnotedRecordings
        case translationRows = "translations"
    }

    package func source(for location: Location) -> SheetSource? {
        sources.first { $0.file == location.file && $0.sheet == location.sheet }
    }
}
