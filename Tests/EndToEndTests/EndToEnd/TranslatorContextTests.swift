import Foundation
import Testing
import WordpackTestSupport

/// What a translator sees of each word (issue 54): the meanings of a vocabulary word, the other languages, the
/// length limit, the picture (drawn beside the file, named in a note and in XLIFF 1.2's context group) and the
/// word's row; read by translate-toolkit as a CAT tool built on it reads them, converted by its `xliff2po` without
/// a current translation turning fuzzy; and a page beside the file that shows every unit with its picture.
@Suite struct TranslatorContextTests {
    @Test func eachUnitCarriesTheWordsContextAndThePageShowsIt() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        // Every unit (--all): French ships only Animals, and the vocabulary's words are what the test reads.
        let export = try WordpackBinary.run(["export-xliff", "--language", "fr", "--all"], in: project.url)
        try #require(export.status == 0, "\(export.standardError)")
        let file = project.file("translations/fr.xliff")
        let read = try ExternalTool.run(
            "/usr/bin/env", ["python3", Fixtures.url("po/tool.py").path, "xliff-context", file.path])
        try #require(read.status == 0, "translate-toolkit: \(read.standardError)")
        var units: [String: [String: Any]] = [:]
        for line in read.standardOutput.split(separator: "\n") {
            let unit = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            // translate-toolkit's id is the <file>'s original, a separator, then the unit's id.
            let id = (unit["id"] as? String ?? "").replacingOccurrences(of: "\u{4}", with: "/")
            units[id] = unit
        }
        // A vocabulary word: its meaning and part of speech, and its Spanish.
        let bed = try #require(units["Home/bed"], "\(units.keys.sorted())")
        let bedNotes = bed["notes"] as? String ?? ""
        #expect(bedNotes.contains("Meaning (noun): a piece of furniture that you sleep on."), "\(bedNotes)")
        #expect(bedNotes.contains("In other languages: es “cama”."), "\(bedNotes)")
        #expect(bedNotes.contains("No app ships this in fr yet (exported with --all): it can wait."), "\(bedNotes)")
        // A word of Animals: its other languages, its picture and its row.
        let cat = try #require(units["Animals/cat"])
        let catNotes = cat["notes"] as? String ?? ""
        #expect(catNotes.contains("In other languages: es “gato”, ja “ねこ”, jam “puss”."), "\(catNotes)")
        #expect(catNotes.contains("Ships in “animals”."), "\(catNotes)")
        #expect(catNotes.contains("Picture: fr/pictures/Animals/cat.png (in the folder beside this file)."))
        #expect(cat["locations"] as? [String] == ["inputs/lists/Animals.xlsx:4"], "\(cat)")
        #expect(cat["pictures"] as? [String] == ["fr/pictures/Animals/cat.png"], "\(cat)")
        // Current translations are approved: the toolkit does not take them as fuzzy.
        #expect(cat["fuzzy"] as? Bool == false)
        #expect(
            units.values.allSatisfy { $0["fuzzy"] as? Bool == false },
            "\(units.filter { $0.value["fuzzy"] as? Bool == true }.keys)")

        // The pictures are PNGs of 240 pixels, whole as pngcheck reads them, one per picture the units name.
        let pictures = project.file("translations/fr/pictures")
        let drawn = try FileManager.default.subpathsOfDirectory(atPath: pictures.path).filter { $0.hasSuffix(".png") }
        let named = Set(units.values.flatMap { $0["pictures"] as? [String] ?? [] })
        #expect(Set(drawn.map { "fr/pictures/" + $0 }) == named && named.count > 10, "\(drawn)")
        #expect(try OneFilePerWordKindTests.size(of: pictures.appendingPathComponent("Animals/cat.png")) == [240, 240])

        // translate-toolkit's xliff2po keeps the notes as comments and the rows as references, and nothing fuzzy.
        let converted = project.file("fr-converted.po")
        let xliff2po = try ExternalTool.run("/usr/bin/env", ["xliff2po", "--progress=none", file.path, converted.path])
        try #require(xliff2po.status == 0, "xliff2po: \(xliff2po.standardError)")
        let po = try String(contentsOf: converted, encoding: .utf8)
        #expect(po.contains("#. In other languages: es “gato”, ja “ねこ”, jam “puss”.\n"), "\(po)")
        #expect(po.contains("#: inputs/lists/Animals.xlsx:4\n"))
        let fuzzy = po.components(separatedBy: "#, fuzzy").count - 1
        #expect(fuzzy <= 1, "only the header may be fuzzy: \(fuzzy)")

        // The page: every unit, with its picture, its notes and its target or what it lacks.
        let page = try String(contentsOf: project.file("translations/fr.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"fr/pictures/Animals/cat.png\" alt=\"cat\">"))
        #expect(page.contains("<code>Animals/cat</code>") && page.contains("<td>chat</td>"), "\(page)")
        #expect(
            page.contains("<code>Home/bed</code>") && page.contains("<span class=\"to-translate\">to translate</span>"))
        #expect(page.contains("<li>Meaning (noun): a piece of furniture that you sleep on."))
        #expect(page.components(separatedBy: "<tr id=").count - 1 == units.count)
    }

    /// A picture no unit names any more is removed from the folder; the export's bytes are the same each time.
    @Test func theFolderHoldsOnlyTheNamedPicturesAndTheBytesRepeat() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        try #require(try WordpackBinary.run(["export-po", "--language", "fr"], in: project.url).status == 0)
        let stale = project.file("translations/fr/pictures/Animals/unicorn.png")
        try Data([0]).write(to: stale)
        let first = try Data(contentsOf: project.file("translations/fr.po"))
        let page = try Data(contentsOf: project.file("translations/fr.html"))
        let cat = try Data(contentsOf: project.file("translations/fr/pictures/Animals/cat.png"))
        try #require(try WordpackBinary.run(["export-po", "--language", "fr"], in: project.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(try Data(contentsOf: project.file("translations/fr.po")) == first)
        #expect(try Data(contentsOf: project.file("translations/fr.html")) == page)
        #expect(try Data(contentsOf: project.file("translations/fr/pictures/Animals/cat.png")) == cat)
    }
}
