import Foundation
import Testing
import WordpackTestSupport

/// `wordpack script` through the real binary on copies of the sample: golden scripts, the default list against
/// what `wordpack check` reports missing, `--all`, `--list`, unknown names, and the TSV read back by Python.
@Suite struct RecordingScriptEndToEndTests {
    /// The TSV's rows after the header, each split at tabs.
    static func rows(_ folder: TemporaryFolder, _ code: String) throws -> [[String]] {
        let text = try String(contentsOf: folder.file("scripts/\(code).tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    @Test func goldenScriptsOfTheSampleAndTheSameBytesTwice() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        // jam is played by no app that needs recordings (Chatwa shows words only): its script is empty.
        let jam = try WordpackBinary.run(["script", "--language", "jam"], in: folder.url)
        #expect(jam.status == 0, "\(jam.standardError)")
        #expect(
            jam.standardError.contains("script: 0 recordings → scripts/jam.html, scripts/jam.tsv"),
            "\(jam.standardError)")
        try Golden.check(try Data(contentsOf: folder.file("scripts/jam.html")), against: "recording-script-jam.html")
        try Golden.check(try Data(contentsOf: folder.file("scripts/jam.tsv")), against: "recording-script-jam.tsv")

        let es = try WordpackBinary.run(["script", "--language", "es", "--all", "--per-page", "10"], in: folder.url)
        #expect(es.status == 0, "\(es.standardError)")
        let html = try Data(contentsOf: folder.file("scripts/es.html"))
        let tsv = try Data(contentsOf: folder.file("scripts/es.tsv"))
        try Golden.check(html, against: "recording-script-es-all.html")
        try Golden.check(tsv, against: "recording-script-es-all.tsv")

        let again = try WordpackBinary.run(["script", "--language", "es", "--all", "--per-page", "10"], in: folder.url)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try Data(contentsOf: folder.file("scripts/es.html")) == html)
        #expect(try Data(contentsOf: folder.file("scripts/es.tsv")) == tsv)
    }

    @Test func theDefaultListIsWhatCheckReportsMissing() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        for path in [
            "inputs/languages/es/speech/Animals/cat.wav", "inputs/languages/es/speech/Food/apple.wav",
            "inputs/languages/es/letters/V.flac", "inputs/languages/en/speech/Nature/canopy.mp3",
        ] {
            try FileManager.default.removeItem(at: folder.file(path))
        }
        let check = try WordpackBinary.run(["check", "--format", "json"], in: folder.url)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any],
            "\(check.standardError)")
        let messages = try #require(report["findings"] as? [[String: Any]]).compactMap { $0["message"] as? String }
        for code in ["es", "en"] {
            let pattern = try Regex("add (inputs/languages/\(code)/[^ ]+?\\.wav)")
            let missing = Set(messages.flatMap { $0.matches(of: pattern).map { String($0.output[1].substring ?? "") } })
            let result = try WordpackBinary.run(["script", "--language", code], in: folder.url)
            #expect(result.status == 0, "\(result.standardError)")
            let listed = try Self.rows(folder, code).map { $0[4] }
            #expect(!missing.isEmpty)
            #expect(Set(listed) == missing, "\(code): script \(listed), check \(missing.sorted())")
            #expect(listed.count == Set(listed).count)
        }
        let es = try Self.rows(folder, "es").map { $0[4] }
        // Words first, in list order (Animals before Food), then the letter sounds.
        #expect(
            es == [
                "inputs/languages/es/speech/Animals/cat.wav", "inputs/languages/es/speech/Food/apple.wav",
                "inputs/languages/es/letters/V.wav",
            ])
    }

    @Test func allOneListUnknownNamesAndPythonReadsTheTSV() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let all = try WordpackBinary.run(["script", "--language", "es", "--all"], in: folder.url)
        #expect(all.status == 0, "\(all.standardError)")
        let rows = try Self.rows(folder, "es")
        #expect(rows.contains { $0[4] == "inputs/languages/es/speech/Animals/cat.wav" && $0[2] == "Animals" })
        // A.flac is redone as the WAV split writes.
        #expect(rows.contains { $0[4] == "inputs/languages/es/letters/A.wav" && $0[2].isEmpty })
        #expect(rows.map { $0[0] } == rows.indices.map { String($0 + 1) })

        let python = try ExternalTool.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                """
                import csv, sys
                rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8'), delimiter='\\t'))
                assert rows[0] == ['number', 'text', 'list', 'key', 'path'], rows[0]
                assert all(len(row) == 5 for row in rows), [row for row in rows if len(row) != 5]
                print(len(rows) - 1)
                """, folder.file("scripts/es.tsv").path,
            ])
        #expect(python.status == 0, "\(python.standardError)")
        #expect(python.standardOutput == "\(rows.count)\n")

        let animals = try WordpackBinary.run(
            ["script", "--language", "es", "--all", "--list", "Animals"], in: folder.url)
        #expect(animals.status == 0, "\(animals.standardError)")
        let animalRows = try Self.rows(folder, "es")
        #expect(!animalRows.isEmpty && animalRows.allSatisfy { $0[2] == "Animals" })
        #expect(animalRows.count == rows.filter { $0[2] == "Animals" }.count)

        let language = try WordpackBinary.run(["script", "--language", "de"], in: folder.url)
        #expect(language.status != 0)
        #expect(
            language.standardError.contains("error: there is no language folder inputs/languages/de/"),
            "\(language.standardError)")
        // A code no folder may have is the argument parser's to refuse.
        let code = try WordpackBinary.run(["script", "--language", "xx"], in: folder.url)
        #expect(code.status == 64)
        #expect(code.standardError.contains("inputs/languages/xx: the folder name “xx” is not a language code"))
        let list = try WordpackBinary.run(["script", "--language", "es", "--list", "Planets"], in: folder.url)
        #expect(list.status != 0)
        #expect(
            list.standardError.contains("error: there is no list “Planets” (the lists are "), "\(list.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("scripts/xx.tsv").path))
    }

    @Test func theDefaultListHasAClippedAndASilentRecording() throws {
        // dog.wav clipped and bear.wav silent (the audio fixtures): recorded, but to be recorded again.
        let folder = try WordpackBinary.copyOfSampleProject()
        let animals = "inputs/languages/es/speech/Animals"
        for (fixture, key) in [("clipped.wav", "dog"), ("silent.wav", "bear")] {
            try FileManager.default.removeItem(at: folder.file("\(animals)/\(key).wav"))
            try FileManager.default.copyItem(
                at: Fixtures.url("audio/\(fixture)"), to: folder.file("\(animals)/\(key).wav"))
        }
        let result = try WordpackBinary.run(["script", "--language", "es"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let listed = try Self.rows(folder, "es").map { $0[4] }
        #expect(listed == ["\(animals)/bear.wav", "\(animals)/dog.wav"], "\(listed)")
        let page = try String(contentsOf: folder.file("scripts/es.html"), encoding: .utf8)
        #expect(page.contains("2 recordings to record."))
    }
}
