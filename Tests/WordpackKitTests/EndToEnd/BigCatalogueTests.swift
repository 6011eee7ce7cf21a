import Foundation
import Testing
import WordpackSheets

/// A scaled-down studio catalogue through the real binary: 3 lists of 500 words in 4 languages (XLSX and CSV
/// sheets), each list with one picture, sound and recording per language named in its rows. The build is
/// correct, a no-op does no work, a sheet saved unchanged re-reads only that sheet and makes nothing, and one
/// changed translation remakes only outputs made from that language's sheet.
@Suite struct BigCatalogueTests {
    static let lists = ["Big0", "Big1", "Big2"]
    static let languages = ["en", "es", "fr", "de"]
    static let size = 500
    static let syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "be", "du"]

    static func word(_ number: Int, _ language: Int) -> String {
        var parts: [String] = []
        var value = number
        repeat {
            parts.append(syllables[(value + language) % 10])
            value /= 10
        } while value > 0
        return parts.joined()
    }

    static func project() throws -> TestProject {
        let project = try TestProject()
        for path in ["inputs/lists", "inputs/words", "inputs/languages"] { try project.remove(path) }
        try project.write(
            "pipeline.json",
            """
            {"version": 1, "referenceLanguage": "en",
             "apps": {"bank": {"kind": "firstwords", "name": "Bank", "lists": "all", "languages": "all"}}}
            """)
        for (index, list) in lists.enumerated() {
            let rows = (0..<size).map { "w\(index * size + $0),p,s,bg\r\n" }.joined()
            try project.write("inputs/lists/\(list).csv", "key,picture,sound,background\r\n" + rows)
            for media in ["picture/p.png", "background/bg.png", "icon.png", "sound/s.wav"] {
                try project.media("inputs/words/\(list)/\(media)")
            }
        }
        for (position, code) in languages.enumerated() {
            var rows: [[String?]] = [["list", "key", "word", "speech"]]
            for (index, list) in lists.enumerated() {
                rows += (0..<size).map { [list, "w\(index * size + $0)", word(index * size + $0, position), "s"] }
            }
            let folder = "inputs/languages/\(code)"
            if position == 0 {
                try XLSXWriter(sheets: [.init(name: "Words", rows: rows)]).write(
                    to: project.folder.file("\(folder)/words.xlsx"))
            } else {
                try project.write(
                    "\(folder)/words.csv", rows.map { $0.map { $0 ?? "" }.joined(separator: ",") + "\n" }.joined())
            }
            try project.write("\(folder)/lists.csv", "list,name\n" + lists.map { "\($0),\($0) \(code)\n" }.joined())
            try project.write("\(folder)/all.txt", "All")
            try project.media("\(folder)/flag.png")
            for list in lists { try project.media("\(folder)/speech/\(list)/s.wav") }
            for letter in Set(syllables.joined().uppercased()) { try project.media("\(folder)/letters/\(letter).wav") }
        }
        return project
    }

    static func made(_ result: WordpackBinary.Result) -> Int? {
        guard let line = result.standardError.split(separator: "\n").first(where: { $0.hasPrefix("build: ") }),
            let count = line.dropFirst("build: ".count).split(separator: " ").first
        else { return nil }
        return Int(count)
    }

    @Test func aBigCatalogueBuildsAndRebuildsOnlyWhatChanged() throws {
        let project = try Self.project()
        let first = try WordpackBinary.run(["build"], in: project.root)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("ingest: 3 lists (1500 words), 4 languages (de, en, es, fr)"))
        // Every word of every list in every language's plist, as an independent reader sees it.
        let plist = project.folder.file("outputs/firstwords/bank/Localization/Big2_fr/words.plist")
        let python = try #require(ExternalTool.find("python3"))
        let read = try ExternalTool.run(
            python,
            [
                "-c", "import plistlib,sys; w=plistlib.load(open(sys.argv[1],'rb')); print(len(w), w[0])", plist.path,
            ])
        #expect(read.standardOutput.hasPrefix("500 "), "\(read.standardOutput) \(read.standardError)")
        #expect(read.standardOutput.contains(Self.word(1000, 2)), "\(read.standardOutput)")
        #expect(try CatalogueStoreTests.query(project.project, "SELECT count(*) FROM translation") == "6000\n")

        // Nothing changed: the shortcut, nothing read.
        #expect(try WordpackBinary.run(["build"], in: project.root).standardError.contains("nothing changed"))

        // A sheet saved again unchanged: its bytes are hashed, found the same, and the build stops there.
        try WordpackBinary.saveAgain(project.folder.file("inputs/languages/en/words.xlsx"))
        let resaved = try WordpackBinary.run(["build"], in: project.root)
        #expect(resaved.status == 0)
        #expect(resaved.standardError.contains("nothing changed"), "\(resaved.standardError)")
        #expect(!resaved.standardError.contains("ingest:"), "\(resaved.standardError)")

        // One translation changed: only outputs made from fr's sheets are made again, and the plist has it.
        let csv = project.folder.file("inputs/languages/fr/words.csv")
        let text = try String(contentsOf: csv, encoding: .utf8)
        let old = "Big2,w1000,\(Self.word(1000, 2)),s\n"
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: "Big2,w1000,kalokalo,s\n").write(
            to: csv, atomically: true, encoding: .utf8)
        let changed = try WordpackBinary.run(["build"], in: project.root)
        #expect(changed.status == 0, "\(changed.standardError)")
        let made = try #require(Self.made(changed))
        #expect(made > 0 && made <= Self.lists.count * 2 + 2, "\(changed.standardError)")
        let after = try ExternalTool.run(
            python,
            [
                "-c", "import plistlib,sys; print(plistlib.load(open(sys.argv[1],'rb'))[0])", plist.path,
            ])
        #expect(after.standardOutput.contains("kalokalo"), "\(after.standardOutput)")
    }
}
