import WordpackCatalogue
import WordpackCore

extension VocabularyChecks {
    /// The most bytes (UTF-8) a word served at `api/words/<word>.json` may have: with `.json`, and
    /// `api/words/<word>/typeOf.json`'s folder, every name stays within the 255 bytes a file system allows.
    static let longestPathWord = 200

    /// Words the API cannot serve as a file of their own, each an error at its word's cell: one that cannot be
    /// one segment of a path (`/`, a control character, `.` or `..`), one too long for a file name, and two
    /// that would be one file on macOS, iOS and Windows (they differ only in case or in how an accent is
    /// written, as `Rain` and `rain`), naming both rows. Only for apps with `"api": true`.
    func pathWordProblems() -> [Diagnostic] {
        guard bank.app.api else { return [] }
        var findings: [Diagnostic] = []
        var first: [String: (word: String, cell: Location)] = [:]
        let chain = catalogue.index.chain(of: bank.app.language)
        for entry in bank.entries {
            let cell = wordCell(entry, chain: chain)
            let word = VocabularyAPI.pathWord(entry.word)
            if let problem = Self.pathWordProblem(word) {
                findings.append(.error(at: cell, "the word “\(entry.word.showingControlCharacters)” \(problem)"))
                continue
            }
            let folded = PortableName.folded(word)
            guard let other = first[folded] else {
                first[folded] = (word, cell)
                continue
            }
            // The same word in two lists is served once, as its first list has it.
            guard other.word != word else { continue }
            findings.append(
                .error(
                    at: cell,
                    "the word “\(entry.word)” differs from “\(other.word)” (\(cell.reference(to: other.cell))) only in case or in how an "
                        + "accent is written: their files api/words/\(word).json and api/words/\(other.word).json "
                        + "would be one file on macOS, iOS and Windows, and one would overwrite the other. Write "
                        + "the word as the other is written, or make it a sense of the other's row."))
        }
        return findings
    }

    /// Keys of two of the app's lists that name one file `words/<key>.json` (the same key, or keys that differ
    /// only in case or accents: one file on macOS, iOS and Windows), each an error at the later key's cell naming
    /// the earlier. A list's own keys are the list check's.
    func keyFileProblems() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var first: [String: (key: String, list: String, cell: Location)] = [:]
        for entry in bank.entries {
            guard let source = catalogue.list(named: entry.list)?.source else { continue }
            let cell = source.location(row: entry.senses.first?.row ?? 0, field: "key")
            let folded = PortableName.folded(entry.key)
            guard let other = first[folded] else {
                first[folded] = (entry.key, entry.list, cell)
                continue
            }
            guard other.list != entry.list else { continue }
            let same = other.key == entry.key ? "is also" : "differs only in case or accents from “\(other.key)”,"
            findings.append(
                .error(
                    at: cell,
                    "the key “\(entry.key)” \(same) in the list “\(other.list)” (\(cell.reference(to: other.cell))), "
                        + "and \(app) writes one file words/<key>.json per key for all its lists: one would "
                        + "overwrite the other. Give the word another key in one of the lists."))
        }
        return findings
    }

    /// Why `word` cannot name its file under `api/words/`, or nil.
    static func pathWordProblem(_ word: String) -> String? {
        if word == "." || word == ".." { return "cannot be served at /words/\(word): it names a folder; correct it." }
        if word.contains("/") {
            return "holds “/”, so it cannot be served at /words/<word> (its file would be in another folder); "
                + "write the word without it."
        }
        if word.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "holds a line break, tab or other control character; retype it on one line."
        }
        if word.utf8.count > longestPathWord {
            return "is \(word.utf8.count) bytes long (UTF-8): its file api/words/<word>.json would pass the 255 "
                + "bytes a file system allows a name; a word can have at most \(longestPathWord). Shorten it."
        }
        return nil
    }

    /// The word's cell in the app's language's sheet (or a fallback's), or its list row when it has none.
    private func wordCell(_ entry: VocabularyEntry, chain: [Int]) -> Location {
        guard let found = catalogue.resolvedListRow(chain, list: entry.list, key: entry.key) else {
            return catalogue.list(named: entry.list)?.source.location(
                row: entry.senses.first?.row ?? 0, field: "key") ?? Location(file: entry.list)
        }
        let row = found.translation.location
        return catalogue.languages[found.language].source(for: row).map { row.column($0.columns["word"]) } ?? row
    }
}
