import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackChatwa

/// The test project with a Chatwa app: Animals has a hint column (bat's cell is empty), Food has none, so
/// bat, egg and fig take their hint from en. Patois words in `inputs/languages/jam/words.csv`.
private func chatwaProject(jam: String = ChatwaStageTests.jamWords) throws -> TestProject {
    let project = try TestProject()
    try project.write(
        "pipeline.json",
        """
        {"version": 1, "apps": {"chatwa": {"kind": "chatwa", "lists": ["Animals", "Food"], "language": "jam", "hintLanguage": "en"}}}
        """)
    try project.write(
        "inputs/lists/Animals.csv",
        "key,picture,background,free,hint\r\nant,,grass,TRUE,A tiny insect\r\nbat,,night,TRUE,\r\ncat,,grass,,A pet that says meow\r\n"
    )
    try project.write("inputs/languages/jam/words.csv", jam)
    return project
}

@Suite struct ChatwaStageTests {
    static let jamWords =
        "list,key,word,grid\nAnimals,ant,ants,\nAnimals,bat,bat,\nAnimals,cat,puss,\nFood,egg,hegg,\nFood,fig,fig,\n"

    @Test func oneRoundPerWordInListOrderThenSheetOrder() throws {
        let project = try chatwaProject()
        let report = ChatwaStage.run(try project.stageContext())
        #expect(report.findings == [])
        #expect(report.written == ["chatwa/levels.json"])
        let data = try Data(contentsOf: project.root.appendingPathComponent("outputs/chatwa/levels.json"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: String]]])
        let words = try #require(document["words"])
        #expect(Set(words.keys) == ["0", "1", "2", "3", "4"])
        let rounds = (0..<5).compactMap { words[String($0)] }
        #expect(rounds.map { $0["answer"] } == ["ANTS", "BAT", "PUSS", "HEGG", "FIG"])
        #expect(rounds.map { $0["hint"] } == ["A tiny insect", "bat", "A pet that says meow", "egg", "fig"])
        for round in rounds {
            #expect(Set(round.keys) == ["hint", "answer", "grid"])
            #expect(GridRules.violations(grid: round["grid"] ?? "", answer: round["answer"] ?? "") == [])
        }
        // The same input gives the same bytes.
        #expect(ChatwaStage.run(try project.stageContext()).unchanged == ["chatwa/levels.json"])
    }

    /// The game shows about two lines of hint: a longer one (here a paragraph pasted by mistake) is an error
    /// at its cell, and the level set is not written.
    @Test func aHintTooLongForTheGameIsAnError() throws {
        let project = try chatwaProject()
        let long = String(repeating: "A tiny insect that lives in a hill ", count: 3)
        try project.write(
            "inputs/lists/Animals.csv",
            "key,picture,background,free,hint\r\nant,,grass,TRUE,\(long)\r\nbat,,night,TRUE,\r\ncat,,grass,,A pet\r\n")
        let report = ChatwaStage.run(try project.stageContext())
        #expect(
            report.findings.map(\.description) == [
                "inputs/lists/Animals.csv!E2: error: the Chatwa hint “A tiny insect that lives in a hill A tin…” is "
                    + "104 characters long, but the game shows at most 60 (two short lines above the answer tiles); shorten it."
            ])
        #expect(report.written == [])
    }

    @Test func aGridDependsOnItsWordNotOnItsRoundNumber() throws {
        let project = try chatwaProject()
        let first = try #require(try project.stageContext().configuration.chatwaApps.first?.app)
        var reordered = first
        reordered.lists = .only(["Food", "Animals"])
        let catalogue = project.ingest()
        let grids = Dictionary(uniqueKeysWithValues: first.rounds(in: catalogue).rounds.map { ($0.key, $0.grid) })
        let moved = reordered.rounds(in: catalogue).rounds
        #expect(moved.map(\.key) == ["egg", "fig", "ant", "bat", "cat"])
        for round in moved { #expect(grids[round.key] == round.grid) }
    }

    @Test func aHandWrittenGridIsKept() throws {
        let project = try chatwaProject(
            jam: Self.jamWords.replacingOccurrences(of: "ant,ants,", with: "ant,ants,STNAQWERTYUIOP"))
        let app = try #require(try project.stageContext().configuration.chatwaApps.first?.app)
        let (rounds, findings) = app.rounds(in: project.ingest())
        #expect(findings == [])
        #expect(rounds.first?.grid == "STNAQWERTYUIOP")
    }

    /// Each answer the tiles cannot spell, and exactly what check says (at the Patois word's cell).
    @Test(arguments: [
        (
            "space", "big up",
            [
                "has a space, but the answer is one row of letter tiles: write it as one word (“BIGUP”), or mark the word disabled in this language."
            ]
        ),
        ("apostrophe", "don't", ["has “'”, which no tile shows: leave it out (“DONT”)."]),
        ("digit", "r2d2", ["has the digit “2”, which no tile shows: spell the number in letters."]),
        (
            "diacritic", "café",
            ["has “É”, a letter with a mark that the tiles cannot show: write the plain letter (“CAFE”)."]
        ),
        (
            "two-diacritics", "ñamé",
            ["has “Ñ” and “É”, letters with marks that the tiles cannot show: write the plain letters (“NAME”)."]
        ),
        (
            "not-latin", "ωmega",
            [
                "has “Ω”, which is not one of the letters A to Z that the tiles show: write the word in the Latin alphabet."
            ]
        ),
        (
            "twelve-letters", "abcdefghijkl",
            [
                "has 12 letters, but the answer row has 11 slots: choose a shorter word, or mark the word disabled in this language."
            ]
        ),
        (
            "space-and-marks", "wah gwaan!?",
            [
                "has a space, but the answer is one row of letter tiles: write it as one word (“WAHGWAAN”), or mark the word disabled in this language.",
                "has “!” and “?”, which no tile shows: leave them out (“WAHGWAAN”).",
            ]
        ),
    ])
    func anAnswerTheTilesCannotSpellIsAnError(failure: String, word: String, problems: [String]) throws {
        let project = try chatwaProject(jam: Self.jamWords.replacingOccurrences(of: "ant,ants,", with: "ant,\(word),"))
        let answer = word.uppercased()
        let expected = problems.map {
            "inputs/languages/jam/words.csv!C2: error: the Chatwa answer “\(answer)” (this word in capitals) \($0)"
        }
        #expect(ChatwaStage.inspect(try project.stageContext()).map(\.description) == expected, "\(failure)")
        // The stage refuses to write a level set with a hole in it.
        let report = ChatwaStage.run(try project.stageContext())
        #expect(report.findings.map(\.description) == expected)
        #expect(report.written == [] && report.unchanged == [])
    }

    /// Each hand-written grid that breaks a rule, for the answer ANTS, and exactly what check says.
    @Test(arguments: [
        (
            "thirteen-letters", "ANTSXYZABCDEF",
            [
                "has 13 characters; a grid is 14 capital letters A to Z, the top row's 7 then the bottom row's 7: correct it, or clear the cell to have one made."
            ]
        ),
        (
            "lowercase", "QWERTYAntsUIOP",
            [
                "has “n”, “t” and “s”; a grid is 14 capital letters A to Z, the top row's 7 then the bottom row's 7: correct it, or clear the cell to have one made."
            ]
        ),
        (
            "space-between-rows", "QWERTYA NTSUIOP",
            [
                "has a space; a grid is 14 capital letters A to Z, the top row's 7 then the bottom row's 7: correct it, or clear the cell to have one made.",
                "has 15 characters; a grid is 14 capital letters A to Z, the top row's 7 then the bottom row's 7: correct it, or clear the cell to have one made.",
            ]
        ),
        (
            "missing-letters", "QWERTYAUIOPLKJ",
            [
                "lacks “N” and “S” of the answer “ANTS”: put them in place of other letters, or clear the cell to have one made."
            ]
        ),
        (
            "spelled-with-gaps", "AXNTSQWERTYUIO",
            [
                "spells the answer “ANTS” in order in its top row (“AXNTSQW”): shuffle that row, or clear the cell to have one made."
            ]
        ),
        (
            "spelled-in-both-rows", "ANTSQWEANTSRTY",
            [
                "spells the answer “ANTS” in order in its top row (“ANTSQWE”) and its bottom row (“ANTSRTY”): shuffle those rows, or clear the cell to have one made."
            ]
        ),
    ])
    func aHandWrittenGridThatBreaksARuleIsAnError(failure: String, grid: String, problems: [String]) throws {
        let project = try chatwaProject(
            jam: Self.jamWords.replacingOccurrences(of: "ant,ants,", with: "ant,ants,\(grid)"))
        let expected = problems.map { "inputs/languages/jam/words.csv!D2: error: the grid “\(grid)” \($0)" }
        #expect(ChatwaStage.inspect(try project.stageContext()).map(\.description) == expected, "\(failure)")
        #expect(ChatwaStage.run(try project.stageContext()).written == [])
    }

    @Test func aRoundWithoutAHintIsAnError() throws {
        let project = try chatwaProject()
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\n")
        #expect(
            ChatwaStage.inspect(try project.stageContext()).map(\.description) == [
                "inputs/lists/Food.csv!row 3: error: the Chatwa round “FIG” (key “fig”) has no hint: write one in the list's hint column, or translate “fig” in en."
            ])
    }

    @Test func disabledAndUntranslatedWordsAreNoRounds() throws {
        let project = try chatwaProject(
            jam: "list,key,word,disabled\nAnimals,ant,ants,\nAnimals,bat,bat,TRUE\nFood,egg,hegg,\nFood,fig,fig,\n")
        try project.write(
            "inputs/lists/Food.csv", "key,background,sound,disabled\negg,table,yum,TRUE\nfig,table,yum,\n")
        let app = try #require(try project.stageContext().configuration.chatwaApps.first?.app)
        #expect(app.rounds(in: project.ingest()).rounds.map(\.key) == ["ant", "fig"])
    }

    @Test func pipelineJSONMayDeclareOneChatwaApp() throws {
        let project = try chatwaProject()
        try project.write(
            "pipeline.json",
            #"{"version": 1, "apps": {"b": {"kind": "chatwa"}, "a": {"kind": "chatwa"}, "c": {"kind": "chatwa"}}}"#)
        let expected = [
            "pipeline.json: error: declares 3 Chatwa apps (“a”, “b” and “c”), but Chatwa reads a single outputs/chatwa/levels.json; keep one app of kind “chatwa”."
        ]
        #expect(ChatwaStage.inspect(try project.stageContext()).map(\.description) == expected)
        #expect(ChatwaStage.run(try project.stageContext()).findings.map(\.description) == expected)
    }

    @Test func aMissingLanguageStopsTheStage() throws {
        let project = try chatwaProject()
        try project.remove("inputs/languages/jam")
        let report = ChatwaStage.run(try project.stageContext())
        #expect(
            report.findings.map(\.description) == [
                "pipeline.json: error: `apps.chatwa.language` names the language “jam”, but there is no folder inputs/languages/jam/; add it or correct the code."
            ])
    }

    @Test func anEmptyLevelSetHasTheGamesShape() throws {
        #expect(String(decoding: ChatwaLevelsFile.data([]), as: UTF8.self) == "{\n  \"words\": {}\n}\n")
    }
}
