import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackTestSupport

@testable import WordpackPipeline

/// The vocabulary API's word files are named after the words: words that would be one file on macOS, iOS and
/// Windows, a word with `/`, and a word too long for a file name are errors at their cells in `check`.
@Suite struct VocabularyPathWordTests {
    private func project(words: [(key: String, word: String)], api: Bool = true) throws -> TestProject {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {"words": {"kind": "vocabulary", "lists": ["Words"], "api": \(api)}}}
            """)
        let rows = words.map { "\($0.key),a meaning,noun,,,,,,,,\n" }.joined()
        try project.write(
            "inputs/lists/Words.csv",
            "key,definition,partOfSpeech,examples,synonyms,antonyms,typeOf,syllables,pronunciation,frequency,level\n"
                + rows)
        let english = words.map { "Words,\($0.key),\($0.word)\n" }.joined()
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nAnimals,ant,ant\nAnimals,bat,bat\nAnimals,cat,cat\nFood,egg,egg\nFood,fig,fig\n" + english)
        return project
    }

    private func errors(_ project: TestProject) throws -> [String] {
        try Workflows.check(BuildOptions(project: project.project)).findings.filter { $0.severity == .error }
            .map(\.description)
    }

    @Test func wordsDifferingOnlyInCaseOrAccentsAreRefusedNamingBothRows() throws {
        let found = try errors(
            try project(words: [
                ("rain", "rain"), ("rain2", "Rain"), ("rain3", "RAIN"), ("cafe", "café"),
                ("cafe2", "cafe\u{301}"),
            ]))
        #expect(
            found.contains(
                "inputs/languages/en/words.csv!C8: error: the word “Rain” differs from “rain” (C7) only in case or in "
                    + "how an accent is written: their files api/words/Rain.json and api/words/rain.json would be one "
                    + "file on macOS, iOS and Windows, and one would overwrite the other. Write the word as the other is "
                    + "written, or make it a sense of the other's row."), "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("inputs/languages/en/words.csv!C9: error: the word “RAIN” differs from “rain” (C7)")
            })
        // “café” composed and decomposed name one file everywhere: served once, as its first row has it.
        #expect(!found.contains { $0.contains("café") })
        #expect(found.count == 2)
        // Without the API there are no files named after the words.
        #expect(try errors(try project(words: [("rain", "rain"), ("rain2", "Rain")], api: false)).isEmpty)
    }

    @Test func aWordWithASlashOrTooLongForAFileNameIsAnErrorAtItsCell() throws {
        let long = String(repeating: "a", count: 300)
        let found = try errors(try project(words: [("andor", "and/or"), ("long", long), ("fine", "fine")]))
        #expect(
            found == [
                "inputs/languages/en/words.csv!C7: error: the word “and/or” holds “/”, so it cannot be served at "
                    + "/words/<word> (its file would be in another folder); write the word without it.",
                "inputs/languages/en/words.csv!C8: error: the word “\(long)” is 300 bytes long (UTF-8): its file "
                    + "api/words/<word>.json would pass the 255 bytes a file system allows a name; a word can have at "
                    + "most 200. Shorten it.",
            ])
    }

    @Test func keysOfTwoListsThatNameOneWordFileAreRefused() throws {
        let project = try project(words: [("rain", "rain")], api: false)
        try project.write(
            "pipeline.json",
            #"{"version": 1, "apps": {"words": {"kind": "vocabulary", "lists": ["Words", "Weather"]}}}"#)
        try project.write(
            "inputs/lists/Weather.csv",
            "key,definition,partOfSpeech\nRain,water falling,noun\nsnow,ice falling,noun\n")
        try project.write(
            "inputs/languages/en/words.csv",
            "list,key,word\nWords,rain,rain\nWeather,Rain,drizzle\nWeather,snow,snow\n")
        #expect(
            try errors(project) == [
                "inputs/lists/Weather.csv!A2: error: the key “Rain” differs only in case or accents from “rain”, in "
                    + "the list “Words” (inputs/lists/Words.csv!A2), and the vocabulary app “words” writes one file "
                    + "words/<key>.json per key for all its lists: one would overwrite the other. Give the word another "
                    + "key in one of the lists."
            ])
    }

    @Test func aKeyTooLongForAFileNameIsAnErrorAtItsCellAndNothingIsBuilt() throws {
        let project = try TestProject()
        let key = String(repeating: "k", count: 300)
        try project.write(
            "inputs/lists/Food.csv", "key,background,sound\r\negg,table,yum\r\nfig,table,yum\r\n\(key),table,yum\r\n")
        let build = try WordpackBinary.run(["build"], in: project.root, timeout: 300)
        #expect(build.status != 0)
        #expect(
            build.standardError.contains(
                "inputs/lists/Food.csv!A4: error: the key “\(key)” cannot be a file name because it is 300 bytes long "
                    + "(UTF-8)"))
        #expect(!FileManager.default.fileExists(atPath: project.folder.file("outputs/manifest.json").path))
    }
}
