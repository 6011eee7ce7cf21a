import WordpackCatalogue
import WordpackCore

/// What to record for one language, in the order it is read: the words of its lists (list order, then row
/// order), then its letter sounds (by letter). Written as a printable page and a TSV by `wordpack script`.
package struct RecordingScript: Sendable, Equatable {
    /// Which recordings a script asks for.
    package enum Selection: Sendable, Equatable {
        /// Those `wordpack check` reports missing, and those whose file it finds unusable.
        case needed
        /// Every recording the language's apps play, recorded or not.
        case all
    }

    /// One numbered line of the script.
    package struct Line: Sendable, Equatable {
        var number: Int
        var need: RecordingNeed
        /// A small PNG of the word's picture, when it has one that could be read.
        var thumbnail: [UInt8]?
    }

    var language: LanguageCode
    var lines: [Line]

    package init(language: LanguageCode, lines: [Line]) {
        self.language = language
        self.lines = lines
    }

    /// The hint for the actor: the word's list, or what kind of letter sound.
    static func hint(_ need: RecordingNeed) -> String {
        if let list = need.list { return list }
        if need.key.hasSuffix("-final") { return "letter sound, at the end of a word" }
        if need.key.hasSuffix("-other") { return "letter sound, not at the end of a word" }
        return "letter sound"
    }
}
