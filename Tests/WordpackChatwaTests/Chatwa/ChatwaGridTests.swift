import Foundation
import Testing
import WordpackCatalogue
import WordpackCore
import WordpackTestSupport

@testable import WordpackChatwa

@Suite struct ChatwaGridTests {
    /// 1,000 answers of 1 to 11 letters, from a fixed linear congruential sequence (not wordpack's generator):
    /// half from all of A–Z, half from “A” and “B” only, so that repeated letters are common; then the
    /// hard cases by hand.
    static let answers: [String] = {
        var state: UInt32 = 12345
        func next(_ bound: Int) -> Int {
            state = state &* 1_103_515_245 &+ 12345
            return Int((state >> 16) % UInt32(bound))
        }
        var answers = [
            "A", "Q", "AA", "AB", "BA", "AAA", "AAB", "ABAB", "ABABABA", "AAAAAAA", "AAAAAAAAAAA", "ABCDEFGHIJK",
        ]
        while answers.count < 1000 {
            let alphabet = Array(answers.count % 2 == 0 ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "AB")
            answers.append(String((0..<(1 + next(11))).map { _ in alphabet[next(alphabet.count)] }))
        }
        return answers
    }()

    static let frequencies: [(String, LetterFrequencies)] = [
        (
            "sample Patois",
            LetterFrequencies(language: Ingest(project: Project(root: Fixtures.repository)).run().language("jam"))
        ),
        ("only A", LetterFrequencies(words: ["aaaa"])),
        ("none", LetterFrequencies(words: [])),
    ]

    @Test(arguments: 0..<frequencies.count)
    func everyGeneratedGridKeepsTheRules(frequencyIndex: Int) {
        let (name, frequencies) = Self.frequencies[frequencyIndex]
        for (index, answer) in Self.answers.enumerated() {
            let seed = ChatwaGrid.seed(list: "L", key: "k\(index)", answer: answer)
            let grid = ChatwaGrid.make(answer: answer, frequencies: frequencies, seed: seed)
            #expect(GridRules.violations(grid: grid, answer: answer) == [], "\(name): \(answer) → \(grid)")
            #expect(ChatwaGrid.problems(grid, answer: answer) == [], "\(name): \(answer) → \(grid)")
            #expect(ChatwaGrid.make(answer: answer, frequencies: frequencies, seed: seed) == grid)
        }
    }

    /// The arrangement used when shuffling never succeeds keeps the rules by itself.
    @Test(arguments: 0..<frequencies.count)
    func theFallbackArrangementKeepsTheRules(frequencyIndex: Int) {
        let (name, frequencies) = Self.frequencies[frequencyIndex]
        for (index, answer) in Self.answers.enumerated() {
            let seed = ChatwaGrid.seed(list: "L", key: "k\(index)", answer: answer)
            let grid = ChatwaGrid.make(answer: answer, frequencies: frequencies, seed: seed, attempts: 0)
            #expect(GridRules.violations(grid: grid, answer: answer) == [], "\(name): \(answer) → \(grid)")
        }
    }

    @Test func distractorsFollowTheLanguagesLetters() {
        let frequencies = LetterFrequencies(words: ["zzzzzzzzz", "q"])
        #expect(frequencies.counts[25] == 9 && frequencies.counts[16] == 1)
        let grid = ChatwaGrid.make(answer: "AB", frequencies: frequencies, seed: 7)
        let distractors = grid.filter { $0 != "A" && $0 != "B" }
        #expect(distractors.count == 12)
        #expect(distractors.allSatisfy { $0 == "Z" || $0 == "Q" })
        #expect(distractors.filter { $0 == "Z" }.count > 6)
    }

    @Test func anAnswerOfOneRepeatedLetterGetsNoMoreOfIt() {
        let grid = ChatwaGrid.make(answer: "AA", frequencies: LetterFrequencies(words: ["a"]), seed: 1)
        #expect(grid.filter { $0 == "A" }.count == 2)
        #expect(GridRules.violations(grid: grid, answer: "AA") == [])
    }

    @Test func seedsAndRandomNumbersAreTheSameEverywhere() {
        // Published test values of FNV-1a 64 and of SplitMix64 (seed 1234567).
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
        var random = SplitMix64(seed: 1_234_567)
        #expect(
            [random.next(), random.next(), random.next()] == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            ])
    }

    @Test func answersAreCheckedExactly() {
        #expect(ChatwaAnswer.isValid("BWOY"))
        #expect(ChatwaAnswer.isValid("ABCDEFGHIJK"))
        #expect(!ChatwaAnswer.isValid("ABCDEFGHIJKL"))
        #expect(!ChatwaAnswer.isValid("bwoy"))
        #expect(!ChatwaAnswer.isValid(""))
        #expect(ChatwaAnswer.problems("BWOY") == [])
        #expect(ChatwaAnswer.problems("BWOY").isEmpty == ChatwaAnswer.isValid("BWOY"))
        // The SPEC's example grid keeps the rules.
        #expect(ChatwaGrid.problems("AVBSBSJKOLWYMK", answer: "BWOY") == [])
    }
}
