import WordpackCatalogue

/// How often each letter A–Z occurs in a language's words (in capitals): the distractors of a
/// generated grid are drawn from it, so they look like letters of the language.
struct LetterFrequencies: Equatable, Sendable {
    /// Occurrences of A…Z.
    package private(set) var counts: [Int] = Array(repeating: 0, count: 26)

    package init(words: [String]) {
        for word in words {
            for byte in word.uppercased().utf8 where ChatwaAnswer.isTileLetter(byte) {
                counts[Int(byte - 65)] += 1
            }
        }
    }

    /// The words of a language that are not disabled.
    package init(language: Language?) {
        self.init(words: (language?.translations ?? []).filter { !$0.disabled }.compactMap(\.word))
    }

    /// One letter, drawn with the weight of its count; every letter alike when the counts are all zero.
    /// `excluded` is never drawn. A uniform number in `[0, 1)` picks the letter, so a small change of the
    /// counts changes few draws.
    func draw(_ random: inout SplitMix64, excluding excluded: UInt8? = nil) -> UInt8 {
        var weights = counts.map(Double.init)
        if let excluded { weights[Int(excluded - 65)] = 0 }
        if weights.allSatisfy({ $0 == 0 }) {
            weights = (0..<26).map { UInt8($0 + 65) == excluded ? 0 : 1 }
        }
        let target = random.unit() * weights.reduce(0, +)
        var sum = 0.0
        for (index, weight) in weights.enumerated() where weight > 0 {
            sum += weight
            if target < sum { return UInt8(index + 65) }
        }
        return UInt8((weights.lastIndex { $0 > 0 } ?? 0) + 65)
    }
}
