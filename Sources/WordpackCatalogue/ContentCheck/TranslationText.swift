/// What the translation checks read in a text: its words, its end punctuation, its spaces.
enum TranslationText {
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
        // Most texts end with a letter or a digit: no mark, and no closer or blank to look behind. From the last
        // UTF-8 byte: a check reads two texts' ends per row, and by characters that was a tenth of it.
        if let last = text.utf8.last, last < 0x80, (0x30...0x39).contains(last) || (0x41...0x5A).contains(last & 0xDF) {
            return nil
        }
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
        // A text of ASCII (most are) without two blanks in a row has no such place: read from its bytes, with no
        // text built on the way. In ASCII the blanks that are not line breaks are the space and the tab.
        var bytes = text
        let plain = bytes.withUTF8 { utf8 -> Bool in
            var previousWasBlank = false
            for byte in utf8 {
                guard byte < 0x80 else { return false }
                let isBlank = byte == 0x20 || byte == 0x09
                if isBlank, previousWasBlank { return false }
                previousWasBlank = isBlank
            }
            return true
        }
        if plain { return nil }
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
        // An ASCII letter is found from the bytes; only a text without one is read by characters.
        text.utf8.contains { $0 < 0x80 && (0x41...0x5A).contains($0 & 0xDF) } || text.contains(where: \.isLetter)
    }
}
