import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackVocabulary

/// The word file keeps WordsAPI's shape, field by field, as issue 14 quotes it for “gloaming”.
@Suite struct VocabularyWordFileTests {
    static func gloaming(level: String? = "C2", frequency: String? = "1.73") -> VocabularyEntry {
        let sense = VocabularyEntry.Sense(
            row: 2, definition: "the time of day immediately following sunset", partOfSpeech: "noun",
            examples: ["they walked in the gloaming"], synonyms: ["dusk", "evenfall"], antonyms: [],
            typeOf: ["time of day"], syllables: "gloam·ing", pronunciation: "ˈgloʊmɪŋ", frequency: frequency,
            level: level)
        return VocabularyEntry(
            key: "gloaming", list: "Evening", word: "gloaming", senses: [sense], translations: ["es": "crepúsculo"],
            recording: "inputs/languages/en/speech/Evening/gloaming.wav")
    }

    private func document(_ entry: VocabularyEntry, audio: String? = "audio/gloaming.mp3") throws -> [String: Any] {
        let data = try VocabularyWordFile.data(entry, levels: VocabularyApp.cefrLevels, audio: audio)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theWordFileHasWordsAPIsFieldsAndOneExtensionKey() throws {
        let word = try document(Self.gloaming())
        #expect(Set(word.keys) == ["word", "results", "syllables", "pronunciation", "frequency", "wordpack"])
        #expect(word["word"] as? String == "gloaming")
        let results = try #require(word["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(Set(results[0].keys) == ["definition", "partOfSpeech", "synonyms", "antonyms", "typeOf", "examples"])
        #expect(results[0]["definition"] as? String == "the time of day immediately following sunset")
        #expect(results[0]["partOfSpeech"] as? String == "noun")
        #expect(results[0]["synonyms"] as? [String] == ["dusk", "evenfall"])
        #expect(results[0]["typeOf"] as? [String] == ["time of day"])
        #expect(results[0]["examples"] as? [String] == ["they walked in the gloaming"])
        #expect(results[0]["antonyms"] as? [String] == [])
        let syllables = try #require(word["syllables"] as? [String: Any])
        #expect(syllables["count"] as? Int == 2)
        #expect(syllables["list"] as? [String] == ["gloam", "ing"])
        #expect(word["pronunciation"] as? [String: String] == ["all": "'gloʊmɪŋ"])
        #expect(word["frequency"] as? Double == 1.73)
        let ours = try #require(word["wordpack"] as? [String: Any])
        #expect(ours["level"] as? String == "C2")
        #expect(ours["category"] as? String == "Evening")
        #expect(ours["translations"] as? [String: String] == ["es": "crepúsculo"])
        #expect(ours["audio"] as? String == "audio/gloaming.mp3")
        #expect(ours["derived"] as? [String] == [])
    }

    @Test func anEmptyPartOfSpeechIsNullAndUnknownFieldsAreLeftOut() throws {
        var entry = Self.gloaming(frequency: nil)
        entry.senses[0].partOfSpeech = nil
        entry.senses[0].syllables = nil
        entry.senses[0].pronunciation = nil
        let word = try document(entry, audio: nil)
        let results = try #require(word["results"] as? [[String: Any]])
        #expect(results[0]["partOfSpeech"] is NSNull)
        #expect(word["syllables"] == nil && word["pronunciation"] == nil && word["frequency"] == nil)
        #expect((word["wordpack"] as? [String: Any])?["audio"] == nil)
    }

    @Test func sensesWithDifferentPronunciationsAreGivenPerPartOfSpeech() throws {
        var entry = Self.gloaming()
        var verb = entry.senses[0]
        verb.partOfSpeech = "verb"
        verb.pronunciation = "ɡloʊmˌɪŋ"
        entry.senses.append(verb)
        let word = try document(entry)
        #expect(word["pronunciation"] as? [String: String] == ["noun": "'gloʊmɪŋ", "verb": "ɡloʊm,ɪŋ"])
        #expect((word["results"] as? [[String: Any]])?.count == 2)
    }

    @Test func aLevelMissingFromTheSheetIsDerivedFromTheFrequencyAndSaidSo() throws {
        let word = try document(Self.gloaming(level: nil, frequency: "4.2"))
        let ours = try #require(word["wordpack"] as? [String: Any])
        #expect(ours["level"] as? String == "B1")
        #expect(ours["derived"] as? [String] == ["level"])
        #expect(
            [5.5, 4.7, 4.0, 3.9, 3.2, 1.5].map(WordFacts.level(forFrequency:)) == ["A1", "A2", "B1", "B2", "C1", "C2"])
    }
}
