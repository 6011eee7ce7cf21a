/// What a vocabulary word file says about the whole word (not one sense), as the sheet gives it or, where
/// the sheet is silent, as wordpack derives it; `derived` names each derived field.
struct WordFacts: Sendable, Equatable {
    var level: String?
    var syllables: [String]?
    /// WordsAPI's `pronunciation`: `{"all": …}`, or one entry per part of speech when the senses differ.
    var pronunciation: [String: String]?
    /// Zipf scale, about 1 to 7.
    var frequency: Double?
    /// The fields filled in by wordpack (`syllables`, `frequency`, `level`, `pronunciation`).
    var derived: [String]

    /// The author's syllable separator: `gloam·ing`.
    static let syllableSeparator: Character = "·"

    /// The level a Zipf frequency gives when the sheet gives none, for the CEFR levels only: 5 and above is
    /// A1 (the hundred or so commonest words), then one level per half step down to C2 below 3.
    static func level(forFrequency zipf: Double) -> String {
        switch zipf {
        case 5...: return "A1"
        case 4.5..<5: return "A2"
        case 4..<4.5: return "B1"
        case 3.5..<4: return "B2"
        case 3..<3.5: return "C1"
        default: return "C2"
        }
    }

    /// WordsAPI writes stress with ASCII `'` (primary) and `,` (secondary) where IPA has `ˈ` and `ˌ`.
    static func asciiStress(_ ipa: String) -> String {
        String(ipa.map { $0 == "ˈ" ? "'" : $0 == "ˌ" ? "," : $0 })
    }

    package init(_ entry: VocabularyEntry, levels: [String], derivation: WordDerivation = .none) {
        derived = []
        syllables = entry.first(\.syllables).map { $0.split(separator: Self.syllableSeparator).map(String.init) }
        if syllables == nil, let parts = derivation.syllables(entry.word) {
            syllables = parts
            derived.append("syllables")
        }
        frequency = entry.first(\.frequency).flatMap(Double.init)
        if entry.first(\.frequency) == nil, let zipf = derivation.frequency(entry.word) {
            frequency = zipf
            derived.append("frequency")
        }
        level = entry.first(\.level)
        if level == nil, let frequency, levels == VocabularyApp.cefrLevels {
            level = Self.level(forFrequency: frequency)
            derived.append("level")
        }
        var byPart: [(part: String, ipa: String)] = []
        for sense in entry.senses {
            guard let ipa = sense.pronunciation.map(Self.asciiStress) else { continue }
            let part = sense.partOfSpeech ?? "all"
            if !byPart.contains(where: { $0.part == part }) { byPart.append((part, ipa)) }
        }
        if let first = byPart.first {
            pronunciation =
                byPart.allSatisfy({ $0.ipa == first.ipa })
                ? ["all": first.ipa] : Dictionary(byPart.map { ($0.part, $0.ipa) }, uniquingKeysWith: { a, _ in a })
        } else if let ipa = derivation.ipa(entry.word) {
            pronunciation = ["all": Self.asciiStress(ipa)]
            derived.append("pronunciation")
        }
    }
}
