import WordpackCore
import WordpackLanguageTools

/// What wordpack fills in where a vocabulary sheet is silent: frequencies from the language's table shipped with
/// wordpack (the same on every machine), syllables from hyphenation patterns (libhyphen) and IPA from espeak-ng.
/// The last two may be missing on a machine; `signature` names what was used, so that a word file made without
/// one is made again once it is installed.
struct WordDerivation: Sendable {
    /// The word's Zipf frequency, or nil.
    var frequency: @Sendable (String) -> Double?
    /// The word split into syllables, or nil.
    var syllables: @Sendable (String) -> [String]?
    /// The word in IPA (with IPA's stress marks), or nil.
    var ipa: @Sendable (String) -> String?

    package init(
        frequency: @escaping @Sendable (String) -> Double? = { _ in nil },
        syllables: @escaping @Sendable (String) -> [String]? = { _ in nil },
        ipa: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.frequency = frequency
        self.syllables = syllables
        self.ipa = ipa
    }

    /// Nothing filled in.
    static let none = WordDerivation()

    /// The frequency table only: what the index, the daily schedule and the checks use (a level may come from
    /// a frequency), cheap and the same everywhere.
    static func tables(language: LanguageCode) -> WordDerivation {
        WordDerivation(frequency: { FrequencyTable.zipf(of: $0, language: language) })
    }

    /// The frequency table, libhyphen's patterns and espeak-ng for `language`, as far as they are installed.
    static func installed(language: LanguageCode) -> WordDerivation {
        let hyphenator = Hyphenator(language: language.description)
        return WordDerivation(
            frequency: { FrequencyTable.zipf(of: $0, language: language) },
            syllables: { word in
                guard let hyphenator, !word.contains(" ") else { return nil }
                return hyphenator.parts(of: word)
            },
            ipa: { EspeakIPA.ipa(of: $0, language: language) })
    }

    /// The table, pattern file and espeak-ng version `installed(language:)` would use, without loading them;
    /// `cache`: where espeak-ng's version is remembered (`EspeakIPA.version(rememberedIn:)`).
    static func signature(language: LanguageCode, rememberedIn cache: RememberedInspections? = nil) -> String {
        let patterns = Hyphenator.patternFile(language: language.description) ?? "no hyphenation patterns"
        let espeak = EspeakIPA.version(rememberedIn: cache) ?? "no espeak-ng"
        return "\(FrequencyTable.signature(language: language)); \(patterns); \(espeak) " + EspeakIPA.voice(language)
    }
}
