import Foundation
import Testing
import WordpackAppKind
import WordpackApps
import WordpackAppsTestSupport
import WordpackCatalogue
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackCore
@testable import WordpackOle

@Suite struct OleStageTests {
    static let englishWords =
        "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\nFood,fig,fig\n"

    @Test func pairsFollowThePipelinesListsThenSheetOrderAndJoinAlternatives() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"ole": {"kind": "ole", "lists": ["Food", "Animals"], "english": "en", "spanish": "es"}}}
            """)
        try project.write("inputs/lists/Food.csv", "key,disabled\nfig,\negg,\nplum,TRUE\n")
        try project.write(
            "inputs/languages/es/words.csv",
            """
            list,key,word,alternatives,disabled
            Animals,ant,hormiga,,
            Animals,bat,murciélago,vampiro / quiróptero,
            Animals,cat,gato,gata,TRUE
            Food,egg,huevo,,
            Food,fig,higo,breva,
            Food,plum,ciruela,,

            """)
        try project.write("inputs/languages/en/words.csv", Self.englishWords + "Food,plum,plum\n")
        let report = OleStage.run(try project.stageContext())
        #expect(report.findings == [])
        #expect(report.written == ["ole/words.json"])
        let written = try String(
            contentsOf: project.root.appendingPathComponent("outputs/ole/words.json"), encoding: .utf8)
        // fig, egg (Food first, in sheet order; plum is disabled in the list), then ant and bat (cat is disabled in es).
        #expect(
            written == """
                [\r
                  {\r
                    "text_eng":"fig",\r
                    "text_spa":"higo / breva"\r
                  },\r
                  {\r
                    "text_eng":"egg",\r
                    "text_spa":"huevo"\r
                  },\r
                  {\r
                    "text_eng":"ant",\r
                    "text_spa":"hormiga"\r
                  },\r
                  {\r
                    "text_eng":"bat",\r
                    "text_spa":"murciélago / vampiro / quiróptero"\r
                  }\r
                ]\r

                """)
        #expect(OleStage.run(try project.stageContext()).unchanged == ["ole/words.json"])
    }

    @Test func anEmptyListOfPairsIsStillAnArray() {
        #expect(OleWordsFile.data([]) == Data("[\r\n]\r\n".utf8))
    }

    @Test func textsAreEscapedForJSONAndComposed() throws {
        #expect(JSONText.quoted("say \"hi\" \\ now\n\u{1}/") == #""say \"hi\" \\ now\n\u0001/""#)
        #expect(JSONText.quoted("cafe\u{301}").unicodeScalars.elementsEqual("\"caf\u{E9}\"".unicodeScalars))
        let pair = OlePair(
            list: "L", key: "k", english: "\"quoted\"", spanish: ["a", "b"],
            englishCell: Location(file: "f"), spanishCell: Location(file: "f"))
        let json = try JSONSerialization.jsonObject(with: OleWordsFile.data([pair])) as? [[String: String]]
        #expect(json == [["text_eng": "\"quoted\"", "text_spa": "a / b"]])
    }

    /// Each thing Olé would get wrong, the file that provokes it, and exactly what check says.
    @Test(
        .tags(.slow),
        arguments: [
            (
                "english-text-twice", "inputs/languages/en/words.csv",
                englishWords.replacingOccurrences(of: "Food,fig,fig", with: "Food,fig,egg"),
                [
                    "inputs/languages/en/words.csv!C6: error: the English text “egg” is also at C5; Olé finds each pair by its English text and would misjudge answers to one of them: reword one, or mark one of the two words disabled."
                ]
            ),
            (
                "english-text-twice-in-another-case", "inputs/languages/en/words.csv",
                englishWords.replacingOccurrences(of: "Food,fig,fig", with: "Food,fig,Egg"),
                [
                    "inputs/languages/en/words.csv!C6: error: the English text “Egg” is also at C5; Olé finds each pair by its English text and would misjudge answers to one of them: reword one, or mark one of the two words disabled."
                ]
            ),
            (
                "english-text-inside-another", "inputs/languages/en/words.csv",
                englishWords.replacingOccurrences(of: "Animals,bat,bat", with: "Animals,bat,cattle"),
                [
                    "inputs/languages/en/words.csv!C4: warning: the English text “cat” is contained in “cattle” (C3); Olé finds English texts by substring and may mistake one for the other: if it does, reword the shorter one."
                ]
            ),
            (
                "slash-in-english", "inputs/languages/en/words.csv",
                englishWords.replacingOccurrences(of: "Food,fig,fig", with: "Food,fig,fig / figs"),
                [
                    "inputs/languages/en/words.csv!C6: error: the English text “fig / figs” holds “ / ”, but Olé splits only the Spanish side into alternatives; keep one English text here, and give the others words of their own."
                ]
            ),
            (
                "slash-in-spanish-word", "inputs/languages/es/words.csv",
                "list,key,word\nAnimals,ant,hormiga\nAnimals,bat,murciélago\nAnimals,cat,gato\nFood,egg,huevo\nFood,fig,higo / breva\n",
                [
                    "inputs/languages/es/words.csv!C6: warning: the Spanish word “higo / breva” holds “ / ”: Olé reads the parts as alternatives, but other apps would show the whole text; keep the first in this cell and put the others in an alternatives column."
                ]
            ),
            (
                "empty-alternative", "inputs/languages/es/words.csv",
                "list,key,word,alternatives\nAnimals,ant,hormiga,\nAnimals,bat,murciélago,\nAnimals,cat,gato,gata /\nFood,egg,huevo,\nFood,fig,higo,\n",
                [
                    "inputs/languages/es/words.csv!D4: error: the alternatives “gata /” hold an empty translation (a “/” with nothing on one side), which Olé would offer as an answer; delete the extra “/”."
                ]
            ),
            (
                "alternative-repeats-the-word", "inputs/languages/es/words.csv",
                "list,key,word,alternatives\nAnimals,ant,hormiga,\nAnimals,bat,murciélago,\nAnimals,cat,gato,gata / gato\nFood,egg,huevo,\nFood,fig,higo,\n",
                [
                    "inputs/languages/es/words.csv!D4: warning: the alternative “gato” repeats a translation of this word; delete it."
                ]
            ),
            (
                "alternatives-without-a-word", "inputs/languages/es/words.csv",
                "list,key,word,alternatives\nAnimals,ant,hormiga,\nAnimals,bat,murciélago,\nAnimals,cat,,gata\nFood,egg,huevo,\nFood,fig,higo,\n",
                [
                    "inputs/languages/es/words.csv!C4: error: “cat” (list Animals) has alternatives but no Spanish word; type the first translation in this cell and keep the others as alternatives."
                ]
            ),
            (
                "too-few-pairs", "pipeline.json", #"{"version": 1, "apps": {"o": {"kind": "ole", "lists": ["Food"]}}}"#,
                [
                    "pipeline.json: error: the Olé app “o” has 2 pairs of English and Spanish words, but Olé shows four Spanish texts for each English one; translate at least 4 words of its lists in en and es."
                ]
            ),
            (
                "two-ole-apps", "pipeline.json",
                #"{"version": 1, "apps": {"ole": {"kind": "ole"}, "extra": {"kind": "ole"}}}"#,
                [
                    "pipeline.json: error: declares 2 Olé apps (“extra” and “ole”), but Olé reads a single outputs/ole/words.json; keep one app of kind “ole”."
                ]
            ),
        ])
    func eachProblemIsNamedAtItsCell(failure: String, file: String, contents: String, expected: [String]) throws {
        let project = try TestProject()
        try project.write(file, contents)
        let findings = Diagnostic.sorted(OleStage.inspect(try project.stageContext())).map(\.description)
        #expect(findings == expected, "\(failure)")
    }

    @Test func theSampleHasNoOleProblems() throws {
        let project = try TestProject()
        #expect(OleStage.inspect(try project.stageContext()) == [])
    }

    @Test func runReportsWhatKeepsItFromWriting() throws {
        let project = try TestProject()
        try project.write("pipeline.json", #"{"version": 1, "apps": {"ole": {"kind": "ole", "spanish": "es-MX"}}}"#)
        let report = OleStage.run(try project.stageContext())
        #expect(
            report.findings.map(\.description) == [
                "pipeline.json: error: `apps.ole.spanish` names the language “es-MX”, but there is no folder inputs/languages/es-MX/; add it or correct the code."
            ])
        #expect(report.written == [])
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("outputs/ole").path))
    }

    @Test func theSampleCatalogueMatchesItsGoldenWordsFile() throws {
        let project = Project(root: Fixtures.repository)
        let configuration = try project.loadConfiguration()
        let catalogue = Ingest(project: project).run()
        let app = try #require(configuration.oleApps.first?.app)
        try Golden.check(OleWordsFile.data(app.pairs(in: catalogue).pairs), against: "sample-ole-words.json")
    }
}
