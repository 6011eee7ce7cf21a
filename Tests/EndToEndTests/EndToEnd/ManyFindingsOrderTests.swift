import Foundation
import Testing
import WordpackTestSupport

/// A build with more findings than are written or packed at once (4,096): the terminal gets every one, in order,
/// before the summary that counts them (they are written on their own thread while the build goes on), and the
/// stamp keeps them all (the check's packed on the other core while the build goes on): the build that finds
/// nothing changed says them again, the same and in the same order.
@Suite struct ManyFindingsOrderTests {
    static let words = 5_000

    @Test func everyFindingIsSaidBeforeTheSummaryAndAgainByTheNextBuild() throws {
        let project = try TestProject()
        try project.write(
            "pipeline.json",
            #"{"version": 1, "checks": {"en": {"spelling": false}}, "apps": {"ole": {"kind": "ole"}}}"#)
        let keys = (0..<Self.words).map { String(format: "k%05d", $0) }
        try project.write("inputs/lists/Many.csv", "key\n" + keys.map { $0 + "\n" }.joined())
        let english = try String(
            contentsOf: project.root.appendingPathComponent("inputs/languages/en/words.csv"), encoding: .utf8)
        // Each English word typed with a space after it: one warning a row.
        try project.write(
            "inputs/languages/en/words.csv", english + keys.map { "Many,\($0),w\($0.dropFirst()) \n" }.joined())
        let spanish = try String(
            contentsOf: project.root.appendingPathComponent("inputs/languages/es/words.csv"), encoding: .utf8)
        try project.write(
            "inputs/languages/es/words.csv", spanish + keys.map { "Many,\($0),p\($0.dropFirst())\n" }.joined())
        try project.write("inputs/languages/en/lists.csv", "list,name\nAnimals,Animals\nFood,Food\nMany,Many\n")
        try project.write("inputs/languages/es/lists.csv", "list,name\nAnimals,Animales\nFood,Comida\nMany,Muchas\n")

        let first = try WordpackBinary.run(["build"], in: project.root)
        #expect(first.status == 0, "\(first.standardError.suffix(2_000))")
        let lines = first.standardError.split(separator: "\n").map(String.init)
        let warnings = lines.filter { $0.contains(": warning: the word “w") && $0.contains("has spaces") }
        #expect(warnings.count == Self.words)
        // In the order of the rows (C2 is the header's next row; the sample's five rows come first).
        let rows = warnings.compactMap {
            $0.split(separator: ":").first?.split(separator: "C").last.flatMap { Int($0) }
        }
        #expect(rows == Array(7..<(7 + Self.words)))
        let summary = try #require(lines.firstIndex { $0.hasPrefix("check: ") })
        #expect(lines[summary].contains("\(Self.words) warnings"), "\(lines[summary])")
        let lastWarning = try #require(lines.lastIndex { $0.contains(": warning: ") })
        #expect(lastWarning < summary)
        #expect(lines.last?.hasPrefix("build: ") == true, "\(lines.suffix(3))")
        let folder = project.root.appendingPathComponent(".wordpack")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("build-stamp-findings").path))

        let again = try WordpackBinary.run(["build"], in: project.root)
        #expect(again.status == 0)
        #expect(again.standardError.contains("build: nothing changed since the last build"))
        let said = again.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        #expect(said == lines.filter { $0.contains(": warning: ") })
    }
}
