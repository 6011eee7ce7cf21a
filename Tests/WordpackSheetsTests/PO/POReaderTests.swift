import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// gettext PO as Poedit, Weblate and `msgmerge` write it, read by `POReader`: entries, their comments and flags,
/// strings over several lines, escapes, and every line that is not PO refused at its line and column.
@Suite struct POReaderTests {
    static func read(_ text: String, bytes: [UInt8]? = nil) throws -> (header: POHeader?, entries: [POEntry]) {
        let folder = try TemporaryFolder()
        let url = folder.file("fr.po")
        try Data(bytes ?? Array(text.utf8)).write(to: url)
        return try POReader.read(path: url.path, displayPath: "fr.po")
    }

    static func problem(_ text: String, bytes: [UInt8]? = nil) -> FileProblem? {
        do {
            _ = try read(text, bytes: bytes)
            return nil
        } catch {
            return error as? FileProblem
        }
    }

    @Test func readsEntriesAsPoeditWritesThem() throws {
        let text = """
            # Translators' file.
            msgid ""
            msgstr ""
            "Language: fr\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"

            # a translator's comment
            #. List: Animals.
            #. Picture: fr/pictures/Animals/ant.png
            #: inputs/lists/Animals.xlsx:2
            msgctxt "Animals/ant"
            msgid "ant"
            msgstr "fourmi"

            #, fuzzy, c-format
            #| msgid "bats"
            msgctxt "Animals/bat"
            msgid "bat"
            msgstr ""
            "chauve-"
            "souris"

            #~ msgctxt "Animals/old"
            #~ msgid "old"
            #~ msgstr "vieux"

            msgctxt "Animals/cat"
            msgid "say \\"cat\\"\\t\\\\ \\101"
            msgstr ""

            """
        let (header, entries) = try Self.read(text)
        #expect(header?["language"] == "fr" && header?.charset == "UTF-8")
        #expect(entries.map { $0.context ?? "-" } == ["Animals/ant", "Animals/bat", "Animals/cat"])
        let ant = entries[0]
        #expect(ant.translatorComments == ["a translator's comment"])
        #expect(ant.extractedComments == ["List: Animals.", "Picture: fr/pictures/Animals/ant.png"])
        #expect(ant.references == ["inputs/lists/Animals.xlsx:2"])
        #expect(ant.line == 11 && ant.translationLine == 13 && !ant.isFuzzy && ant.translation == "fourmi")
        let bat = entries[1]
        #expect(bat.isFuzzy && bat.flags == ["fuzzy", "c-format"] && bat.previousSource == "bats")
        #expect(bat.translation == "chauve-souris" && bat.line == 17 && bat.translationLine == 19)
        #expect(entries[2].source == "say \"cat\"\t\\ A" && entries[2].translation.isEmpty)
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreRead() throws {
        let text = "msgctxt \"Animals/ant\"\r\nmsgid \"ant\"\r\nmsgstr \"fourmi\"\r\n"
        let (header, entries) = try Self.read("", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(header == nil)
        #expect(entries.count == 1 && entries[0].translation == "fourmi" && entries[0].context == "Animals/ant")
    }

    @Test(arguments: [
        ("msgid \"ant\nmsgstr \"\"\n", "fr.po:1:7", "this string has no closing double quote"),
        ("msgstr \"fourmi\"\n", "fr.po:1:1", "a msgstr without a msgid before it"),
        ("msgid \"ant\"\nmsgid \"bat\"\nmsgstr \"\"\n", "fr.po:2:1", "a msgid follows the msgid on line 1"),
        ("msgid \"a\\qb\"\nmsgstr \"\"\n", "fr.po:1:9", "“\\q” is not an escape PO knows"),
        ("msgid \"ant\"\nmsgstr \"x\" y\n", "fr.po:2:12", "“y” follows the string's closing quote"),
        ("msgid \"ant\"\nfourmi\n", "fr.po:2:1", "“fourmi” is not PO"),
        (
            "msgctxt \"Animals/ant\"\nmsgid \"ant\"\n", "fr.po:1:1",
            "this entry has no msgstr before the end of the file"
        ),
        ("\"stray\"\n", "fr.po:1:1", "a string here continues nothing"),
        ("msgid \"\\351t\\351\"\nmsgstr \"\"\n", "fr.po:1:8", "escapes a byte of a character"),
    ])
    func aLineThatIsNotPOIsRefusedAtItsPlace(text: String, place: String, says: String) throws {
        let problem = try #require(Self.problem(text))
        #expect(problem.description.hasPrefix(place + ": error: "), "\(problem)")
        #expect(problem.description.contains(says), "\(problem)")
        #expect(problem.description.contains("wordpack export-po"), "\(problem)")
    }

    @Test func textThatIsNotUTF8IsRefusedAtItsLine() throws {
        let bytes = Array("msgid \"ant\"\nmsgstr \"".utf8) + [0xE9] + Array("\"\n".utf8)
        let problem = try #require(Self.problem("", bytes: bytes))
        #expect(problem.description.hasPrefix("fr.po:2:1: error: this line is not UTF-8 text"), "\(problem)")
    }

    /// A line of several megabytes (a file that is not PO, or a pasted blob) is refused once it passes the line
    /// limit, without its end being read; a string past the cell limit is cut and marked.
    @Test func theLimitsAreCheckedWhileReading() throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 3 << 20)
        let problem = try #require(Self.problem("", bytes: Array("msgid \"".utf8) + long))
        #expect(problem.description.hasPrefix("fr.po:1:1: error: this line is longer than"), "\(problem)")
        let word = String(repeating: "é", count: ReadLimits.cellCharacters + 10)
        let (_, entries) = try Self.read("msgctxt \"A/a\"\nmsgid \"a\"\nmsgstr \"\"\n\"\(word)\"\n")
        #expect(entries[0].tooLong == ReadLimits.cellCharacters + 10)
        #expect(entries[0].translation.utf16.count == ReadLimits.cellCharacters)
    }

    /// What `export-po` writes reads back as the same units: context, source, target, notes, the row's
    /// reference, and the fuzzy flag with the source it was made for on an outdated translation alone.
    @Test func theExportReadsBackAsWritten() throws {
        var outdated = XLIFFExport.Unit(
            id: "bat", source: "bat", target: "chauve-souris", needsReview: true, notes: ["List: Animals."])
        outdated.madeAgainst = "bats"
        outdated.location = Location(file: "inputs/lists/Animals.xlsx", row: 3)
        let export = XLIFFExport(
            sourceLanguage: "en", targetLanguage: "fr",
            files: [
                .init(
                    list: "Animals",
                    units: [
                        .init(id: ":name", source: "Animals", target: "Animaux"),
                        .init(id: "ant", source: "ant \"the\" \\ one\ttab", target: nil, notes: ["two\nlines"]),
                        outdated,
                    ])
            ])
        let (header, entries) = try Self.read(String(decoding: export.poData(), as: UTF8.self))
        #expect(header?["Language"] == "fr" && header?["X-Source-Language"] == "en")
        #expect(entries.map { $0.context ?? "" } == ["Animals/:name", "Animals/ant", "Animals/bat"])
        #expect(entries.map(\.source) == ["Animals", "ant \"the\" \\ one\ttab", "bat"])
        #expect(entries.map(\.translation) == ["Animaux", "", "chauve-souris"])
        #expect(entries.map(\.isFuzzy) == [false, false, true])
        #expect(entries[1].extractedComments == ["two lines"])
        #expect(entries[2].previousSource == "bats" && entries[2].references == ["inputs/lists/Animals.xlsx:3"])
        #expect(export.poData() == export.poData())
    }
}
