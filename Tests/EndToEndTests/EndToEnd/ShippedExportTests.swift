import Foundation
import Testing
import WordpackTestSupport

/// An export asks a translator only for what some app ships in the language (issue 67): de, which only the
/// "animals" app takes once its folder exists, is asked for Animals' 10 words, not the 69 units of every list;
/// each unit says which apps ship it, in the file and on the page; `--all` gives every unit, the others marked as
/// shipped nowhere yet; and `import --remove-missing` of such a file removes nothing it never asked for.
@Suite struct ShippedExportTests {
    @Test func aNewLanguageIsAskedForWhatItsAppsShip() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let added = try WordpackBinary.run(["add-language", "de"], in: project.url)
        try #require(added.status == 0, "\(added.standardError)")

        let export = try WordpackBinary.run(["export-po", "--language", "de"], in: project.url)
        #expect(export.status == 0, "\(export.standardError)")
        #expect(
            export.standardError.contains(
                "export-po: translations/de.po: 10 units, 10 to translate, 0 to review (PO); translations/de.html "
                    + "shows them with 10 pictures; the list some app ships in de (“Animals”); `wordpack export-po "
                    + "--language de --all` exports the 4 others (“Core”, “Food”, “Home” and “Nature”) too"),
            "\(export.standardError)")
        let po = try String(contentsOf: project.file("translations/de.po"), encoding: .utf8)
        let contexts = po.split(separator: "\n").filter { $0.hasPrefix("msgctxt ") }
        #expect(contexts.count == 10 && contexts.allSatisfy { $0.hasPrefix("msgctxt \"Animals/") }, "\(contexts)")
        #expect(po.components(separatedBy: "#. Ships in “animals”.\n").count - 1 == 10, "\(po)")
        let page = try String(contentsOf: project.file("translations/de.html"), encoding: .utf8)
        #expect(page.contains("<li>Ships in “animals”.</li>"), "\(page)")
        #expect(page.contains("<p>This file holds the list some app ships in de (“Animals”);"), "\(page)")

        let every = try WordpackBinary.run(["export-xliff", "--language", "de", "--all"], in: project.url)
        #expect(every.status == 0, "\(every.standardError)")
        #expect(every.standardError.contains("translations/de.xliff: 69 units"), "\(every.standardError)")
        let xliff = try String(contentsOf: project.file("translations/de.xliff"), encoding: .utf8)
        #expect(
            xliff.contains(
                "<note from=\"developer\">No app ships this in de yet (exported with --all): it can wait.</note>"),
            "\(xliff)")

        // What check counts is what ships: Animals' 10 words, and the recordings they will need.
        let report = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(report.standardOutput.contains("  words translated:  0 of the 10 words the apps show (0%)\n"))
        #expect(
            report.standardOutput.contains("    Core: 0 of 12 translated, not shipped in de (no app shows its words)\n")
        )
        #expect(report.standardOutput.contains("and 10 more to make once translated"), "\(report.standardOutput)")
    }

    /// fr ships only Animals, yet holds Core's and Food's translations: a file of Animals alone, imported with
    /// `--remove-missing`, keeps them; a file exported with `--all` that leaves one out removes it.
    @Test func removeMissingRemovesOnlyWhatTheExportAskedFor() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr"], in: project.url)
        try #require(export.status == 0, "\(export.standardError)")
        let shipped = try String(contentsOf: project.file("translations/fr.xliff"), encoding: .utf8)
        #expect(shipped.contains("<file original=\"Animals\"") && !shipped.contains("<file original=\"Core\""))
        let imported = try WordpackBinary.run(
            ["import-xliff", "translations/fr.xliff", "--language", "fr", "--remove-missing"], in: project.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains(" 0 removed"), "\(imported.standardError)")
        let kept = try String(contentsOf: project.file("inputs/languages/fr/words.xliff"), encoding: .utf8)
        #expect(kept.contains("<file original=\"Core\""), "Core's translations were lost")

        let all = try WordpackBinary.run(["export-xliff", "--language", "fr", "--all"], in: project.url)
        try #require(all.status == 0, "\(all.standardError)")
        var every = try String(contentsOf: project.file("translations/fr.xliff"), encoding: .utf8)
        let egg = try #require(
            every.range(of: #"<trans-unit id="egg"[\s\S]*?</trans-unit>"#, options: .regularExpression))
        every.removeSubrange(egg)
        try every.write(to: project.file("fr-all.xliff"), atomically: true, encoding: .utf8)
        let removing = try WordpackBinary.run(
            ["import-xliff", "fr-all.xliff", "--language", "fr", "--remove-missing"], in: project.url)
        #expect(removing.status == 0, "\(removing.standardError)")
        #expect(removing.standardOutput.hasPrefix("removed Food/egg: "), "\(removing.standardOutput)")
        #expect(removing.standardError.contains(" 1 removed"), "\(removing.standardError)")
    }
}
