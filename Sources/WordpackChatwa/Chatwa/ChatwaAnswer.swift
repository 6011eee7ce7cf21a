import Foundation
import WordpackCore

/// Chatwa's answer rules: the game compares the answer with the tiles exactly, so it must be capital
/// letters A–Z only (no space, digit, apostrophe or accent the tiles cannot show), at most 11 of them
/// (the answer row has 11 slots).
enum ChatwaAnswer {
    static let maximumLength = 11

    static func isTileLetter(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }

    static func isValid(_ answer: String) -> Bool {
        !answer.isEmpty && answer.utf8.count <= maximumLength && answer.utf8.allSatisfy(isTileLetter)
    }

    /// What is wrong with an answer, each a sentence for the content team that says what to do; empty when
    /// the answer is valid. The sentences follow “the Chatwa answer “X” (this word in capitals) ”.
    static func problems(_ answer: String) -> [String] {
        var spaces = 0
        var marks: [String] = []
        var digits: [String] = []
        var accented: [String] = []
        var foreign: [String] = []
        var letters = 0
        var plain = ""
        for character in answer {
            let text = String(character)
            if text.utf8.count == 1, let byte = text.utf8.first, isTileLetter(byte) {
                letters += 1
                plain += text
            } else if character.isWhitespace {
                spaces += 1
            } else if character.isNumber {
                if !digits.contains(text) { digits.append(text) }
                plain += text
            } else if character.isLetter {
                letters += 1
                if let base = plainLetter(of: character) {
                    if !accented.contains(text) { accented.append(text) }
                    plain += base
                } else {
                    if !foreign.contains(text) { foreign.append(text) }
                    plain += text
                }
            } else if !marks.contains(text) {
                marks.append(text)
            }
        }
        let suggestion = isValid(plain) ? " (“\(plain)”)" : ""
        let disable = "or mark the word disabled in this language"
        var problems: [String] = []
        if spaces > 0 {
            problems.append(
                "has \(spaces == 1 ? "a space" : "spaces"), but the answer is one row of letter tiles: write it as "
                    + "one word\(suggestion), \(disable).")
        }
        if !marks.isEmpty {
            let one = marks.count == 1
            problems.append(
                "has \(sentenceList(marks)), which no tile shows: leave \(one ? "it" : "them") out\(suggestion).")
        }
        if !digits.isEmpty {
            let one = digits.count == 1
            problems.append(
                "has the digit\(one ? "" : "s") \(sentenceList(digits)), which no tile shows: spell the number in "
                    + "letters.")
        }
        if !accented.isEmpty {
            let one = accented.count == 1
            problems.append(
                "has \(sentenceList(accented)), \(one ? "a letter with a mark" : "letters with marks") that the tiles "
                    + "cannot show: write the plain letter\(one ? "" : "s")\(suggestion).")
        }
        if !foreign.isEmpty {
            let one = foreign.count == 1
            problems.append(
                "has \(sentenceList(foreign)), which \(one ? "is not one" : "are not") of the letters A to Z that the "
                    + "tiles show: write the word in the Latin alphabet.")
        }
        if letters > maximumLength {
            problems.append(
                "has \(letters) letters, but the answer row has \(maximumLength) slots: choose a shorter word, "
                    + "\(disable).")
        }
        if letters == 0, problems.isEmpty {
            problems.append("has no letter: type the word, \(disable).")
        }
        return problems
    }

    /// `E` for `É`: the letter A–Z that a letter with marks is written on, or `nil`.
    static func plainLetter(of character: Character) -> String? {
        let scalars = Array(String(character).decomposedStringWithCanonicalMapping.unicodeScalars)
        guard let base = scalars.first, base.isASCII, base.properties.isUppercase, scalars.count > 1,
            scalars.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark })
        else { return nil }
        return String(base)
    }
}
