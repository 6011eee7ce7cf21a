import Foundation
import WordpackCore

/// What Olé would get wrong in a set of pairs. Olé finds a pair by its English text, with a substring
/// match, and splits only the Spanish side on " / "; English texts are compared without regard to case.
struct OleChecks {
    /// Olé shows one of four Spanish texts (the right one and three others), so it needs four pairs.
    static let minimumPairs = 4

    let pairs: [OlePair]

    /// Olé shows the English text as the question and each Spanish text on an answer button: a text longer
    /// than this does not fit (the texts the app ships are at most 44 characters).
    static let longestText = 60

    func run() -> [Diagnostic] {
        lengths() + slashes() + repeats() + containments()
    }

    /// Texts too long for the screen, counted in characters as a reader sees them.
    func lengths() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for pair in pairs {
            let texts =
                [(pair.english, pair.englishCell, "English")] + pair.spanish.map { ($0, pair.spanishCell, "Spanish") }
            for (text, cell, language) in texts where text.count > Self.longestText {
                findings.append(
                    .error(
                        at: cell,
                        "the \(language) text “\(text.prefix(40))…” is \(text.count.grouped) characters long, but Olé shows "
                            + "at most \(Self.longestText) on a button; shorten it."))
            }
        }
        return findings
    }

    /// " / " in an English text: only the Spanish side holds alternatives.
    func slashes() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for pair in pairs {
            if pair.english.contains(OlePair.separator) {
                findings.append(
                    .error(
                        at: pair.englishCell,
                        "the English text “\(pair.english)” holds “ / ”, but Olé splits only the Spanish side into "
                            + "alternatives; keep one English text here, and give the others words of their own."))
            }
            if pair.spanish[0].contains(OlePair.separator) {
                findings.append(
                    .warning(
                        at: pair.spanishCell,
                        "the Spanish word “\(pair.spanish[0])” holds “ / ”: Olé reads the parts as alternatives, but "
                            + "other apps would show the whole text; keep the first in this cell and put the others in "
                            + "an alternatives column."))
            }
        }
        return findings
    }

    /// An English text used twice: Olé would judge answers to one of the pairs against the other.
    func repeats() -> [Diagnostic] {
        var first: [String: Location] = [:]
        var findings: [Diagnostic] = []
        for pair in pairs {
            let text = pair.english.lowercased()
            if let earlier = first[text] {
                // The same cell twice: a key used twice in its list, reported there.
                guard earlier != pair.englishCell else { continue }
                findings.append(
                    .error(
                        at: pair.englishCell,
                        "the English text “\(pair.english)” is also at \(pair.englishCell.reference(to: earlier)); "
                            + "Olé finds each pair by its English text and would misjudge answers to one of them: "
                            + "reword one, or mark one of the two words disabled."))
            } else {
                first[text] = pair.englishCell
            }
        }
        return findings
    }

    /// An English text inside another one (`wing` in `swing`): one warning at the shorter text's first cell,
    /// naming every text that contains it. Compared on all cores: the work grows with the square of the pairs.
    func containments() -> [Diagnostic] {
        var texts: [(text: String, shown: String, cell: Location)] = []
        var seen: Set<String> = []
        for pair in pairs where seen.insert(pair.english.lowercased()).inserted {
            texts.append((pair.english.lowercased(), pair.english, pair.englishCell))
        }
        let bytes = texts.map { Array($0.text.utf8) }
        let containers = Array(texts.indices).concurrentMap { index in
            bytes.indices.filter { Self.contains(bytes[$0], bytes[index]) }
        }
        var findings: [Diagnostic] = []
        for (index, found) in containers.enumerated() where !found.isEmpty {
            let (_, shown, cell) = texts[index]
            let names = found.prefix(3).map { "“\(texts[$0].shown)” (\(cell.reference(to: texts[$0].cell)))" }
            let more = found.count > 3 ? " and \(found.count - 3) more" : ""
            let list =
                names.count > 1 && more.isEmpty
                ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
                : names.joined(separator: ", ") + more
            findings.append(
                .warning(
                    at: cell,
                    "the English text “\(shown)” is contained in \(list); Olé finds English texts by substring and "
                        + "may mistake one for the other: if it does, reword the shorter one."))
        }
        return findings
    }

    /// Whether `needle` occurs in the longer `haystack` (UTF-8 bytes of NFC texts).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let head = needle.first, haystack.count > needle.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == head, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}
