import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackTestSupport

/// One mistake is one sentence: `wordpack check` on a copy of the sample with one mistake prints one finding for
/// it, with what follows from it folded into that sentence (how many rows, apps and folders name a list whose
/// sheet was renamed) and nothing printed twice.
@Suite struct OneCauseOneSentenceTests {
    /// The findings of `check` (not its summary line), which must fail.
    static func findings(_ project: TemporaryFolder) throws -> [String] {
        let result = try WordpackBinary.run(["check"], in: project.url)
        #expect(result.status != 0, "\(result.standardError)")
        return result.standardError.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("check:") }
    }

    static func sample() throws -> TemporaryFolder { try CausesBeforeConsequencesTests.sampleWithoutFrench() }

    @Test func aRenamedListSheetIsOneFindingAtTheSheetNamingEveryPlaceThatNamesTheOldName() throws {
        let project = try Self.sample()
        try FileManager.default.moveItem(
            at: project.file("inputs/lists/Animals.xlsx"), to: project.file("inputs/lists/Animal.xlsx"))
        let found = try Self.findings(project)
        // Before, 94: one per row, app, recording and folder.
        #expect(found.count == 1, "\(found)")
        let finding = try #require(found.first)
        #expect(finding.hasPrefix("inputs/lists/Animal.xlsx: error: "), "\(finding)")
        for part in [
            "rows of", "the apps animals, chatwa, deluxe, japanese, ole and starter in pipeline.json",
            "the folders inputs/words/Animals, ", "name the list “Animals”", "name it back Animals.xlsx",
            "the first is at inputs/languages/en/words.xlsx:",
        ] {
            #expect(finding.contains(part), "\(part) in \(finding)")
        }
    }

    /// A key renamed in its list sheet while its media and rows keep the old one (issue 67): one sentence at
    /// the new key's row naming the files still under the old name, rather than one per file, row and language.
    @Test func aRenamedKeyIsOneFindingNamingTheMediaUnderTheOldName() throws {
        let project = try Self.sample()
        try WorkbookCellEdit.setText("piglet", cell: "A11", in: project.file("inputs/lists/Animals.xlsx"))
        let found = try Self.findings(project)
        // Before, 18: the new key's picture and sound, each language's row, and every file of the old key.
        #expect(found.count == 1, "\(found)")
        let finding = try #require(found.first)
        #expect(finding.hasPrefix("inputs/lists/Animals.xlsx:Animals!"), "\(finding)")
        #expect(
            finding.contains("pig.png and pig.wav are there: was the key renamed from pig? Rename it back"),
            "\(finding)")
    }

    /// A new language, its words just translated, has no letter sound and no recording yet (issue 67): one line
    /// for its letters and one per list for its recordings, not one per letter and per word.
    @Test func aNewLanguagesMissingLettersAndRecordingsAreALineEach() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        try #require(try WordpackBinary.run(["export-po", "--language", "de"], in: project.url).status == 0)
        var po = try String(contentsOf: project.file("translations/de.po"), encoding: .utf8)
        let german = [
            "ant": "Ameise", "bear": "Bär", "cat": "Katze", "dog": "Hund", "duck": "Ente", "fish": "Fisch",
            "frog": "Frosch", "horse": "Pferd", "owl": "Eule", "pig": "Schwein",
        ]
        for (key, word) in german {
            po = po.replacingOccurrences(
                of: "msgctxt \"Animals/\(key)\"\nmsgid \"\(key)\"\nmsgstr \"\"",
                with: "msgctxt \"Animals/\(key)\"\nmsgid \"\(key)\"\nmsgstr \"\(word)\"")
        }
        try po.write(to: project.file("de.po"), atomically: true, encoding: .utf8)
        let imported = try WordpackBinary.run(["import-po", "de.po", "--language", "de"], in: project.url)
        try #require(imported.status == 0, "\(imported.standardError)")
        let checked = try WordpackBinary.run(["check", "--language", "de"], in: project.url)
        let lines = checked.standardError.split(separator: "\n")
        let letters = lines.filter { $0.hasPrefix("inputs/languages/de/letters: error: ") }
        // Before, 21 lines, one per letter.
        #expect(letters.count == 1, "\(letters)")
        #expect(
            letters.first?.contains("no letter sounds yet: A B C D E F H I K L M N O P R S T U W Z Ä (21); ") == true,
            "\(letters)")
        // Before, 10 lines, one per word, and the app's check of each.
        let recordings = lines.filter { $0.contains("recording") && $0.contains(": error: ") }
        #expect(recordings.count == 1, "\(recordings)")
        #expect(
            recordings.first?.contains(
                "inputs/languages/de/words.po:29:1: error: no recordings yet of “Animals” in de: 10 words to record "
                    + "(“Ameise”, “Bär”, “Katze”, “Hund”, “Ente” and 5 more), each as "
                    + "inputs/languages/de/speech/Animals/<key>.wav. The apps that play them: “animals” (de).") == true,
            "\(recordings)")
    }

    @Test func aListNamedByManyButLikeNoSheetIsOneFindingAtTheFirstRow() throws {
        let project = try Self.sample()
        try FileManager.default.moveItem(
            at: project.file("inputs/lists/Animals.xlsx"), to: project.file("inputs/lists/Beasts.xlsx"))
        let found = try Self.findings(project)
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.hasPrefix("inputs/languages/en/words.xlsx:Lists!A2: error: ") == true
                && found.first?.contains("but there is no inputs/lists/Animals.xlsx") == true
                && found.first?.contains("the lists are “Beasts”, ") == true, "\(found)")
    }

    @Test func aListNamedOnceKeepsItsOwnSentence() throws {
        let project = try Self.sample()
        try WorkbookCellEdit.setText("Animls", cell: "A2", in: project.file("inputs/languages/en/words.xlsx"))
        // Its word, ant, is also left untranslated: a warning of its own, in en and in en-phonics, which falls back.
        let found = try Self.findings(project).filter { $0.contains(": error: ") }
        #expect(
            found == [
                "inputs/languages/en/words.xlsx:Words!A2: error: there is no list “Animls”; the lists are “Animals”, "
                    + "“Core”, “Food”, “Home” and “Nature”. Correct the name, or add the list's sheet to inputs/lists/."
            ], "\(found)")
    }

    /// Before, five: the key's, Olé's English text "also" at its own cell, and Glyph's two tiles reading the same
    /// in en, es and ja.
    @Test func aDuplicatedKeyIsOneErrorNamingBothCells() throws {
        let project = try Self.sample()
        let list = project.file("inputs/lists/Animals.xlsx")
        try WorkbookCellEdit.setText("cat", cell: "A12", in: list)
        try WorkbookCellEdit.setText("bg_grass", cell: "D12", in: list)
        let found = try Self.findings(project)
        #expect(
            found == [
                "inputs/lists/Animals.xlsx:Animals!A12: error: the key “cat” is used twice in this list, at "
                    + "Animals!A4 and Animals!A12; keys must be unique: change or delete one of them (until then, the "
                    + "apps are checked with the first)."
            ], "\(found)")
    }

    struct Unreadable: CustomTestStringConvertible, Sendable {
        /// The file replaced, and the unreadable file put in its place.
        var replaced: String
        var file: String
        var bytes: Data
        var testDescription: String { file }
    }

    static let unreadable = [
        // Printed twice: the picture is drawn for two apps.
        Unreadable(
            replaced: "inputs/words/Animals/picture/bear.png", file: "inputs/words/Animals/picture/bear.pdf",
            bytes: Data()),
        Unreadable(
            replaced: "inputs/words/Animals/picture/cat.png", file: "inputs/words/Animals/picture/cat.png",
            bytes: Data("\u{89}PNG\r\n\u{1A}\ngarbage".utf8)),
        Unreadable(
            replaced: "inputs/languages/en/speech/Animals/dog.wav", file: "inputs/languages/en/speech/Animals/dog.m4a",
            bytes: Data("garbage, not an MPEG-4 file".utf8)),
    ]

    @Test(arguments: unreadable)
    func anUnreadableMasterIsOneLine(_ master: Unreadable) throws {
        let project = try Self.sample()
        try FileManager.default.removeItem(at: project.file(master.replaced))
        try master.bytes.write(to: project.file(master.file))
        let found = try Self.findings(project)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("\(master.file): error: ") == true, "\(found)")
    }

    struct Misplaced: CustomTestStringConvertible, Sendable {
        var from: String
        var to: String
        /// The cell or folder that says the file is missing, and what it says of the one there.
        var at: String
        var says: String
        var testDescription: String { to }
    }

    static let misplaced = [
        Misplaced(
            from: "inputs/languages/en/speech/Animals/cat.wav", to: "inputs/languages/en/speech/Animals/Cat.wav",
            at: "inputs/languages/en/words.xlsx:Words!C4",
            says: "inputs/languages/en/speech/Animals/Cat.wav is there, but file names are case-sensitive: rename it "
                + "cat.wav."),
        Misplaced(
            from: "inputs/languages/es/speech/Animals/dog.wav", to: "inputs/languages/es/speech/Food/dog.wav",
            at: "inputs/languages/es/words.ods:Words!C5",
            says: "inputs/languages/es/speech/Food/dog.wav is there, in the wrong folder: move it to "
                + "inputs/languages/es/speech/Animals/."),
        Misplaced(
            from: "inputs/words/Animals/picture/owl.png", to: "inputs/words/Animals/background/owl.png",
            at: "inputs/lists/Animals.xlsx:Animals!B10",
            says: "inputs/words/Animals/background/owl.png is there, in the wrong folder: move it to "
                + "inputs/words/Animals/picture/."),
        Misplaced(
            from: "inputs/words/Animals/picture/pig.png", to: "inputs/words/Animals/pig.jpeg",
            at: "inputs/lists/Animals.xlsx:Animals!B11",
            says: "inputs/words/Animals/pig.jpeg is there, in the wrong folder: move it to "
                + "inputs/words/Animals/picture/ and rename it pig.png."),
        Misplaced(
            from: "inputs/words/Animals/picture/ant.png", to: "inputs/words/Food/picture/ant.png",
            at: "inputs/lists/Animals.xlsx:Animals!B2",
            says: "inputs/words/Food/picture/ant.png is there, in the wrong folder: move it to "
                + "inputs/words/Animals/picture/."),
        Misplaced(
            from: "inputs/languages/en/letters/B.wav", to: "inputs/languages/en/speech/b.wav",
            at: "inputs/languages/en/letters",
            says: "inputs/languages/en/speech/b.wav is there, in the wrong folder: move it to "
                + "inputs/languages/en/letters/ and rename it B.wav."),
    ]

    /// Before, two findings each: the file missing, and the one there unused, with no word of how they meet.
    @Test(.tags(.slow), arguments: misplaced)
    func aFileOfNearlyTheRightNameOrPlaceIsNamedWhereItsFileIsMissing(_ file: Misplaced) throws {
        let project = try Self.sample()
        try FileManager.default.createDirectory(
            at: project.file(file.to).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: project.file(file.from), to: project.file(file.to))
        let found = try Self.findings(project)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("\(file.at): error: ") == true, "\(found)")
        #expect(found.first?.hasSuffix(" \(file.says)") == true, "\(found)")
    }
}
