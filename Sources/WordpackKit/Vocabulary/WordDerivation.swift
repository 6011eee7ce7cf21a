/// What wordpack fills in where a vocabulary sheet is silent: syllables from hyphenation patterns (libhyphen)
/// and IPA from espeak-ng. Either may be missing on a machine; `signature` names what was used, so that a
/// word file made without one is made again once it is installed.
public struct WordDerivation: Sendable {
    /// The word split into syllables, or nil.
    public var syllables: @Sendable (String) -> [String]?
    /// The word in IPA (with IPA's stress marks), or nil.
    public var ipa: @Sendable (String) -> String?
    public var signature: String

    public init(
        syllables: @escaping @Sendable (String) -> [String]?, ipa: @escaping @Sendable (String) -> String?,
        signature: String
    ) {
        self.syllables = syllables
        self.ipa = ipa
        self.signature = signature
    }

    /// Nothing filled in.
    public static let none = WordDerivation(syllables: { _ in nil }, ipa: { _ in nil }, signature: "none")

    /// libhyphen's patterns and espeak-ng for `language`, as far as they are installed.
    public static func installed(language: String) -> WordDerivation {
        let hyphenator = Hyphenator(language: language)
        return WordDerivation(
            syllables: { word in
                guard let hyphenator, !word.contains(" ") else { return nil }
                return hyphenator.parts(of: word)
            },
            ipa: { EspeakIPA.ipa(of: $0, language: language) },
            signature: signature(language: language))
    }

    /// The pattern file and espeak-ng version `installed(language:)` would use, without loading them.
    public static func signature(language: String) -> String {
        let patterns = Hyphenator.patternFile(language: language) ?? "no hyphenation patterns"
        return "\(patterns); \(EspeakIPA.version ?? "no espeak-ng") \(EspeakIPA.voice(language))"
    }
}
