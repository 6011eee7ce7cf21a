import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackCatalogue
@testable import WordpackChatwa
@testable import WordpackCore
@testable import WordpackLanguageTools
@testable import WordpackSheets

/// The checks of the translations as text (README, "What `check` reports"): spelling with Hunspell, a word
/// left as the reference language's, two spaces in a row, end punctuation, one English text translated two ways,
/// and characters that no letter sound voices. Each is a warning at the word's cell, in a real file.
@Suite struct TranslationChecksTests {
    static let spanish = SpanishWords.csv

    /// The TestProject with its Spanish words replaced by `rows` (list, key, word).
    static func project(spanish rows: [(String, String, String)]) throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\n" + rows.map { "\($0.0),\($0.1),\($0.2)\n" }.joined())
        return project
    }

    static let hunspellNeeded = "Hunspell's es dictionary is needed (`make test` installs hunspell-es)"

    @Test func aMisspeltWordIsFoundAtItsCellWithHunspellsSuggestion() throws {
        try #require(SpellingDictionary.files(language: "es") != nil, Comment(rawValue: Self.hunspellNeeded))
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv", Self.spanish.replacingOccurrences(of: "murciélago", with: "murcielago"))
        #expect(
            try project.findings() == [
                "inputs/languages/es/words.csv!C3: warning: “murcielago” is not in the es dictionary (es_ES); did you mean "
                    + "“murciélago”, “murcie lago” or “murcie-lago”? Correct it, or add it to inputs/languages/es/spelling.txt "
                    + "if it is right."
            ])
    }

    @Test func aWordOfSpellingTxtIsNeitherMisspeltNorLeftUntranslated() throws {
        try #require(SpellingDictionary.files(language: "es") != nil, Comment(rawValue: Self.hunspellNeeded))
        let project = try TestProject()
        // "egg" is not in the Spanish dictionary, and it is the English text.
        try project.write("inputs/languages/es/words.csv", Self.spanish.replacingOccurrences(of: "huevo", with: "egg"))
        let findings = try project.findings()
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.hasPrefix("inputs/languages/es/words.csv!C5: warning: ") }, "\(findings)")
        #expect(
            findings.contains {
                $0.hasSuffix(
                    "“egg” is the same as the en text; translate it, or, if it is right in es too, add it to "
                        + "inputs/languages/es/spelling.txt.")
            })
        #expect(findings.contains { $0.contains("“egg” is not in the es dictionary (es_ES)") })

        try project.write("inputs/languages/es/spelling.txt", "# words that are right in Spanish\n\negg\n")
        #expect(try project.findings() == [])
    }

    @Test func aLanguageWithoutADictionaryIsToldOnceNotOncePerWord() throws {
        let project = try TestProject()
        // Jamaican Patois: Debian has no Hunspell dictionary for it.
        try project.write(
            "inputs/languages/jam/words.csv",
            "list,key,word\nAnimals,ant,ants\nAnimals,bat,bat-bat\nAnimals,cat,puss\nFood,egg,hegg\nFood,fig,figgy\n")
        let findings = try project.findings()
        #expect(
            findings == [
                "inputs/languages/jam: warning: has no Hunspell dictionary in /usr/share/hunspell, so the words of jam are "
                    + "not spell-checked: Debian has no dictionary for it; add one as /usr/share/hunspell/jam.dic and "
                    + ".aff, or switch the check off in pipeline.json: \"checks\": {\"jam\": {\"spelling\": false}}."
            ])
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all",
              "languages": ["en", "en-phonics", "es"], "free": {"Animals": "sheet"}}, "ole": {"kind": "ole"}},
             "checks": {"jam": {"spelling": false}}}
            """)
        #expect(try project.findings() == [])
    }

    @Test func switchingTheCheckOffInPipelineJSONSilencesIt() throws {
        try #require(SpellingDictionary.files(language: "es") != nil, Comment(rawValue: Self.hunspellNeeded))
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv", Self.spanish.replacingOccurrences(of: "murciélago", with: "murcielago"))
        #expect(try project.findings().count == 1)
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all",
              "languages": ["en", "en-phonics", "es"], "free": {"Animals": "sheet"}}, "ole": {"kind": "ole"}},
             "checks": {"es": {"spelling": false}}}
            """)
        #expect(try project.findings() == [])
    }

    @Test func anUnknownCheckOrALanguageWithoutAFolderIsNamed() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"ole": {"kind": "ole"}}, "checks": {"es": {"speling": false}}}
            """)
        #expect(throws: (any Error).self) { try project.findings() }
        do {
            _ = try project.project.loadConfiguration()
        } catch {
            #expect(
                "\(error)" == "pipeline.json: error: `checks.es.speling`: unknown key; the keys allowed here are "
                    + "“consistency”, “letters”, “punctuation”, “sameAsReference”, “spaces”, “spelling”.")
        }
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"ole": {"kind": "ole"}}, "checks": {"fr": {"spelling": false}}}
            """)
        #expect(
            try project.findings() == [
                "pipeline.json: warning: `checks.fr` names the language “fr”, which has no folder in inputs/languages/; "
                    + "correct the code, or remove it."
            ])
    }

    /// An XLSX workbook written by XLSXWriter: the finding is at the workbook's sheet and cell.
    @Test func twoSpacesInARowAreFoundInAWorkbook() throws {
        let project = try TestProject()
        try project.remove("inputs/languages/es/words.csv")
        let rows: [[String?]] = [
            ["list", "key", "word"], ["Animals", "ant", "hormiga"], ["Animals", "bat", "murciélago"],
            ["Animals", "cat", "gato  real"], ["Food", "egg", "huevo"], ["Food", "fig", "higo"],
        ]
        try XLSXWriter(sheets: [.init(name: "Words", rows: rows)]).write(
            to: project.folder.file("inputs/languages/es/words.xlsx"))
        #expect(
            try project.findings() == [
                "inputs/languages/es/words.xlsx:Words!C4: warning: “gato  real” has two spaces in a row after “gato”; delete one."
            ])
        try XLSXWriter(sheets: [
            .init(name: "Words", rows: rows.map { $0.map { $0 == "gato  real" ? "gato real" : $0 } })
        ])
        .write(to: project.folder.file("inputs/languages/es/words.xlsx"))
        #expect(try project.findings() == [])
    }

    /// Spaces at either end are removed and reported by ingest: one sentence, not a second one from the checks.
    @Test func spacesAtTheEndsAreReportedOnce() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv", Self.spanish.replacingOccurrences(of: ",gato", with: ", gato "))
        #expect(
            try project.findings() == [
                "inputs/languages/es/words.csv!C4: warning: the word “gato” has spaces or line breaks at its start and end, "
                    + "which were removed; delete them in the sheet."
            ])
    }

    @Test func endPunctuationIsComparedWithTheReferenceLanguage() throws {
        let project = try TestProject()
        // Olé alone: FirstWords would also report the marks as characters without a letter sound.
        try project.write("pipeline.json", #"{"version": 1, "apps": {"ole": {"kind": "ole"}}}"#)
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat!\nAnimals,cat,cat?\nFood,egg,egg.\nFood,fig,fig?\n")
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga.\nAnimals,bat,¡murciélago\nAnimals,cat,¿gato?\nFood,egg,¿huevo?\nFood,fig,higo?\n"
        )
        #expect(
            try project.findings() == [
                "inputs/languages/es/words.csv!C2: warning: “hormiga.” ends with “.” but the en text “ant” has no end "
                    + "punctuation; remove it, or change the en text.",
                // One sentence for the missing “!”, not a second one for the “¡” it leaves open.
                "inputs/languages/es/words.csv!C3: warning: “¡murciélago” does not end with “!” as the en text “bat!” "
                    + "does; add it, or change the en text.",
                "inputs/languages/es/words.csv!C5: warning: “¿huevo?” ends with “?” but the en text “egg.” ends with “.”; "
                    + "end them the same way.",
                "inputs/languages/es/words.csv!C6: warning: “higo?” has “?” but no opening “¿”; Spanish writes both.",
            ])
    }

    @Test func oneEnglishTextTranslatedTwoWaysInTwoListsIsFound() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            #"{"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": "all", "languages": ["es"]}}}"#)
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\nFood,fig,cat\n")
        try project.write("inputs/languages/es/words.csv", Self.spanish.replacingOccurrences(of: "higo", with: "gata"))
        #expect(
            try project.findings() == [
                "inputs/languages/es/words.csv!C6: warning: “gata” translates the en “cat”, which is “gato” in list Animals "
                    + "(inputs/languages/es/words.csv!C4); use one translation in both lists, or switch the check off in "
                    + "pipeline.json if the meanings differ (\"checks\": {\"es\": {\"consistency\": false}})."
            ])
        try project.write("inputs/languages/es/words.csv", Self.spanish.replacingOccurrences(of: "higo", with: "gato"))
        #expect(try project.findings() == [])
    }

    @Test func aCharacterNoLetterSoundVoicesIsFoundAtItsCellAndAMissingLetterOnceAtTheLetters() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            Self.spanish.replacingOccurrences(of: "murciélago", with: "murciélago 2")
                .replacingOccurrences(of: ",gato", with: ",araña"))
        let expected = [
            "inputs/languages/es/letters: error: the letter “Ñ” of “araña” has no sound in es: add "
                + "inputs/languages/es/letters/Ñ.wav (or Ñ-final.wav and Ñ-other.wav). The apps that spell it: “deluxe”.",
            "inputs/languages/es/words.csv!C3: warning: “murciélago 2” has “2”, which is not a letter and has no letter "
                + "sound in es; the game sounds out each character of a word: write the word without it, or add a sound "
                + "for it to inputs/languages/es/letters/.",
        ]
        #expect(try project.findings() == expected)
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"deluxe": {"kind": "firstwords", "name": "Deluxe", "lists": "all",
              "languages": ["en", "en-phonics", "es"], "free": {"Animals": "sheet"}}, "ole": {"kind": "ole"}},
             "checks": {"es": {"letters": false}}}
            """)
        #expect(try project.findings() == [expected[0]])
    }

    @Test func theSameContentGivesTheSameFindings() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormigga\nAnimals,bat,murcielago  2\nAnimals,cat,cat\nFood,egg,huevo.\nFood,fig,higo\n"
        )
        let first = try project.findings()
        #expect(first.count >= 5)
        #expect(try project.findings() == first)
    }
}

extension TranslationChecksTests {
    /// Hunspell's suggestions cost tens of milliseconds a word: past the first 50 distinct unknown words of a
    /// language the sentence says none were looked up, and a word seen again is not looked up again.
    @Test func suggestionsAreLookedUpForABoundedNumberOfWords() throws {
        let dictionary = try #require(SpellingDictionary.shared(language: "es"), Comment(rawValue: Self.hunspellNeeded))
        var spelling = TranslationSpelling(
            code: try LanguageCode.parse("es").get(), dictionary: dictionary, exceptions: nil,
            folder: "inputs/languages/es")
        let cell = Location(file: "inputs/languages/es/words.csv", row: 2, column: "C")
        let unknown = (0..<TranslationSpelling.suggestionLimit).map {
            "gatoq\(String(UnicodeScalar(UInt8(97 + $0 % 26))))\($0 / 26 == 0 ? "" : "z")"
        }
        #expect(Set(unknown).count == TranslationSpelling.suggestionLimit)
        for word in unknown { #expect(spelling.check(word, at: cell).count == 1) }
        #expect(spelling.check(unknown[0], at: cell).first?.message.contains("(Hunspell's suggestions") == false)
        #expect(
            spelling.check("perroqq", at: cell).map(\.message) == [
                "“perroqq” is not in the es dictionary (es_ES); correct it, or add it to inputs/languages/es/spelling.txt if "
                    + "it is right (Hunspell's suggestions are looked up for a language's first 50 unknown words only)."
            ])
    }
}

@Suite struct TranslationTextTests {
    @Test(arguments: [
        ("l'œuf au plat", ["l'œuf", "au", "plat"]),
        ("T-shirt — R2D2, 4x4 et ‘cat’s’", ["T-shirt", "et", "cat’s"]),
        ("¿Qué tal?", ["Qué", "tal"]),
        ("-début- fin'", ["début", "fin"]),
    ])
    func wordsAreRunsOfLettersJoinedByApostrophesAndHyphens(text: String, words: [String]) {
        #expect(TranslationText.words(of: text) == words)
    }

    @Test func spanishClosesWhatItOpensAndOpensWhatItCloses() {
        let cell = Location(file: "inputs/languages/es/words.csv", row: 2, column: "C")
        #expect(
            ContentCheck.invertedMarkProblems("¿gato", at: cell, endReported: false).map(\.message) == [
                "“¿gato” opens with “¿” but has no “?” after it; close it."
            ])
        #expect(ContentCheck.invertedMarkProblems("¿gato", at: cell, endReported: true).isEmpty)
        #expect(
            ContentCheck.invertedMarkProblems("gato!", at: cell, endReported: false).map(\.message) == [
                "“gato!” has “!” but no opening “¡”; Spanish writes both."
            ])
        #expect(ContentCheck.invertedMarkProblems("¿Qué? ¡Sí!", at: cell, endReported: false).isEmpty)
    }

    @Test func endMarksBehindQuotesAndInOtherScriptsCount() {
        #expect(TranslationText.endMark(of: "«Oui !»") == .exclamation)
        #expect(TranslationText.endMark(of: "なに？") == .question)
        #expect(TranslationText.endMark(of: "Wait...") == .ellipsis)
        #expect(TranslationText.endMark(of: "cat") == nil)
    }

    /// The byte shortcuts (a text ending in an ASCII letter or digit has no end mark; an ASCII text without two
    /// blanks in a row has no double space; an ASCII letter is a letter) answer as the characters do, for random
    /// texts of letters, digits, blanks, line breaks, marks, closers and combining accents. A blank or a non-ASCII
    /// letter added at the end sends a text down the character path, and changes neither answer.
    @Test func theByteShortcutsAnswerAsTheCharactersDo() {
        let alphabet = [
            "a", "Z", "7", " ", "\t", "\n", "\u{00A0}", "\u{3000}", "?", "!", ".", "…", "»", "”", ")", "？", "é",
            "\u{0301}", "ß", "-", "'",
        ]
        var random = SplitMix64(seed: 27)
        for _ in 0..<5_000 {
            let text = (0..<Int(random.next() % 8)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
                .joined()
            #expect(
                TranslationText.endMark(of: text) == TranslationText.endMark(of: text + " "), "\(text.debugDescription)"
            )
            #expect(
                TranslationText.doubleSpace(in: text) == TranslationText.doubleSpace(in: text + "é"),
                "\(text.debugDescription)")
            #expect(TranslationText.hasLetters(text) == text.contains(where: \.isLetter), "\(text.debugDescription)")
        }
    }

    @Test func aDictionaryIsFoundForARegionOrAVariant() throws {
        try #require(
            SpellingDictionary.files(language: "es") != nil, Comment(rawValue: TranslationChecksTests.hunspellNeeded))
        #expect(SpellingDictionary.files(language: "es")?.dic == "/usr/share/hunspell/es_ES.dic")
        #expect(SpellingDictionary.files(language: "es-MX")?.dic == "/usr/share/hunspell/es_MX.dic")
        #expect(SpellingDictionary.files(language: "es-419")?.dic == "/usr/share/hunspell/es_ES.dic")
        #expect(SpellingDictionary.files(language: "jam") == nil)
    }
}
