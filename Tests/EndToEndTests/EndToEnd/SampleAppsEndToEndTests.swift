import Foundation
import Testing
import WordpackTestSupport

/// `wordpack build` on a copy of the sample catalogue writes Olé's and Chatwa's files, which an independent
/// reader (`Tests/Fixtures/apps/check_app_outputs.py`, Python) finds valid, and which match the golden files.
@Suite struct SampleAppsEndToEndTests {
    struct Reading: Decodable, Equatable {
        var pairs: Int
        var rounds: Int
        var problems: [String]
    }

    static func readIndependently(words: URL, levels: URL) throws -> Reading {
        let python = try #require(ExternalTool.find("python3"), "python3 is missing: make test installs it")
        let result = try ExternalTool.run(
            python, [Fixtures.url("apps/check_app_outputs.py").path, words.path, levels.path])
        #expect(result.status == 0, "python3 check_app_outputs.py failed: \(result.standardError)")
        return try JSONDecoder().decode(Reading.self, from: result.output)
    }

    @Test func buildWritesValidOleAndChatwaFiles() throws {
        let result = try WordpackBinary.builtSample()
        let folder = result.folder
        #expect(result.standardError.contains("ole: 1 file written, 0 unchanged\n"))
        #expect(result.standardError.contains("chatwa: 1 file written, 0 unchanged\n"))
        let words = folder.file("outputs/ole/words.json")
        let levels = folder.file("outputs/chatwa/levels.json")
        #expect(
            try Self.readIndependently(words: words, levels: levels) == Reading(pairs: 17, rounds: 17, problems: []))
        #expect(try Data(contentsOf: words) == Data(contentsOf: Fixtures.url("golden/sample-ole-words.json")))
        #expect(try Data(contentsOf: levels) == Data(contentsOf: Fixtures.url("golden/sample-chatwa-levels.json")))

        // pipeline.json saved again with a blank line added (other bytes, the same settings): the build runs in full; neither file is made again, and both
        // are still there.
        try WordpackBinary.saveAgain(folder.file("pipeline.json"), adding: "\n")
        let again = try WordpackBinary.run(["build"], in: folder.url)
        #expect(again.standardError.contains("ole: 0 files written, 0 unchanged\n"))
        #expect(again.standardError.contains("chatwa: 0 files written, 0 unchanged\n"))
        #expect(try Data(contentsOf: words) == Data(contentsOf: Fixtures.url("golden/sample-ole-words.json")))
    }

    @Test func theIndependentReaderFindsOnlyTheRepeatsInTheRoundTripsOutput() throws {
        let folder = try TemporaryFolder()
        for item in ["pipeline.json", "inputs"] {
            try FileManager.default.copyItem(
                at: Fixtures.url("ole-roundtrip").appendingPathComponent(item), to: folder.file(item))
        }
        #expect(try WordpackBinary.run(["ingest", "--quiet"], in: folder.url).status == 0)
        #expect(try WordpackBinary.run(["stage", "ole", "--quiet"], in: folder.url).status == 0)
        let reading = try Self.readIndependently(
            words: folder.file("outputs/ole/words.json"), levels: Fixtures.url("golden/sample-chatwa-levels.json"))
        #expect(
            reading
                == Reading(
                    pairs: 297, rounds: 17,
                    problems: [
                        "pair 140: the English text 'wing' repeats", "pair 252: the English text '(to) hang' repeats",
                    ]))
    }
}
