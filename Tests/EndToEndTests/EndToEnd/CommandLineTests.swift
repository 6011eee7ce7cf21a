import Foundation
import Testing
import WordpackTestSupport

/// The real binary on a copy of the sample catalogue, as the content team and CI run it.
@Suite struct CommandLineTests {
    @Test(.tags(.slow)) func theSampleCatalogueBuildsWithoutErrors() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let result = try WordpackBinary.run(["build"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains(": error:"))
        #expect(
            result.standardError.contains("ingest: 5 lists (62 words), 6 languages (en, en-phonics, es, fr, ja, jam)"))
        // The manifest has no timestamps: the same inputs give the same bytes (wordpack's version and the
        // settings' digests included), so a change to any output shows here.
        try Golden.check(Data(contentsOf: folder.file("outputs/manifest.json")), against: "sample-manifest.json")
        let first = try Data(contentsOf: folder.file(".wordpack/catalogue.sqlite"))
        #expect(try WordpackBinary.run(["build", "--quiet"], in: folder.url).status == 0)
        #expect(try Data(contentsOf: folder.file(".wordpack/catalogue.sqlite")) == first)
    }

    @Test func brokenSheetsAreAllReportedWithTheirCellsAndExitOne() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        // An unterminated quote in the Japanese words, and a misspelt list in the Patois words.
        let ja = folder.file("inputs/languages/ja/words.csv")
        var text = try String(contentsOf: ja, encoding: .utf8)
        text = text.replacingOccurrences(of: "Animals,cat,ねこ", with: "Animals,cat,\"ねこ")
        try Data(text.utf8).write(to: ja)
        let jam = folder.file("inputs/languages/jam/words.tsv")
        var patois = try #require(String(data: try Data(contentsOf: jam), encoding: .utf16))
        patois = patois.replacingOccurrences(of: "Food\tmilk", with: "Fod\tmilk")
        var bytes = Data([0xFF, 0xFE])
        for unit in patois.utf16 { bytes.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        try bytes.write(to: jam)

        let result = try WordpackBinary.run(["check", "--project", folder.url.path], in: Fixtures.repository)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("inputs/languages/ja/words.csv!C") && $0.contains(": error: has a quote mark")
            })
        #expect(
            lines.contains(
                "inputs/languages/jam/words.tsv!A18: error: there is no list “Fod”; the lists are “Animals”, “Core”, “Food”, “Home” and “Nature”. "
                    + "Correct the name, or add the list's sheet to inputs/lists/."), "\(lines)")
        #expect(lines.last?.hasPrefix("check: 2 errors") == true, "\(lines)")
        #expect(!result.standardError.contains("Fatal error"))

        let json = try WordpackBinary.run(["check", "--format", "json"], in: folder.url)
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(document?["errors"] as? Int == 2)
        let findings = document?["findings"] as? [[String: Any]] ?? []
        #expect(
            findings.contains {
                $0["file"] as? String == "inputs/languages/jam/words.tsv" && $0["row"] as? Int == 18
                    && $0["column"] as? String == "A"
            })
    }

    @Test func aLocalizerAddsALanguage() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        let added = try WordpackBinary.run(["add-language", "de"], in: folder.url)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("inputs/languages/de/words.xlsx"))
        #expect(FileManager.default.fileExists(atPath: folder.file("inputs/languages/de/speech/Animals").path))
        #expect(FileManager.default.fileExists(atPath: folder.file("inputs/languages/de/letters").path))

        let again = try WordpackBinary.run(["add-language", "de"], in: folder.url)
        #expect(again.status == 1)
        #expect(
            again.standardError.contains(
                "inputs/languages/de: error: already exists, and add-language never overwrites"))

        let report = try WordpackBinary.run(["check", "--language", "de"], in: folder.url)
        #expect(report.standardOutput.contains("de (German)"), "\(report.standardOutput)")
        // Only what ships in de is counted: the "animals" app's 10 words (issue 67), not the 62 of every list.
        #expect(
            report.standardOutput.contains("words translated:  0 of the 10 words the apps show"),
            "\(report.standardOutput)")
        // The "animals" app takes all languages: German is now part of it, and its gaps are reported.
        #expect(report.standardError.contains("inputs/languages/de: error: has no all.txt"), "\(report.standardError)")

        let wrong = try WordpackBinary.run(["add-language", "French"], in: folder.url)
        #expect(wrong.status == 64)
        #expect(wrong.standardError.contains("did you mean “fr”?"), "\(wrong.standardError)")
        // Refused by the argument parser, before any project is read (issue 69): even where there is none.
        let nowhere = try TemporaryFolder()
        let parsed = try WordpackBinary.run(["add-language", "French"], in: nowhere.url)
        #expect(parsed.status == 64)
        #expect(
            parsed.standardError.hasPrefix(
                "Error: inputs/languages/French: the folder name “French” is not a language code"),
            "\(parsed.standardError)")
        #expect(!FileManager.default.fileExists(atPath: nowhere.file(".wordpack").path))
    }
}
