/// Zipf frequencies of common words (`FrequencyTable.swift`, generated from wordfreq by
/// `tools/generate-frequencies.py`), for a word whose list sheet gives none. English only; a word outside the
/// table's 40,000 (rarer than about Zipf 2.7) has no frequency.
public enum FrequencyTable {
    private static let englishWords: [String: Double] = {
        var table: [String: Double] = [:]
        for line in english.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            if parts.count == 2, let value = Double(parts[1]) { table[String(parts[0])] = value }
        }
        return table
    }()

    /// The word's Zipf frequency in a language, or nil when the table does not hold it.
    public static func zipf(of word: String, language: String) -> Double? {
        guard language.split(separator: "-").first == "en" else { return nil }
        return englishWords[word.lowercased()]
    }

    /// What the table is, for the settings of the files made with it.
    public static let signature = "wordfreq 3.1.1 top 40000"
}
