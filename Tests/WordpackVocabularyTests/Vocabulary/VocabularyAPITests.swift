import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCatalogue
@testable import WordpackCore
@testable import WordpackVocabulary

/// `"api": true`: each detail's body in WordsAPI's shape, nothing invented, paths for any word, and the
/// settings `api` and `caf` read and written only when on.
@Suite struct VocabularyAPITests {
    static func entry(_ word: String, key: String? = nil, list: String = "Nature", frequency: String? = nil)
        -> VocabularyEntry
    {
        VocabularyEntry(
            key: key ?? word, list: list, word: word,
            senses: [
                .init(
                    row: 2, definition: "a thing", partOfSpeech: "noun", examples: ["A \(word) here."],
                    synonyms: ["thing", "item"], antonyms: [], typeOf: ["object"], syllables: nil,
                    pronunciation: nil, frequency: frequency, level: nil),
                .init(
                    row: 3, definition: "to do a thing", partOfSpeech: nil, examples: ["They \(word) it."],
                    synonyms: ["item"], antonyms: ["nothing"], typeOf: [], syllables: nil, pronunciation: nil,
                    frequency: nil, level: nil),
            ],
            translations: [:], recording: nil)
    }

    static func body(_ detail: VocabularyAPI.Detail, _ entry: VocabularyEntry) throws -> String {
        String(
            decoding: try VocabularyAPI.data(detail, of: entry, levels: VocabularyApp.cefrLevels, derivation: .none),
            as: UTF8.self)
    }

    static func compact(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }

    @Test func eachDetailIsWordsAPIsBody() throws {
        let word = Self.entry("widget", frequency: "4.5")
        #expect(
            Self.compact(try Self.body(.definitions, word)) == """
                {"definitions" : [{"definition" : "a thing","partOfSpeech" : "noun"},{"definition" : "to do a thing",\
                "partOfSpeech" : null}],"word" : "widget"}
                """)
        #expect(Self.compact(try Self.body(.synonyms, word)) == #"{"synonyms" : ["thing","item"],"word" : "widget"}"#)
        #expect(Self.compact(try Self.body(.antonyms, word)) == #"{"antonyms" : ["nothing"],"word" : "widget"}"#)
        #expect(Self.compact(try Self.body(.typeOf, word)) == #"{"typeOf" : ["object"],"word" : "widget"}"#)
        #expect(
            Self.compact(try Self.body(.examples, word))
                == #"{"examples" : ["A widget here.","They widget it."],"word" : "widget"}"#)
        // perMillion is what the Zipf scale defines: 10^(4.5 - 3).
        #expect(
            Self.compact(try Self.body(.frequency, word))
                == #"{"frequency" : {"perMillion" : 31.62,"zipf" : 4.5},"word" : "widget"}"#)
    }

    @Test func whatIsUnknownIsLeftOut() throws {
        let word = Self.entry("zyzzyva")
        for detail in [VocabularyAPI.Detail.frequency, .pronunciation, .syllables] {
            #expect(Self.compact(try Self.body(detail, word)) == #"{"word" : "zyzzyva"}"#, "\(detail)")
        }
    }

    @Test func wordsAreNamedAsARequestDecodesAndServedOnce() throws {
        #expect(VocabularyLayout.apiWord("ice cream") == "api/words/ice cream.json")
        #expect(VocabularyLayout.apiDetail("canopy", .typeOf) == "api/words/canopy/typeOf.json")
        // A decomposed é is named in its composed form, what %C3%A9 decodes to.
        #expect(Array(VocabularyAPI.pathWord("cafe\u{301}").unicodeScalars) == Array("caf\u{E9}".unicodeScalars))
        #expect(
            Array(VocabularyLayout.apiWord(VocabularyAPI.pathWord("cafe\u{301}")).utf8)
                == Array("api/words/caf\u{E9}.json".utf8))
        var bank = VocabularyBank(appID: "v", app: VocabularyApp(lists: .all), catalogue: Catalogue())
        bank.entries = [
            Self.entry("bed"), Self.entry("bed", key: "bed2", list: "Home"), Self.entry("and/or"), Self.entry(".."),
            Self.entry("café"),
        ]
        #expect(VocabularyAPI.entries(of: bank).map(\.key) == ["bed", "café"])
        #expect(
            Self.compact(String(decoding: try VocabularyAPI.randomData(bank), as: UTF8.self))
                == #"{"query" : {"limit" : 2,"page" : 1},"results" : {"data" : ["bed","café"],"total" : 2}}"#)
    }

    @Test func apiAndCafAreReadAndWrittenOnlyWhenOn() throws {
        let plain = try JSONDecoder().decode(VocabularyApp.self, from: Data(#"{"lists": ["Nature"]}"#.utf8))
        #expect(!plain.api && !plain.caf)
        #expect(!CanonicalJSON.text(plain).contains("api") && !CanonicalJSON.text(plain).contains("caf"))
        let both = try JSONDecoder().decode(
            VocabularyApp.self, from: Data(#"{"lists": ["Nature"], "api": true, "caf": true}"#.utf8))
        #expect(both.api && both.caf)
        #expect(CanonicalJSON.text(both).contains(#""api":true"#) && CanonicalJSON.text(both).contains(#""caf":true"#))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(VocabularyApp.self, from: Data(#"{"lists": ["Nature"], "api": "yes"}"#.utf8))
        }
    }
}
