import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

/// A scaled-down studio catalogue through the real binary: 3 lists of 500 words in 4 languages (XLSX and CSV
/// sheets), each list with one picture, sound and recording per language named in its rows. The build is
/// correct, a no-op does no work, a sheet saved unchanged re-reads only that sheet and makes nothing, and one
/// changed translation remakes only outputs made from that language's sheet.
@Suite struct BigCatalogueTests {
    static func made(_ result: WordpackBinary.Result) -> Int? {
        guard let line = result.standardError.split(separator: "\n").first(where: { $0.hasPrefix("build: ") }),
            let count = line.dropFirst("build: ".count).split(separator: " ").first
        else { return nil }
        return Int(count)
    }

    @Test(.tags(.slow)) func aBigCatalogueBuildsAndRebuildsOnlyWhatChanged() throws {
        let project = try GeneratedCatalogue().project()
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
        #expect(read.standardOutput.contains(GeneratedCatalogue.word(1000, 2)), "\(read.standardOutput)")
        #expect(try CatalogueQuery.run(project.project, "SELECT count(*) FROM translation") == "6000\n")

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
        let old = "Big2,w1000,\(GeneratedCatalogue.word(1000, 2)),s\n"
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: "Big2,w1000,kalokalo,s\n").write(
            to: csv, atomically: true, encoding: .utf8)
        let changed = try WordpackBinary.run(["build"], in: project.root)
        #expect(changed.status == 0, "\(changed.standardError)")
        let made = try #require(Self.made(changed))
        #expect(made > 0 && made <= GeneratedCatalogue().lists.count * 2 + 2, "\(changed.standardError)")
        let after = try ExternalTool.run(
            python,
            [
                "-c", "import plistlib,sys; print(plistlib.load(open(sys.argv[1],'rb'))[0])", plist.path,
            ])
        #expect(after.standardOutput.contains("kalokalo"), "\(after.standardOutput)")
    }
}
