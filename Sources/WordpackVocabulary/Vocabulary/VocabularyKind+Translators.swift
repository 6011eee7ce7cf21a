import WordpackCatalogue

extension VocabularyKind {
    /// Each meaning of the word, with its part of speech and first example: what tells a translator `cook` the
    /// verb from `cook` the noun.
    package static func translatorNotes(of rows: [Word]) -> [String] {
        let senses = rows.map(VocabularyEntry.Sense.init)
        return senses.enumerated().compactMap { index, sense in
            guard let definition = sense.definition, !definition.isEmpty else { return nil }
            let number = senses.count > 1 ? " \(index + 1)" : ""
            let part = sense.partOfSpeech.map { " (\($0))" } ?? ""
            let example = sense.examples.first.map { " Example: “\($0)”" } ?? ""
            return "Meaning\(number)\(part): \(definition)\(definition.hasSuffix(".") ? "" : ".")\(example)"
        }
    }
}
