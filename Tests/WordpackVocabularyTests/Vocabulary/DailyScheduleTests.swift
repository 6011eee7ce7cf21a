import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCatalogue
@testable import WordpackVocabulary

/// The daily challenge is the same on every run, asks every word once per cycle, and offers three other
/// definitions of the same level and part of speech.
@Suite struct DailyScheduleTests {
    /// Six nouns and four verbs at A1, and one lone adjective.
    static func bank(days: Int) -> (VocabularyBank, VocabularyApp.Daily) {
        let words: [(String, String)] = [
            ("ant", "noun"), ("bee", "noun"), ("cow", "noun"), ("dog", "noun"), ("eel", "noun"), ("fox", "noun"),
            ("run", "verb"), ("sit", "verb"), ("eat", "verb"), ("fly", "verb"), ("red", "adjective"),
        ]
        let daily = VocabularyApp.Daily(start: "2028-02-27", days: days)
        var bank = VocabularyBank(
            appID: "test", app: VocabularyApp(lists: .only(["L"]), daily: daily), catalogue: Catalogue())
        bank.categories = ["L"]
        bank.entries = words.enumerated().map { index, word in
            VocabularyEntry(
                key: word.0, list: "L", word: word.0,
                senses: [
                    VocabularyEntry.Sense(
                        row: index + 2, definition: "the meaning of \(word.0)", partOfSpeech: word.1, examples: [],
                        synonyms: [], antonyms: [], typeOf: [], syllables: nil, pronunciation: nil, frequency: nil,
                        level: "A1")
                ],
                translations: [:], recording: nil)
        }
        return (bank, daily)
    }

    @Test func theScheduleIsDeterministicAndNeverRepeatsAWordWithinACycle() throws {
        let (bank, daily) = Self.bank(days: 25)
        let schedule = DailySchedule(bank: bank, daily: daily)
        #expect(schedule == DailySchedule(bank: bank, daily: daily))
        #expect(schedule.challenges.count == 25)
        // Ten words can be asked (the adjective cannot): days 1–10 and 11–20 each ask all ten once.
        for cycle in [0..<10, 10..<20] {
            let keys = schedule.challenges[cycle].map(\.key)
            #expect(Set(keys).count == 10, "\(keys)")
        }
        #expect(schedule.challenges.map(\.date).prefix(4) == ["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"])
        #expect(schedule.challenges.last?.date == "2028-03-22")
        #expect(schedule.unaskable.map(\.entry.key) == ["red"])
        // Another start gives another order.
        let other = DailySchedule(bank: bank, daily: VocabularyApp.Daily(start: "2028-02-28", days: 25))
        #expect(other.challenges.map(\.key) != schedule.challenges.map(\.key))
    }

    @Test func eachChallengeOffersItsDefinitionAmongThreeOfTheSameLevelAndPartOfSpeech() throws {
        let (bank, daily) = Self.bank(days: 20)
        let parts = Dictionary(uniqueKeysWithValues: bank.entries.map { ("the meaning of \($0.key)", $0.partOfSpeech) })
        for challenge in DailySchedule(bank: bank, daily: daily).challenges {
            #expect(challenge.choices.count == 4 && Set(challenge.choices).count == 4)
            #expect(challenge.choices[challenge.answer] == "the meaning of \(challenge.key)")
            #expect(challenge.choices.allSatisfy { parts[$0] == challenge.partOfSpeech }, "\(challenge)")
        }
    }

    @Test(arguments: [("2028-02-29", true), ("2027-02-29", false), ("2027-13-01", false), ("27-01-01", false)])
    func datesAreCheckedAndCounted(text: String, valid: Bool) {
        #expect((DailyDate(text) != nil) == valid)
        if valid { #expect(DailyDate(text)?.adding(1).text == "2028-03-01") }
    }
}
