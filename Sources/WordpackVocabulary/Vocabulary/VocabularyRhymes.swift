/// Which words of a bank rhyme, from their pronunciations (WordsAPI's `pronunciation`, espeak-ng's IPA where
/// the sheet has none): two words rhyme when they share the last stressed vowel and everything after it
/// (`rain` /ɹeɪn/ and `train` /tɹeɪn/ share /eɪn/). A word of one syllable has no stress mark; its vowel is
/// its first. The sheet's `rhymes` column adds words (`drain`) and takes found ones out (`-rein`). Served as
/// WordsAPI's `rhymes` (`{"all": [...]}`).
enum VocabularyRhymes {
    /// Each served word's rhymes among the others, sorted; a word with no rhyme or no pronunciation is left out.
    static func table(
        _ entries: [VocabularyEntry], levels: [String], derivation: WordDerivation
    ) -> [String: [String]] {
        table(entries.map { ($0, WordFacts($0, levels: levels, derivation: derivation)) })
    }

    /// The same, with each word's facts (its pronunciation) already worked out.
    static func table(_ entries: [(entry: VocabularyEntry, facts: WordFacts)]) -> [String: [String]] {
        var byEnding: [String: Set<String>] = [:]
        var endingOf: [String: String] = [:]
        for (entry, facts) in entries {
            guard
                let ipa = facts.pronunciation?["all"]
                    ?? facts.pronunciation?.sorted(by: { $0.key < $1.key }).first?.value,
                let ending = ending(ipa)
            else { continue }
            endingOf[entry.word] = ending
            byEnding[ending, default: []].insert(entry.word)
        }
        var table: [String: [String]] = [:]
        for (entry, _) in entries {
            let written = entry.senses.flatMap(\.rhymes)
            let removed = Set(written.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
            let added = Set(written.filter { !$0.hasPrefix("-") })
            let found = endingOf[entry.word].map { byEnding[$0] ?? [] } ?? []
            let rhymes = found.union(added).subtracting(removed).subtracting([entry.word])
            if !rhymes.isEmpty {
                table[entry.word] = rhymes.sorted(by: VocabularyAPI.scalarOrder)
            }
        }
        return table
    }

    /// The part of `ipa` that rhymes: from the vowel after its last primary stress mark (`'`, or `ˈ`) to its
    /// end, stress and syllable marks left out; nil when it has no vowel there.
    static func ending(_ ipa: String) -> String? {
        let marks: Set<Character> = ["'", ",", "ˈ", "ˌ", ".", " "]
        let stressed = ipa.lastIndex { $0 == "'" || $0 == "ˈ" }.map { ipa[ipa.index(after: $0)...] } ?? ipa[...]
        guard let vowel = stressed.firstIndex(where: { vowels.contains($0) }) else { return nil }
        return String(stressed[vowel...].filter { !marks.contains($0) })
    }

    /// IPA's vowel letters (espeak-ng's among them).
    static let vowels: Set<Character> = Set("aeiouyæɑɐɒɔəɚɛɜɝɞɘɵɤɨɪɯʉʊʌøœɶᵻ")
}
