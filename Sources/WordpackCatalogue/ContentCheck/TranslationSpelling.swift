import WordpackCore
import WordpackLanguageTools

/// One language's spelling check: each word of its translations against its Hunspell dictionary, less the
/// words of its `spelling.txt`. Each distinct word is spelt once (the dictionary remembers); Hunspell's
/// suggestions, which cost tens of milliseconds a word, are looked up for the first `suggestionLimit` distinct
/// unknown words only, in the order the cells are checked, so the same content always gets the same sentences.
struct TranslationSpelling {
    package let code: LanguageCode
    package let dictionary: SpellingDictionary
    let exceptions: SpellingExceptions?
    /// Where the language's exceptions belong, named in each finding.
    let exceptionsPath: String
    static let suggestionLimit = 50
    private var suggestionsAsked = 0
    private var reported: [String: [String]?] = [:]

    package init(code: LanguageCode, dictionary: SpellingDictionary, exceptions: SpellingExceptions?, folder: String) {
        self.code = code
        self.dictionary = dictionary
        self.exceptions = exceptions
        exceptionsPath = exceptions?.path ?? "\(folder)/spelling.txt"
    }

    /// The dictionary's name as Debian installs it (`es_ES`).
    var dictionaryName: String {
        String(dictionary.path.split(separator: "/").last?.dropLast(".dic".count) ?? "")
    }

    /// A warning at `cell` for each word of `text` the dictionary does not know, in the text's order.
    package mutating func check(_ text: String, at cell: Location) -> [Diagnostic] {
        guard exceptions?.contains(text) != true else { return [] }
        var findings: [Diagnostic] = []
        var seen: Set<String> = []
        for word in TranslationText.words(of: text) where seen.insert(word).inserted && !isAccepted(word) {
            let otherwise = "or add it to \(exceptionsPath) if it is right"
            let sentence: String
            switch suggestions(for: word) {
            case nil:
                sentence =
                    "; correct it, \(otherwise) (Hunspell's suggestions are looked up for a language's first "
                    + "\(Self.suggestionLimit) unknown words only)."
            case let list? where list.isEmpty:
                sentence = ", and Hunspell has no suggestion; correct it, \(otherwise)."
            case let list?:
                let quoted = list.prefix(3).map { "“\($0)”" }
                sentence =
                    "; did you mean \(quoted.dropLast().joined(separator: ", "))"
                    + "\(quoted.count > 1 ? " or " : "")\(quoted.last ?? "")? Correct it, \(otherwise)."
            }
            findings.append(
                .warning(
                    at: cell, "“\(word)” is not in the \(code) dictionary (\(dictionaryName))" + sentence))
        }
        return findings
    }

    /// A word the dictionary knows, as written or with ’ written as ', or, written in lower case, capitalized (a
    /// name typed in lower case: the game shows words in its own letter case); a hyphenated word whose every
    /// part is known; or a word of `spelling.txt`.
    private func isAccepted(_ word: String) -> Bool {
        if exceptions?.contains(word) == true { return true }
        // ’ and ‐ both begin with the byte E2 in UTF-8: most words have neither, and Foundation's replacing is slow
        // (it was two thirds of spelling 100,000 known words).
        let plain =
            word.utf8.contains(0xE2)
            ? word.replacingOccurrences(of: "’", with: "'").replacingOccurrences(of: "‐", with: "-") : word
        if dictionary.knows(plain) { return true }
        if plain == plain.lowercased(), dictionary.knows(plain.prefix(1).uppercased() + plain.dropFirst()) {
            return true
        }
        let parts = plain.split(separator: "-").map(String.init)
        return parts.count > 1 && parts.allSatisfy { exceptions?.contains($0) == true || isAccepted($0) }
    }

    /// Hunspell's suggestions for an unknown word, asked once; nil past the limit.
    private mutating func suggestions(for word: String) -> [String]? {
        if let known = reported[word] { return known }
        var found: [String]?
        if suggestionsAsked < Self.suggestionLimit {
            suggestionsAsked += 1
            found = dictionary.suggestions(for: word)
        }
        reported[word] = found
        return found
    }
}
