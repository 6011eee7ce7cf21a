import Foundation
import Testing
import WordpackCore
import WordpackLanguageTools
import WordpackTestSupport
@testable import WordpackVocabulary

/// Syllables from libhyphen's English patterns and IPA from espeak-ng, both installed by `make build`, and
/// marked as derived in the word file.
@Suite struct WordDerivationTests {
    /// Hyphenation patterns are not syllables: they never leave fewer than three letters at the end, so
    /// `banana` (ba·na·na) breaks once. The sheet's syllables win wherever they are given.
    @Test func syllablesComeFromTheHyphenationPatterns() throws {
        let hyphenator = try #require(Hyphenator(language: "en"))
        #expect(hyphenator.parts(of: "banana") == ["ba", "nana"])
        #expect(hyphenator.parts(of: "gloaming") == ["gloam", "ing"])
        #expect(hyphenator.parts(of: "Threshold") == ["Thresh", "old"])
        #expect(hyphenator.parts(of: "cat") == ["cat"])
    }

    @Test func ipaComesFromEspeakWithWordsAPIsStressMarks() throws {
        #expect(EspeakIPA.ipa(of: "cat", language: "en") == "kˈæt")
        #expect(WordFacts.asciiStress("ˈθɹɛʃˌhoʊld") == "'θɹɛʃ,hoʊld")
    }

    /// espeak-ng's version is asked once per installation and remembered in the build folder under the stamps of
    /// its program and library: what the build folder remembers is what a signature says, and a build folder that
    /// remembers nothing asks espeak-ng.
    @Test func espeaksVersionIsRememberedPerInstallation() throws {
        let program = try #require(EspeakIPA.program)
        let stamps = try #require(EspeakIPA.installationStamps(of: program))
        #expect(stamps.hasPrefix("\(program) "))
        #expect(stamps.contains("libespeak-ng."), "\(stamps)")
        let version = try #require(EspeakIPA.version)
        #expect(version.contains("eSpeak NG"), "\(version)")
        let cache = RememberedInspections(folder: nil)
        #expect(EspeakIPA.version(rememberedIn: cache) == version)
        let planted = RememberedInspections(folder: nil)
        _ = planted.latest(kind: "tools", name: "espeak-ng", key: stamps) { "espeak-ng 0.0 (remembered)" as String? }
        #expect(EspeakIPA.version(rememberedIn: planted) == "espeak-ng 0.0 (remembered)")
        #expect(WordDerivation.signature(language: "en", rememberedIn: planted).contains("espeak-ng 0.0 (remembered)"))
    }

    @Test func frequenciesComeFromTheWordfreqTable() throws {
        #expect(FrequencyTable.zipf(of: "cat", language: "en") == 4.78)
        #expect(FrequencyTable.zipf(of: "The", language: "en-GB") ?? 0 > 7)
        #expect(FrequencyTable.zipf(of: "gloaming", language: "en") == nil)  // rarer than the table's 40,000
        #expect(FrequencyTable.zipf(of: "gato", language: "en") == nil)
        #expect(FrequencyTable.zipf(of: "cat", language: "ja") == nil)  // no table for Japanese
        var entry = VocabularyWordFileTests.gloaming(level: nil, frequency: nil)
        entry.word = "cat"
        let facts = WordFacts(entry, levels: VocabularyApp.cefrLevels, derivation: .tables(language: "en"))
        #expect(facts.frequency == 4.78 && facts.level == "A2")
        #expect(facts.derived == ["frequency", "level"])
    }

    @Test func aSpanishWordBankGetsItsOwnTable() throws {
        #expect(FrequencyTable.zipf(of: "lluvia", language: "es") == 4.61)
        // Looked up in lowercase and composed form, as the table holds it.
        #expect(FrequencyTable.zipf(of: "A\u{301}rbol", language: "es-MX") == 4.58)
        var entry = VocabularyWordFileTests.gloaming(level: nil, frequency: nil)
        entry.word = "lluvia"
        let facts = WordFacts(entry, levels: VocabularyApp.cefrLevels, derivation: .tables(language: "es"))
        #expect(facts.frequency == 4.61 && facts.level == "A2")
        #expect(facts.derived == ["frequency", "level"])
        #expect(FrequencyTable.signature(language: "es") == "wordfreq 3.1.1 top 40000 es")
        #expect(FrequencyTable.signature(language: "ja") == "no frequency table for ja")
    }

    @Test func filledValuesAreMarkedDerivedAndTheSheetWins() throws {
        var entry = VocabularyWordFileTests.gloaming(level: nil, frequency: "5.2")
        entry.senses[0].syllables = nil
        entry.senses[0].pronunciation = nil
        let derivation = WordDerivation.installed(language: "en")
        let facts = WordFacts(entry, levels: VocabularyApp.cefrLevels, derivation: derivation)
        #expect(facts.syllables == ["gloam", "ing"])
        #expect(facts.pronunciation?["all"]?.contains("ˈ") == false)
        #expect(facts.derived == ["syllables", "level", "pronunciation"])
        let authored = WordFacts(
            VocabularyWordFileTests.gloaming(), levels: VocabularyApp.cefrLevels, derivation: derivation)
        #expect(authored.derived == [] && authored.pronunciation == ["all": "'gloʊmɪŋ"])
    }
}
