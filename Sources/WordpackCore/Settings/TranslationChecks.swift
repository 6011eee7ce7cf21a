/// Which checks of a language's translations `check` runs (`"checks": {"fr": {"spelling": false}}` in
/// pipeline.json); every one is on unless switched off.
package struct TranslationChecks: Codable, Equatable, Hashable, Sendable {
    /// Each word against the language's Hunspell dictionary.
    package var spelling: Bool
    /// A translation that is the reference language's text unchanged.
    package var sameAsReference: Bool
    /// Two or more spaces in a row.
    package var spaces: Bool
    /// End punctuation (`.`, `?`, `!`, `…`, `:`) that differs from the reference language's text; Spanish's
    /// opening `¿` and `¡`.
    package var punctuation: Bool
    /// One reference text translated differently in two lists.
    package var consistency: Bool
    /// Characters of a FirstWords word that no letter sound of the language voices.
    package var letters: Bool

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case spelling, sameAsReference, spaces, punctuation, consistency, letters
    }

    package init(
        spelling: Bool = true, sameAsReference: Bool = true, spaces: Bool = true, punctuation: Bool = true,
        consistency: Bool = true, letters: Bool = true
    ) {
        self.spelling = spelling
        self.sameAsReference = sameAsReference
        self.spaces = spaces
        self.punctuation = punctuation
        self.consistency = consistency
        self.letters = letters
    }

    package init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // What pipeline.json leaves out is the memberwise initialiser's default: each default is written once.
        let defaults = Self()
        spelling = try container.decode(.spelling, default: defaults.spelling)
        sameAsReference = try container.decode(.sameAsReference, default: defaults.sameAsReference)
        spaces = try container.decode(.spaces, default: defaults.spaces)
        punctuation = try container.decode(.punctuation, default: defaults.punctuation)
        consistency = try container.decode(.consistency, default: defaults.consistency)
        letters = try container.decode(.letters, default: defaults.letters)
    }
}

extension PipelineConfiguration {
    /// The checks of a language folder's translations: its own entry in `checks`, or all of them.
    package func translationChecks(of code: LanguageCode) -> TranslationChecks {
        checks[code.description] ?? TranslationChecks()
    }
}
