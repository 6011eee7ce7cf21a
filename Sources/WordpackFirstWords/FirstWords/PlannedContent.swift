import WordpackCore

/// What a planned file is made from.
package enum PlannedContent: Codable, Hashable, Sendable {
    /// A FirstWords `words.plist` for one list in one language, full or its free subset.
    case wordsPlist(list: String, language: LanguageCode, free: Bool)
    /// A text file with this text, and the input it came from: `name.txt`, `all.txt`, `other.txt` from the
    /// catalogue, and the `Contents.json` files of `Common.xcassets` from pipeline.json's `colors`.
    case text(String, source: String)
    /// A recording converted to CAF for its role.
    case audio(source: String, role: FirstWordsRecording)
    /// A PNG picture rescaled for its role (`scale` 2 and 3 for `@2x` and `@3x` icons).
    case picture(source: String, role: FirstWordsPicture, scale: Int)
    /// A file copied as it is (a PDF picture).
    case copy(source: String)

    /// The input files this content is made from (empty for a plist, which is made from the catalogue).
    var sourcePath: String? {
        switch self {
        case .wordsPlist: return nil
        case .text(_, let source), .audio(let source, _), .picture(let source, _, _), .copy(let source): return source
        }
    }
}
