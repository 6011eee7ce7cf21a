import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

/// Messages that used to mislead (issue 11, point 7), each now a sentence about what is really wrong.
@Suite struct MessagesTests {
    @Test func controlCharactersAreShownNotPrinted() {
        let finding = Diagnostic(.error, at: Location(file: "f.csv"), "the key “ca\nt\r\nx” has\ta bell\u{7}")
        #expect(finding.message == "the key “ca↵t↵↵x” has⇥a bell\\u{7}")
        #expect(!finding.description.contains("\n"))
    }

    @Test func mediaAndSheetProblemsAreNamedOnce() throws {
        let project = try TestProject()
        try project.write(
            "inputs/lists/Animals.csv",
            "key,picture,background,free\r\nant,,grass,TRUE\r\n\"b\nat\",,night,TRUE\r\ncat,../../../../etc/passwd,grass,\r\n"
        )
        let egg = project.root.appendingPathComponent("inputs/words/Food/picture/egg.png")
        try FileManager.default.removeItem(at: egg)
        try FileManager.default.createDirectory(at: egg, withIntermediateDirectories: false)
        try project.write("inputs/lists/...csv", "key\nx\n")

        let result = try WordpackBinary.run(["check"], in: project.root, timeout: 60)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "inputs/lists/Animals.csv!B4: error: the picture name “../../../../etc/passwd” cannot be a file name "
                    + "because of the “/”; remove it."), "\(result.standardError)")
        #expect(lines.filter { $0.contains("passwd") }.count == 1, "\(result.standardError)")
        #expect(
            lines.contains(
                "inputs/lists/Animals.csv!A3: error: the key “b↵at” cannot be a file name because it contains a line "
                    + "break or a control character; retype it."), "\(result.standardError)")
        #expect(
            lines.contains(
                "inputs/words/Food/picture/egg.png: error: is a folder, not a file; put the file itself here (folders "
                    + "inside this one are not read)."))
        #expect(!lines.contains { $0.contains("“egg”") && $0.contains("missing") }, "\(result.standardError)")
        #expect(
            lines.contains(
                "inputs/lists/...csv: warning: is ignored: its name starts with “.”, which hides a file; give the list "
                    + "a name before the extension (for example Animals.xlsx)."))
    }

    @Test(arguments: ["xlsx", "ods"])
    func mergedCellsAreNamedAsMerged(format: String) throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        try FileManager.default.removeItem(at: folder.file("inputs/lists/Animals.xlsx"))
        try FileManager.default.copyItem(
            at: Fixtures.url("hostile/merged-background.\(format)"), to: folder.file("inputs/lists/Animals.\(format)"))
        let result = try WordpackBinary.run(["check"], in: folder.url, timeout: 60)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "inputs/lists/Animals.\(format):Animals!D2: error: the cells D2 to D4 are merged, so every cell but the "
                    + "first reads as empty; unmerge them (Excel: Home > Merge & Center > Unmerge Cells; LibreOffice: "
                    + "Format > Merge and Unmerge Cells > Unmerge Cells) and fill in each cell.\n"),
            "\(result.standardError)")
    }
}
