import Foundation
import Testing
import WordpackTestSupport

/// When a word changes, everything made for the old word says so: its recordings (`recorded.tsv` notes what each
/// says), its translations (made against a reference text: an XLIFF unit's source, or the one remembered), each
/// reported at the word's cell by `check`, a warning while working and an error in a release; `script` lists the
/// recording to record again; `check --language` counts the outdated apart; `accept` takes them as right.
@Suite struct ChangedWordTests {
    static let english = "inputs/languages/en/words.xlsx"

    /// The sample after one check (which remembers what each translation was made against), with en's word
    /// `cell` changed to `text`.
    static func sample(changing cells: [(String, String)]) throws -> TemporaryFolder {
        let project = try WordpackBinary.copyOfSampleProject()
        let first = try WordpackBinary.run(["check"], in: project.url)
        #expect(first.status == 0, "\(first.standardError)")
        for (cell, text) in cells {
            try WorkbookCellEdit.setText(text, cell: cell, in: project.file(english))
        }
        return project
    }

    /// The review site's id of a word's card.
    static func cardID(_ list: String, _ key: String) -> String {
        "w-" + "\(list)\u{1F}\(key)".utf8.map { String(format: "%02x", $0) }.joined()
    }

    static func lines(_ text: String, containing part: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(part) }
    }

    @Test func theSampleNotesWhatEveryRecordingSaysAndHasNothingOutdated() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let check = try WordpackBinary.run(["check"], in: project.url)
        #expect(check.status == 0, "\(check.standardError)")
        for part in ["was recorded for", "was recorded as", "was translated from"] {
            #expect(Self.lines(check.standardError, containing: part).isEmpty, "\(check.standardError)")
        }
        let report = try WordpackBinary.run(["check", "--language", "ja"], in: project.url)
        #expect(!report.standardOutput.contains("not noted"), "\(report.standardOutput)")
        // Each row's digest is the file's, as sha256sum reads it.
        for code in ["en", "en-phonics", "es", "ja"] {
            let folder = project.file("inputs/languages/\(code)")
            let rows = try String(contentsOf: folder.appendingPathComponent("recorded.tsv"), encoding: .utf8)
                .split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
            #expect(rows.count > 10)
            let sha256sum = try ExternalTool.run(
                "/usr/bin/sha256sum", rows.map { folder.appendingPathComponent($0[0]).path })
            let sums = sha256sum.standardOutput.split(separator: "\n").map { String($0.prefix(64)) }
            #expect(sums == rows.map { $0[1] }, "\(code)")
        }
    }

    @Test func aChangedWordMakesItsRecordingsStaleAndItsTranslationsOutdated() throws {
        // pig (Animals, row 11) and cook (Home, row 57: the vocabulary app's pronunciation; its list's syllables
        // are written for the new word too).
        let project = try Self.sample(changing: [("C11", "piglet"), ("C57", "chef")])
        for cell in ["H11", "H12"] {
            try WorkbookCellEdit.setText("chef", cell: cell, in: project.file("inputs/lists/Home.xlsx"))
        }
        let check = try WordpackBinary.run(["check"], in: project.url)
        #expect(check.status == 0, "\(check.standardError)")
        let stderr = check.standardError
        #expect(
            stderr.contains(
                "inputs/languages/en/words.xlsx:Words!C11: warning: inputs/languages/en/speech/Animals/pig.wav was "
                    + "recorded for “pig”; the word is now “piglet”: record it again (`wordpack script --language en` "
                    + "lists it), or, if it says the word, accept it (`wordpack accept --language en "
                    + "inputs/languages/en/speech/Animals/pig.wav`)."), "\(stderr)")
        #expect(
            stderr.contains(
                "inputs/languages/en/words.xlsx:Words!C57: warning: inputs/languages/en/speech/Home/cook.mp3 was "
                    + "recorded for “cook”; the word is now “chef”"), "\(stderr)")
        // From the XLIFF unit's source (fr), and from the reference text remembered by the first check (es, ja, jam).
        #expect(
            stderr.contains(
                "inputs/languages/fr/words.xliff:78:9: warning: “cochon” was translated from the en “pig”, which is "
                    + "now “piglet” (Animals/pig): translate it again, or, if it still says the same, confirm it in the "
                    + "translation tool"), "\(stderr)")
        #expect(
            stderr.contains(
                "inputs/languages/es/words.ods:Words!C11: warning: “cerdo” was translated from the en “pig”, which is "
                    + "now “piglet” (Animals/pig): translate it again, or, if it still says the same, confirm it with "
                    + "`wordpack accept --language es Animals/pig`."), "\(stderr)")
        #expect(Self.lines(stderr, containing: "was translated from the en “pig”").count == 4, "\(stderr)")
        #expect(Self.lines(stderr, containing: "was translated from the en “cook”").count == 1, "\(stderr)")

        // The translator's export marks the outdated unit for review, whatever told wordpack it is outdated.
        let export = try WordpackBinary.run(["export-xliff", "--language", "es"], in: project.url)
        #expect(export.status == 0, "\(export.standardError)")
        let xliff = try String(contentsOf: project.file("translations/es.xliff"), encoding: .utf8)
        #expect(xliff.contains("<target state=\"needs-review-translation\">cerdo</target>"), "\(xliff)")
        #expect(xliff.components(separatedBy: "needs-review-translation").count == 3)

        // A release refuses each.
        let release = try WordpackBinary.run(["check", "--policy", "release"], in: project.url)
        #expect(release.status == 1)
        #expect(
            release.standardError.contains(
                "inputs/languages/en/words.xlsx:Words!C11: error: inputs/languages/en/speech/Animals/pig.wav was "
                    + "recorded for “pig”"), "\(release.standardError)")
        #expect(Self.lines(release.standardError, containing: "error: “cerdo” was translated from").count == 1)

        // The script lists the recordings to record again, with today's words.
        let script = try WordpackBinary.run(["script", "--language", "en"], in: project.url)
        #expect(script.status == 0, "\(script.standardError)")
        let tsv = try String(contentsOf: project.file("scripts/en.tsv"), encoding: .utf8)
        #expect(tsv.contains("\tpiglet\tAnimals\tpig\tinputs/languages/en/speech/Animals/pig.wav\n"), "\(tsv)")
        // cook.mp3 is redone as the WAV split writes.
        #expect(tsv.contains("\tchef\tHome\tcook\tinputs/languages/en/speech/Home/cook.wav\n"), "\(tsv)")

        // The report counts them apart from what is missing.
        let report = try WordpackBinary.run(["check", "--language", "es"], in: project.url)
        #expect(report.standardOutput.contains("Animals: 10 of 10 translated (1 outdated)"), "\(report.standardOutput)")
        #expect(
            report.standardOutput.contains("outdated:          2 translations made against an earlier reference text"))
        let english = try WordpackBinary.run(["check", "--language", "en"], in: project.url)
        #expect(english.standardOutput.contains("recorded (1 made for another word)"), "\(english.standardOutput)")
        #expect(english.standardOutput.contains("to record again:   2 recordings made for another word"))
    }

    @Test func aWorkbooksReferenceColumnTellsWhatItsTranslationWasMadeAgainst() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        #expect(try WordpackBinary.run(["add-language", "de"], in: project.url).status == 0)
        let german = project.file("inputs/languages/de/words.xlsx")
        try WorkbookCellEdit.setText("Schwein", cell: "D11", in: german)
        let before = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(Self.lines(before.standardError, containing: "was translated from").isEmpty, "\(before.standardError)")

        try WorkbookCellEdit.setText("piglet", cell: "C11", in: project.file(Self.english))
        let after = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(
            Self.lines(after.standardError, containing: "inputs/languages/de/words.xlsx:Words!D11: warning:") == [
                "inputs/languages/de/words.xlsx:Words!D11: warning: “Schwein” was translated from the en “pig”, which "
                    + "is now “piglet” (Animals/pig): translate it again, or, if it still says the same, confirm it by "
                    + "writing “piglet” in its “reference (en)” cell."
            ], "\(after.standardError)")
        #expect(after.standardOutput.contains("Animals: 1 of 10 translated (1 outdated)"), "\(after.standardOutput)")

        // Confirmed in its own cell.
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: german)
        let confirmed = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        #expect(Self.lines(confirmed.standardError, containing: "was translated from").isEmpty)
    }

    @Test(.tags(.slow)) func theReviewSiteMarksTheCardsAndCountsTheOutdatedApart() throws {
        let project = try WordpackBinary.builtSample().folder
        #expect(try WordpackBinary.run(["check"], in: project.url).status == 0)
        try WorkbookCellEdit.setText("piglet", cell: "C11", in: project.file(Self.english))
        let review = try WordpackBinary.run(["review"], in: project.url)
        #expect(review.status == 0, "\(review.standardError)")
        let animals = try String(contentsOf: project.file("review/app-animals.html"), encoding: .utf8)
        #expect(
            animals.contains("<article class=\"card outdated\" id=\"\(Self.cardID("Animals", "pig"))\">"), "\(animals)")
        #expect(animals.contains("recorded for “pig”: record it again</span>"))
        #expect(animals.contains("outdated: translated from “pig”</span>"))
        let index = try String(contentsOf: project.file("review/index.html"), encoding: .utf8)
        // es: one outdated translation (pig) and none to record again; en: its pig.wav to record again. The
        // recordings counted are those the apps play, which the cell's title names (issue 54).
        #expect(
            index.contains(
                "<td class=\"st-outdated\">1</td><td title=\"for “animals”, “deluxe”, the Glyph app “starter”\">18 of 18 "
                    + "(100%)</td><td>0</td>"), "\(index)")
    }

    @Test func acceptingOrEditingClearsEachAndAReplacedFileIsTakenAsNew() throws {
        let project = try Self.sample(changing: [("C11", "piglet"), ("C4", "kit")])
        // The actor says "piglet" well enough: accepted by name. cat.wav is recorded again by hand (new bytes).
        let accepted = try WordpackBinary.run(
            ["accept", "--language", "en", "speech/Animals/pig.wav"], in: project.url)
        #expect(accepted.status == 0, "\(accepted.standardError)")
        #expect(
            accepted.standardError.contains(
                "accept: noted 1 recording of en in inputs/languages/en/recorded.tsv as vouched for by a person "
                    + "(`person`: your word, not wordpack's hearing)"), "\(accepted.standardError)")
        try WordpackBinary.saveAgain(project.file("inputs/languages/en/speech/Animals/cat.wav"), adding: "  ")
        // es confirms its pig; ja's cat is edited; fr and jam are left outdated.
        #expect(
            try WordpackBinary.run(["accept", "--language", "es", "Animals/pig", "Animals/cat"], in: project.url).status
                == 0)
        let japanese = project.file("inputs/languages/ja/words.csv")
        let csv = try String(contentsOf: japanese, encoding: .utf8)
        try csv.replacingOccurrences(of: "Animals,cat,ねこ,", with: "Animals,cat,こねこ,").write(
            to: japanese, atomically: true, encoding: .utf8)

        let check = try WordpackBinary.run(["check"], in: project.url)
        #expect(check.status == 0, "\(check.standardError)")
        let stderr = check.standardError
        // ja's cat now says こねこ, which its recording does not.
        #expect(
            Self.lines(stderr, containing: "was recorded for") == [
                "inputs/languages/ja/words.csv!C4: warning: inputs/languages/ja/speech/Animals/cat.wav was recorded for "
                    + "“ねこ”; the word is now “こねこ”: record it again (`wordpack script --language ja` lists it), or, if "
                    + "it says the word, accept it (`wordpack accept --language ja "
                    + "inputs/languages/ja/speech/Animals/cat.wav`)."
            ], "\(stderr)")
        #expect(
            Self.lines(stderr, containing: "was translated from").map { String($0.prefix(32)) }.sorted() == [
                "inputs/languages/fr/words.xliff:", "inputs/languages/fr/words.xliff:",
                "inputs/languages/ja/words.csv!C1", "inputs/languages/jam/words.tsv!C",
                "inputs/languages/jam/words.tsv!C",
            ], "\(stderr)")
        let report = try WordpackBinary.run(["check", "--language", "en"], in: project.url)
        #expect(
            report.standardOutput.contains(
                "not noted:         1 recording is not in recorded.tsv (`wordpack accept --language en` notes it once "
                    + "listened to)"), "\(report.standardOutput)")
        // Noted: the count goes, and the next change of the word is seen again.
        #expect(try WordpackBinary.run(["accept", "--language", "en"], in: project.url).status == 0)
        let noted = try String(contentsOf: project.file("inputs/languages/en/recorded.tsv"), encoding: .utf8)
        // By a person's word, and the file says so.
        #expect(noted.hasPrefix("path\tsha256\ttext\tvouched\n"), "\(noted)")
        #expect(noted.contains("speech/Animals/cat.wav\t") && noted.contains("\tkit\tperson\n"), "\(noted)")
        #expect(noted.contains("speech/Animals/pig.wav\t") && noted.contains("\tpiglet\tperson\n"))
        try WorkbookCellEdit.setText("kitten", cell: "C4", in: project.file(Self.english))
        let again = try WordpackBinary.run(["check"], in: project.url)
        // The finding says who vouched for what the recording says: here a person, by accept.
        #expect(
            again.standardError.contains(
                "speech/Animals/cat.wav was recorded for “kit” (on a person's word); the word is now “kitten”"),
            "\(again.standardError)")
        let reported = try WordpackBinary.run(["check", "--language", "en"], in: project.url)
        #expect(!reported.standardOutput.contains("not noted"), "\(reported.standardOutput)")
        // The report counts the noted recordings by who vouched: the sample's rows (written before wordpack said
        // who vouched) and the two accepted.
        let recordings = Self.lines(reported.standardOutput, containing: "  recordings:")
        #expect(
            recordings.count == 1 && recordings[0].contains(" on a person's word")
                && recordings[0].contains(" noted without saying who vouched)"), "\(reported.standardOutput)")
    }

    @Test func aRecordingMovedToAnotherWordOrLetterSaysWhatItWasRecordedFor() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let speech = project.file("inputs/languages/en/speech/Animals")
        try FileManager.default.removeItem(at: speech.appendingPathComponent("pig.wav"))
        try FileManager.default.moveItem(
            at: speech.appendingPathComponent("owl.wav"), to: speech.appendingPathComponent("pig.wav"))
        let letters = project.file("inputs/languages/en/letters")
        try FileManager.default.removeItem(at: letters.appendingPathComponent("D.wav"))
        try FileManager.default.copyItem(
            at: letters.appendingPathComponent("B.wav"), to: letters.appendingPathComponent("D.wav"))
        let check = try WordpackBinary.run(["check"], in: project.url)
        let stderr = check.standardError
        #expect(
            stderr.contains(
                "inputs/languages/en/words.xlsx:Words!C11: warning: inputs/languages/en/speech/Animals/pig.wav was "
                    + "recorded for “owl”; the word is now “pig”"), "\(stderr)")
        #expect(
            stderr.contains(
                "inputs/languages/en/letters/D.wav: warning: was recorded as the sound of “B”, but its name makes it "
                    + "the sound of “D”"), "\(stderr)")
        // Nothing is said of the languages without recordings (fr, jam).
        #expect(Self.lines(stderr, containing: "inputs/languages/jam").isEmpty, "\(stderr)")
    }

    @Test func aHugeRecordedTextsFileIsRefusedWithoutBeingReadWhole() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let row = "speech/Animals/ant.wav\t" + String(repeating: "a", count: 64) + "\tant\n"
        let huge = "path\tsha256\ttext\n" + String(repeating: row, count: (17 << 20) / row.utf8.count)
        try huge.write(to: project.file("inputs/languages/es/recorded.tsv"), atomically: true, encoding: .utf8)
        let check = try WordpackBinary.run(["check"], in: project.url)
        #expect(
            check.standardError.contains(
                "inputs/languages/es/recorded.tsv: error: is larger than 16 MiB, which is not a list of recordings; "
                    + "none of its rows is used."), "\(check.standardError.prefix(2000))")
    }

    @Test func aBrokenRecordedTextsFileIsReportedByLineAndNeverRewritten() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        let file = project.file("inputs/languages/es/recorded.tsv")
        let text = try String(contentsOf: file, encoding: .utf8)
        // Saved again on Windows: CRLF line ends.
        let broken =
            (text.replacingOccurrences(of: "speech/Animals/ant.wav\t", with: "speech/../ant.wav\t")
            + "letters/Z.wav\tnot-a-digest\tZ\n").replacingOccurrences(of: "\n", with: "\r\n")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let check = try WordpackBinary.run(["check"], in: project.url)
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "inputs/languages/es/recorded.tsv:53:1: error: “not-a-digest” is not a SHA-256 (64 lowercase "
                    + "hexadecimal digits); the row is not used."), "\(check.standardError)")
        #expect(check.standardError.contains("error: “speech/../ant.wav” is not a plain path in the language folder"))
        let accept = try WordpackBinary.run(["accept", "--language", "es"], in: project.url)
        #expect(accept.status == 1)
        #expect(accept.standardError.contains("accept: nothing was noted."), "\(accept.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == broken)
    }
}
