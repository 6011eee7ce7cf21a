import Foundation
import WordpackCore

/// Zipf frequencies of common words, one table per language (`Resources/frequencies/<language>.tsv`, shipped
/// as the package's resources and generated from wordfreq by `tools/generate-frequencies.py`), for a word
/// whose list sheet gives none. A language without a table, or a word outside its table's 40,000 (rarer than
/// about Zipf 2.7 in English), has no frequency. Each table is read once per process, when first asked.
enum FrequencyTable {
    /// What the tables are, for the settings of the files made with them.
    static let source = "wordfreq 3.1.1 top 40000"

    /// The folder of tables, one `<language>.tsv` each.
    static var folder: URL? { InstalledResources.url("frequencies", target: "WordpackVocabulary") }

    /// The languages with a table, sorted.
    package static let languages: [String] = {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    }()

    /// The table's language for a language code: `en-GB` and `en` read `en`.
    static func tableLanguage(_ language: LanguageCode) -> String? {
        languages.contains(language.language) ? language.language : nil
    }

    /// The word's Zipf frequency in a language, or nil when there is no table or the table does not hold it.
    static func zipf(of word: String, language: LanguageCode) -> Double? {
        guard let code = tableLanguage(language) else { return nil }
        return loaded.table(code)[word.lowercased().precomposedStringWithCanonicalMapping]
    }

    /// What the table for `language` is, for the settings of the files made with it: made again when a
    /// language gets a table.
    static func signature(language: LanguageCode) -> String {
        tableLanguage(language).map { "\(source) \($0)" } ?? "no frequency table for \(language)"
    }

    /// Reads and checks the table of `language`. Each line is `word<TAB>zipf`: a word in lowercase and
    /// Unicode's composed form, the lines sorted by code point (so no word twice), a number from 0 to 8 with
    /// two decimals, and a final line break. A line that is not is a programming error: `FrequencyTableTests`
    /// loads every table.
    static func read(_ language: String) throws -> [String: Double] {
        guard let file = folder?.appendingPathComponent("\(language).tsv") else {
            throw Malformed(
                file: "frequencies/\(language).tsv", line: 0, reason: "the package's resources hold no tables")
        }
        let data = try Data(contentsOf: file)
        return try parse(data, name: "frequencies/\(language).tsv")
    }

    static func parse(_ data: Data, name: String) throws -> [String: Double] {
        var table: [String: Double] = [:]
        table.reserveCapacity(data.count / 12)
        var previous: String?
        try PairTable.forEachLine(of: data, name: name, pair: "a word and a number") { number, word, text in
            // Swift's == holds canonically equivalent strings equal: the scalars tell the composed form.
            guard !word.isEmpty, word == word.lowercased(),
                word.unicodeScalars.elementsEqual(word.precomposedStringWithCanonicalMapping.unicodeScalars)
            else {
                throw Malformed(file: name, line: number, reason: "“\(word)” is not lowercase in composed form")
            }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
                let zipf = Double(text), (0...8).contains(zipf)
            else {
                throw Malformed(file: name, line: number, reason: "“\(text)” is not a Zipf value with two decimals")
            }
            if let previous, !previous.unicodeScalars.lexicographicallyPrecedes(word.unicodeScalars) {
                throw Malformed(file: name, line: number, reason: "“\(word)” is not after “\(previous)”")
            }
            previous = word
            table[word] = zipf
        }
        return table
    }

    typealias Malformed = PairTable.Malformed

    /// The tables read so far, by language.
    private static let loaded = Loaded()

    private final class Loaded: @unchecked Sendable {
        private let lock = NSLock()
        private var tables: [String: [String: Double]] = [:]

        func table(_ language: String) -> [String: Double] {
            lock.lock()
            defer { lock.unlock() }
            if let table = tables[language] { return table }
            do {
                let table = try FrequencyTable.read(language)
                tables[language] = table
                return table
            } catch {
                // The program checks its data folders before any command: only a damaged installation gets here.
                InstalledResources.stop(
                    "wordpack's word frequency table is damaged (\(error)); install wordpack again.")
            }
        }
    }
}
