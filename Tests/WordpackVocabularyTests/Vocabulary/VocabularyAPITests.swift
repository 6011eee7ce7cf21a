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

    @Test func everyDocumentedDetailIsWrittenAListTheSheetHasNothingForEmpty() throws {
        #expect(VocabularyAPI.Detail.allCases.count == 28)
        let word = Self.entry("widget")
        for detail in [VocabularyAPI.Detail.hasTypes, .partOf, .similarTo, .also, .pertainsTo, .inRegion] {
            #expect(
                Self.compact(try Self.body(detail, word)) == "{\"\(detail.rawValue)\" : [],\"word\" : \"widget\"}")
        }
        let rhymes = try VocabularyAPI.data(
            .rhymes, of: word, levels: VocabularyApp.cefrLevels, derivation: .none, rhymes: ["gadget"])
        #expect(
            Self.compact(String(decoding: rhymes, as: UTF8.self))
                == #"{"rhymes" : {"all" : ["gadget"]},"word" : "widget"}"#)
        #expect(Self.compact(try Self.body(.rhymes, word)) == #"{"rhymes" : {"all" : []},"word" : "widget"}"#)
    }

    @Test func theSheetsFurtherRelationsAreInTheResultsAndTheirDetails() throws {
        var word = Self.entry("bed")
        word.senses[0].hasParts = ["headboard", "mattress"]
        word.senses[1].similarTo = ["cot"]
        word.senses[1].also = ["bed down"]
        #expect(
            Self.compact(try Self.body(.hasParts, word)) == #"{"hasParts" : ["headboard","mattress"],"word" : "bed"}"#)
        #expect(Self.compact(try Self.body(.similarTo, word)) == #"{"similarTo" : ["cot"],"word" : "bed"}"#)
        #expect(Self.compact(try Self.body(.also, word)) == #"{"also" : ["bed down"],"word" : "bed"}"#)
        #expect(Self.compact(try Self.body(.partOf, word)) == #"{"partOf" : [],"word" : "bed"}"#)
        // In the whole entry, each result has the relations it has, and only those beyond WordsAPI's usual four.
        let file =
            try JSONSerialization.jsonObject(
                with: VocabularyWordFile.data(word, levels: VocabularyApp.cefrLevels, audio: nil)) as? [String: Any]
        let results = try #require(file?["results"] as? [[String: Any]])
        #expect(results[0]["hasParts"] as? [String] == ["headboard", "mattress"] && results[0]["similarTo"] == nil)
        #expect(results[1]["similarTo"] as? [String] == ["cot"] && results[1]["also"] as? [String] == ["bed down"])
        #expect(results[1]["hasParts"] == nil && results[0]["synonyms"] as? [String] == ["thing", "item"])
    }

    @Test func rhymesShareTheLastStressedVowelAndWhatFollows() {
        #expect(VocabularyRhymes.ending("ɹeɪn") == "eɪn")
        #expect(VocabularyRhymes.ending("tɹeɪn") == "eɪn")
        #expect(VocabularyRhymes.ending("'θɹɛʃ,oʊld") == "ɛʃoʊld")
        #expect(VocabularyRhymes.ending("θɹɛʃ'oʊld") == "oʊld")
        #expect(VocabularyRhymes.ending("mm") == nil)
        func entry(_ word: String, _ ipa: String) -> VocabularyEntry {
            var entry = Self.entry(word)
            entry.senses = [entry.senses[0]]
            entry.senses[0].pronunciation = ipa
            return entry
        }
        let table = VocabularyRhymes.table(
            [
                entry("rain", "ɹeɪn"), entry("train", "tɹeɪn"), entry("explain", "ɛksp'leɪn"), entry("rainy", "'ɹeɪni"),
                entry("cat", "kæt"),
            ],
            levels: VocabularyApp.cefrLevels, derivation: .none)
        #expect(table == ["rain": ["explain", "train"], "train": ["explain", "rain"], "explain": ["rain", "train"]])
        // The sheet's rhymes column adds words and takes found ones out.
        var cat = entry("cat", "kæt")
        cat.senses[0].rhymes = ["hat"]
        var rain = entry("rain", "ɹeɪn")
        rain.senses[0].rhymes = ["-explain", "Spain"]
        let edited = VocabularyRhymes.table(
            [rain, entry("train", "tɹeɪn"), entry("explain", "ɛksp'leɪn"), cat], levels: VocabularyApp.cefrLevels,
            derivation: .none)
        #expect(
            edited["rain"] == ["Spain", "train"] && edited["cat"] == ["hat"] && edited["train"] == ["explain", "rain"])
    }

    @Test func nginxFindsWordsInAnyCaseAndAsksForARandomOne() throws {
        var bank = VocabularyBank(appID: "v", app: VocabularyApp(lists: .all), catalogue: Catalogue())
        bank.entries = [Self.entry("bed"), Self.entry("ice cream"), Self.entry("a$b"), Self.entry("café")]
        #expect(
            String(decoding: VocabularyAPI.wordsMap(bank), as: UTF8.self)
                == "\"bed\" \"bed\";\n\"café\" \"café\";\n\"ice cream\" \"ice cream\";\n")
        // Three words (a$b cannot be quoted for nginx): 33.33% each, the last the rest.
        #expect(
            String(decoding: VocabularyAPI.randomConfiguration(bank), as: UTF8.self) == """
                split_clients "${request_id}" $wordbank_random {
                    33.33% "bed";
                    33.33% "café";
                    * "ice cream";
                }

                """)
        // More than 10,000 words: 10,000 of them, 0.01% each.
        bank.entries = (0..<12_000).map { Self.entry(String(format: "w%05d", $0)) }
        let lines = String(decoding: VocabularyAPI.randomConfiguration(bank), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 10_002 && lines[1] == "    0.01% \"w00000\";" && lines[10_000] == "    * \"w11998\";")
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

/// The documented nginx configuration over a bank written here with words a sample does not have: one with a
/// space and one with an accent, asked by the independent client (every detail in both spellings, the word in
/// upper case, random words, missing words).
@Suite struct VocabularyAPIAnyWordTests {
    @Test func wordsWithASpaceOrAnAccentAreServedInAnyCase() throws {
        var bank = VocabularyBank(appID: "v", app: VocabularyApp(lists: .all), catalogue: Catalogue())
        bank.entries = ["ice cream", "café", "bed", "dream"].map { VocabularyAPITests.entry($0) }
        // Relations beyond WordsAPI's usual four, in the results and as details.
        bank.entries[2].senses[0].hasParts = ["headboard", "mattress"]
        bank.entries[2].senses[1].similarTo = ["cot"]
        let folder = try TemporaryFolder()
        let served = VocabularyAPI.entries(of: bank)
        let rhymes = VocabularyRhymes.table(served, levels: VocabularyApp.cefrLevels, derivation: .none)
        func write(_ path: String, _ data: Data) throws {
            let url = folder.file(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for entry in served {
            let word = VocabularyAPI.pathWord(entry.word)
            try write(
                "api/words/\(word).json",
                try VocabularyWordFile.data(entry, levels: VocabularyApp.cefrLevels, audio: nil, derivation: .none))
            for detail in VocabularyAPI.Detail.allCases {
                try write(
                    "api/words/\(word)/\(detail.rawValue).json",
                    try VocabularyAPI.data(
                        detail, of: entry, levels: VocabularyApp.cefrLevels, derivation: .none,
                        rhymes: rhymes[entry.word] ?? []))
            }
        }
        try write("api/random.json", try VocabularyAPI.randomData(bank))
        try write("api/nginx/words.map", VocabularyAPI.wordsMap(bank))
        try write("api/nginx/random.conf", VocabularyAPI.randomConfiguration(bank))
        let answer = try VocabularyAPIServing.ask(folder.file("api"))
        #expect(answer["problems"] as? [String] == [], "\(answer)")
        // Each word's entry, in upper case (café's É is not ASCII: not asked), 28 details and 18 in lower case.
        #expect(answer["words"] as? Int == 4 && answer["requests"] as? Int == 1 + 4 * 48 - 1 + 20 + 7, "\(answer)")
        #expect((answer["random"] as? [String])?.count ?? 0 >= 3, "\(answer)")
    }
}
