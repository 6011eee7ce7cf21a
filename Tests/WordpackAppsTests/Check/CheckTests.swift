import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

@Suite struct CheckTests {
    @Test func aCompleteProjectHasNoFindings() throws {
        let project = try TestProject()
        #expect(try project.findings() == [])
    }

    @Test func theReleasePolicyMakesUntranslatedWordsErrors() throws {
        let project = try TestProject()
        try project.write(
            "inputs/languages/es/words.csv",
            "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\n")
        let warning =
            "inputs/languages/es/words.csv: warning: 1 word of list “Food” has no translation in es: “fig”; add a row for each (list, key, word)."
        #expect(try project.findings() == [warning])
        #expect(
            try project.findings(policy: .release) == [
                warning.replacingOccurrences(of: ": warning: ", with: ": error: ")
            ])
    }

    @Test func listsAndLanguagesNamedInThePipelineMustExist() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"d": {"kind": "firstwords", "name": "D", "lists": ["Animals", "Plants"], "languages": ["en", "fr"]}}}
            """)
        #expect(
            try project.findings() == [
                "pipeline.json: error: `apps.d.lists[1]` names the list “Plants”, but there is no inputs/lists/Plants.xlsx (or .ods, .csv, .tsv); add the sheet or correct the name.",
                "pipeline.json: error: `apps.d.languages[1]` names the language “fr”, but there is no folder inputs/languages/fr/; add it or correct the code.",
            ])
    }

    /// With no list sheet at all, a row's list is still named with what to do, not with an empty list of lists.
    @Test func rowsOfListsWhenThereIsNoListSheetSaySo() throws {
        let project = try TestProject()
        try project.write("pipeline.json", #"{"version": 1, "apps": {}}"#)
        try project.remove("inputs/lists/Animals.csv")
        try project.remove("inputs/lists/Food.csv")
        let findings = try project.findings()
        #expect(
            findings.contains(
                "inputs/languages/en/words.csv!A2: error: there is no list “Animals”; there is no list sheet yet. "
                    + "Correct the name, or add the list's sheet to inputs/lists/."), "\(findings)")
        #expect(
            findings.contains(
                "inputs/languages/es/lists.csv!A3: error: there is no list “Food” to name; there is no list sheet yet."
            ), "\(findings)")
        #expect(!findings.contains { $0.contains("the lists are .") }, "\(findings)")
    }

    @Test func missingMediaNamesTheFileToAdd() throws {
        let project = try TestProject()
        try project.remove("inputs/words/Animals/picture/bat.png")
        try project.remove("inputs/words/Food/sound/yum.wav")
        try project.write("inputs/words/Animals/picture/owl.png", "")
        try project.write("inputs/words/Animals/background/night.jpg", "")
        try project.remove("inputs/languages/es/letters/H.wav")
        try project.write("inputs/languages/Spanish/words.csv", "list,key,word\n")
        #expect(
            try project.findings() == [
                "inputs/languages/Spanish: error: the folder name “Spanish” is not a language code: name a language folder with its ISO 639 code, then optional variants joined by “-” (en, en-GB, en-phonics, ja, jam); did you mean “es”?",
                "inputs/languages/es/letters: error: the letter “H” of “hormiga”, “huevo” and “higo” has no sound in es: add inputs/languages/es/letters/H.wav (or H-final.wav and H-other.wav). The apps that spell it: “deluxe”.",
                "inputs/lists/Animals.csv!B3: error: the picture “bat” of “bat” is missing: add inputs/words/Animals/picture/bat.png.",
                "inputs/lists/Animals.csv!C3: error: the background “night” has several files (inputs/words/Animals/background/night.jpg, inputs/words/Animals/background/night.png); keep only one.",
                "inputs/lists/Food.csv!C2: error: the sound “yum” of “egg” is missing: add inputs/words/Food/sound/yum.wav.",
                "inputs/lists/Food.csv!C3: error: the sound “yum” of “fig” is missing: add inputs/words/Food/sound/yum.wav.",
                "inputs/words/Animals/picture/owl.png: warning: no word of “Animals” uses this picture; name it in a word's picture column, or delete it.",
            ])
    }

    /// A picture named but for its letter case is one sentence at the word's cell, naming the file and its right
    /// name; it is not also reported as a picture no word uses.
    @Test func aFileNamedButForItsCaseIsNamedInTheMissingSentence() throws {
        let project = try TestProject()
        try project.remove("inputs/words/Animals/picture/bat.png")
        try project.media("inputs/words/Animals/picture/Bat.PNG")
        #expect(
            try project.findings() == [
                "inputs/lists/Animals.csv!B3: error: the picture “bat” of “bat” is missing: add "
                    + "inputs/words/Animals/picture/bat.png. inputs/words/Animals/picture/Bat.PNG is there, but file "
                    + "names are case-sensitive: rename it bat.png."
            ])
    }

    /// Each way of breaking the project, and exactly what check says about it.
    @Test(
        arguments: [
            (
                "missing-key-column", "inputs/lists/Food.csv", "name,background\negg,table\n",
                [
                    "inputs/lists/Food.csv: error: has no “key” column; add a column headed “key” holding each word's unique key."
                ]
            ),
            (
                "no-header-row", "inputs/lists/Food.csv", "egg,table,yum\nfig,table,yum\n",
                [
                    "inputs/lists/Food.csv: error: has no header row (its first row starts with “egg”); insert a first row naming the columns: key, picture, sound, background, free, disabled."
                ]
            ),
            (
                "duplicate-key", "inputs/lists/Food.csv",
                "key,background,sound\negg,table,yum\nfig,table,yum\negg,table,yum\n",
                [
                    "inputs/lists/Food.csv!A4: error: the key “egg” is used twice in this list, at A2 and A4; keys must be unique: change or delete one of them (until then, the apps are checked with the first)."
                ]
            ),
            (
                "unknown-list", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\nAnimal,cat,gata\n",
                [
                    "inputs/languages/es/words.csv!A7: error: there is no list “Animal”; the lists are “Animals” and “Food”. Correct the name, or add the list's sheet to inputs/lists/."
                ]
            ),
            (
                "unknown-key", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\nFood,pie,pastel\n",
                [
                    "inputs/languages/es/words.csv!B7: error: the list “Food” has no key “pie” (inputs/lists/Food.csv); correct the key, or add the word to the list first."
                ]
            ),
            (
                "translated-twice", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\nFood,fig,breva\n",
                [
                    "inputs/languages/es/words.csv!B7: error: “fig” of list “Food” is translated twice (also at inputs/languages/es/words.csv!C6); delete one of the rows."
                ]
            ),
            (
                "untranslated", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,\nAnimals,cat,gato\nFood,egg,huevo\n",
                [
                    "inputs/languages/es/words.csv: warning: 1 word of list “Food” has no translation in es: “fig”; add a row for each (list, key, word).",
                    "inputs/languages/es/words.csv!C3: warning: “bat” (list Animals) has no word in es yet; type it in this cell.",
                ]
            ),
            (
                "empty-word", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,\u{200B} \nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\n",
                [
                    "inputs/languages/es/words.csv!C3: error: the word for “bat” in list “Animals” is empty (the cell holds only spaces or invisible characters); type the word, or clear the cell if it is not translated yet."
                ]
            ),
            (
                "spaces-and-nfc", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga \nAnimals,bat,murcie\u{301}lago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo\n",
                [
                    "inputs/languages/es/words.csv!C2: warning: the word “hormiga” has spaces or line breaks at its end, which were removed; delete them in the sheet.",
                    "inputs/languages/es/words.csv!C3: warning: the word “murciélago” is not in Unicode NFC (an accent is typed as a separate character); it was normalized. Retype it in the sheet to make the sheet match.",
                ]
            ),
            (
                "invalid-values", "inputs/languages/es/words.csv",
                "list,key,word,caseOverride,disabled\nAnimals,ant,hormiga,3,\nAnimals,bat,murciélago,,maybe\nAnimals,cat,gato,capitalized,yes\nFood,egg,huevo\nFood,fig,higo\n",
                [
                    "inputs/languages/es/words.csv!D2: error: “3” in the caseOverride column is not a letter case; write 0 (uppercase), 1 (lowercase) or 2 (capitalized), or leave the cell empty.",
                    "inputs/languages/es/words.csv!E3: error: “maybe” in the disabled column is not TRUE or FALSE; write TRUE, or leave the cell empty for FALSE.",
                ]
            ),
            (
                "unterminated-quote", "inputs/lists/Food.csv", "key,background,sound\n\"egg,table,yum\nfig,table,yum\n",
                [
                    "inputs/lists/Food.csv!A2: error: has a quote mark (\") that opens cell A2 but no closing quote mark, so everything after it would be read as one cell. Add the closing quote mark at the end of that cell's text (write a quote mark inside the text as two: \"\")."
                ]
            ),
        ] as [(String, String, String, [String])])
    func eachProblemIsReportedWhereItIs(name: String, path: String, contents: String, expected: [String]) throws {
        let project = try TestProject()
        try project.write(path, contents)
        let actual = try project.findings()
        #expect(actual == expected, "\(name): \(actual)")
    }
}
