import Foundation
import Testing
import WordpackTestSupport

/// An output depends on the rows it shows, not on whole workbooks: one changed word in the sample's en workbook
/// remakes the outputs that show it, and the build's summary counts them. Before (one whole workbook an input of
/// every app that read it) pig → piglet remade 973 of the 1,592 outputs, the vocabulary app's 965 among them.
@Suite(.tags(.slow)) struct OneEditRemakesWhatShowsItTests {
    static let english = "inputs/languages/en/words.xlsx"

    /// The outputs `build --explain` made, and its summary's count of them.
    static func made(_ build: WordpackBinary.Result) throws -> (paths: Set<String>, counted: Int) {
        let lines = (build.standardOutput + "\n" + build.standardError).split(separator: "\n").map(String.init)
        let paths = lines.filter { $0.hasPrefix("made ") }.map {
            String($0.dropFirst("made".count).drop { $0 == " " }.prefix { $0 != ":" })
        }
        let summary = try #require(lines.first { $0.hasPrefix("build: ") }, "\(build.standardError)")
        let counted = try #require(Int(summary.dropFirst("build: ".count).prefix { $0 != " " }), "\(summary)")
        return (Set(paths), counted)
    }

    @Test func pigBecomingPigletRemakesTheOutputsThatShowPig() throws {
        let built = try WordpackBinary.builtSample()
        let project = built.folder
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: project.file(Self.english))
        let build = try WordpackBinary.run(["build", "--explain"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        let (paths, counted) = try Self.made(build)
        #expect(counted == paths.count)
        // The plists of Animals in en (and en-phonics, which falls back to it) of both apps that show it, Olé's
        // pairs, and the en Glyph set's tiles and package: nothing of the vocabulary app, whose lists are others.
        #expect(
            paths == [
                "outputs/firstwords/animals/Localization/Animals_en-phonics/words.plist",
                "outputs/firstwords/animals/Localization/Animals_en/words.plist",
                "outputs/firstwords/deluxe/Localization/Animals_en-phonics/words.plist",
                "outputs/firstwords/deluxe/Localization/Animals_en/words.plist",
                "outputs/glyph/starter/en.obz",
                "outputs/glyph/starter/en/tiles.json",
                "outputs/ole/words.json",
            ], "\(build.standardError)")
        #expect(counted <= 12)

        // What they hold is what a build from nothing makes of the edited sheet.
        let fresh = try TemporaryFolder.copy(of: project.url, ["pipeline.json", "inputs"])
        let clean = try WordpackBinary.run(["build"], in: fresh.url)
        #expect(clean.status == 0, "\(clean.standardError)")
        let incremental = try FolderContents.files(in: project.file("outputs"))
        let whole = try FolderContents.files(in: fresh.file("outputs"))
        #expect(incremental.keys.sorted() == whole.keys.sorted())
        #expect(incremental.filter { whole[$0.key] != $0.value }.keys.sorted() == [])
    }

    @Test func aVocabularyWordsDefinitionRemakesItsFilesAndTheBanksNotTheOtherWords() throws {
        let built = try WordpackBinary.builtSample()
        let project = built.folder
        // Home's row 2 is “bed”: its definition changes; the word stays.
        let home = project.file("inputs/lists/Home.xlsx")
        try WorkbookCellEdit.setText("a piece of furniture to sleep in", cell: "B2", in: home)
        let build = try WordpackBinary.run(["build", "--explain"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        let (paths, counted) = try Self.made(build)
        #expect(counted == paths.count)
        let vocabulary = "outputs/vocabulary/vocab/"
        let words = paths.filter { $0.hasPrefix(vocabulary + "api/words/") && !$0.hasSuffix("/rhymes.json") }
        // bed's whole entry and its details, not another word's.
        #expect(!words.isEmpty, "\(build.standardError)")
        #expect(words.allSatisfy { $0.hasPrefix(vocabulary + "api/words/bed") }, "\(words.sorted())")
        #expect(paths.allSatisfy { $0.hasPrefix(vocabulary) }, "\(paths.sorted())")
    }
}
