/// What the translation checks read in a text: its words, its end punctuation, its spaces.
package enum TranslationText {
    /// The words of a text for spelling: runs of letters (with their combining marks), joined by an apostrophe or
    /// a hyphen between two letters (`l'œuf`, `T-shirt`, `dog's`). A run that touches a digit (`R2D2`, `4x4`) is
    /// no word.
    package static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var hasDigit = false
        var pending: Character?  // an apostrophe or hyphen after a letter, kept if a letter follows
        func finish() {
            if !current.isEmpty, !hasDigit { words.append(current) }
            current = ""
            hasDigit = false
            pending = nil
        }
        for character in text {
            if character.isLetter || character.unicodeScalars.allSatisfy({ $0.properties.isGraphemeExtend }) {
                if let joiner = pending { current.append(joiner) }
                pending = nil
                current.append(character)
            } else if character.isNumber {
                if let joiner = pending { current.append(joiner) }
                pending = nil
                current.append(character)
                hasDigit = true
            } else if joiners.contains(character), !current.isEmpty, pending == nil {
                pending = character
            } else {
                finish()
            }
        }
        finish()
        return words
    }

    /// Apostrophes and hyphens that join the parts of one word.
    static let joiners: Set<Character> = ["'", "’", "-", "‐"]

    /// How a text ends, for comparing a translation with the reference language's text.
    enum EndMark: String, Equatable {
        case fullStop = "."
        case question = "?"
        case exclamation = "!"
        case ellipsis = "…"
        case colon = ":"
    }

    /// The mark the text ends with, behind any closing quotes or brackets; full-width and other scripts' marks
    /// count as theirs (`？`, `。`, `؟`, the Greek question mark `;`).
    static func endMark(of text: String) -> EndMark? {
        var text = Substring(text)
        while let last = text.last, closers.contains(last) || last.isWhitespace { text = text.dropLast() }
        if text.hasSuffix("...") || text.hasSuffix("…") { return .ellipsis }
        switch text.last {
        case "?", "？", "؟", "\u{037E}": return .question
        case "!", "！": return .exclamation
        case ".", "。", "।", "።": return .fullStop
        case ":", "：": return .colon
        default: return nil
        }
    }

    private static let closers: Set<Character> = ["\"", "'", "”", "’", "»", "›", ")", "]", "}", "」", "』", "）"]

    /// The word before the first place where two spaces (or other blanks) stand in a row, or "" when they open
    /// the text; nil when there is no such place.
    static func doubleSpace(in text: String) -> String? {
        var previousWasSpace = false
        var before = ""
        for character in text {
            let isSpace = character.isWhitespace && !character.isNewline
            if isSpace, previousWasSpace {
                return before.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            }
            previousWasSpace = isSpace
            before.append(character)
        }
        return nil
    }

    /// Whether a text has anything to compare: at least one letter.
    static func hasLetters(_ text: String) -> Bool {
        text.contains(where: \.isLetter)
    }
}
