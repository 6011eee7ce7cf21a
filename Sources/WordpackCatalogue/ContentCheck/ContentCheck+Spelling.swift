import WordpackCore
import WordpackLanguageTools

/// A language's spelling check as the build folder remembers it (`inspections/spelling.json`, the latest one per
/// language): its findings by the position of their row among the rows checked, so that they go back to those
/// rows' cells.
struct RememberedSpelling: Codable, Sendable {
    /// False when Hunspell could not use the installed dictionary.
    var usable: Bool
    var findings: [Finding]

    struct Finding: Codable, Sendable {
        var row: Int
        var sentence: String
    }
}

extension ContentCheck {
    /// Raised whenever the spelling check says or decides anything otherwise for the same words (its
    /// sentences, what it accepts, how many suggestions it asks for), so that no remembered check outlives it.
    static let spellingVersion = 1

    /// The spelling findings of a language's checked rows, each row's at its position; nil when the language has
    /// no dictionary Hunspell can use. Loading a dictionary and spelling 100,000 cells takes time that an edit of
    /// another language should not pay: the result is remembered in the build folder, keyed by every text in
    /// the order checked, the dictionary's and Hunspell's files, the language's `spelling.txt` and where its
    /// findings point, and is taken from there while all of those are the same. A check with nothing to
    /// remember it in (`remembered` nil) spells every word, as a full check does.
    func spellingFindings(_ rows: TranslationSelection, of language: Language) -> [[Diagnostic]]? {
        guard let files = SpellingDictionary.files(language: language.code) else { return nil }
        let folder = folderOf(language)
        let compute = { () -> RememberedSpelling in
            guard let dictionary = SpellingDictionary.shared(language: language.code) else {
                return RememberedSpelling(usable: false, findings: [])
            }
            var spelling = TranslationSpelling(
                code: language.code, dictionary: dictionary, exceptions: language.spellingExceptions, folder: folder)
            var findings: [RememberedSpelling.Finding] = []
            for (position, row) in rows.enumerated() {
                guard let text = row.word else { continue }
                for found in spelling.check(text, at: row.location) {
                    findings.append(.init(row: position, sentence: found.message))
                }
            }
            return RememberedSpelling(usable: true, findings: findings)
        }
        let result: RememberedSpelling
        if let remembered {
            // The words' digest a word at a time: their text at once was megabytes, in the check's highest moment.
            var words = FileDigest.Running()
            for row in rows {
                var text = (row.word ?? "") + "\u{1F}"
                text.withUTF8 { words.update(UnsafeRawBufferPointer($0)) }
            }
            let exceptions = language.spellingExceptions
            let settings = [
                "spelling \(Self.spellingVersion) \(language.code) \(folder)",
                SpellingDictionary.identity(affix: files.affix, dictionary: files.dic),
                "exceptions \(exceptions?.path ?? "none")", (exceptions?.words ?? []).joined(separator: "\u{1F}"),
            ].joined(separator: "\n")
            result = remembered.latest(
                kind: "spelling", name: language.code.description,
                key: FileDigest.sha256(of: settings + "\n" + words.hex), compute)
        } else {
            result = compute()
        }
        guard result.usable else { return nil }
        var byRow = [[Diagnostic]](repeating: [], count: rows.count)
        for finding in result.findings where finding.row < rows.count {
            byRow[finding.row].append(.warning(at: rows[finding.row].location, finding.sentence))
        }
        return byRow
    }
}
