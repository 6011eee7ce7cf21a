import Foundation
import Testing
import WordpackCore
import WordpackTestSupport

@testable import WordpackSheets

/// PO files from a translator the studio has never met (issue 68): many short continuation lines are read in
/// time linear in the file, every kind of line end is read, and plural forms are refused as gettext's `msgfmt`
/// (the independent reader) refuses them.
@Suite struct POHostileTests {
    static func write(_ bytes: [UInt8], in folder: TemporaryFolder) throws -> URL {
        let url = folder.file("fr.po")
        try Data(bytes).write(to: url)
        return url
    }

    /// An entry whose msgstr goes on for `bytes` bytes of `"a"` lines: what made the reader quadratic.
    static let head = Array("msgctxt \"Animals/ant\"\nmsgid \"ant\"\nmsgstr \"\"\n".utf8)

    static func continuationLines(bytes: Int) -> [UInt8] {
        var text = head
        let line = Array("\"a\"\n".utf8)
        text.reserveCapacity(bytes + line.count)
        while text.count < bytes { text += line }
        return text
    }

    @Test func fourMegabytesOfShortContinuationLinesAreReadInSeconds() throws {
        let folder = try TemporaryFolder()
        let bytes = Self.continuationLines(bytes: 4 << 20)
        let url = try Self.write(bytes, in: folder)
        let started = Date()
        let (_, entries) = try POReader.read(path: url.path, displayPath: "fr.po")
        let seconds = Date().timeIntervalSince(started)
        // Before: some 70 s for 1 MB in a release build, and no end within 90 s for these 4 MB in a debug build; now a
        // few seconds in a debug build (30 s leaves room for a machine busy with other builds).
        #expect(seconds < 30, "\(seconds) s")
        #expect(entries.count == 1)
        #expect(entries.first?.tooLong == (bytes.count - Self.head.count) / 4)
        #expect(entries.first?.translation.utf16.count == ReadLimits.cellCharacters)
    }

    static let entries =
        "msgctxt \"Animals/ant\"\nmsgid \"ant\"\nmsgstr \"fourmi\"\n\nmsgctxt \"Animals/bat\"\nmsgid \"bat\"\n"
        + "msgstr \"chauve-\"\n\"souris\"\n"

    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEndIsRead(end: String) throws {
        let folder = try TemporaryFolder()
        let text = Self.entries.replacingOccurrences(of: "\n", with: end)
        let url = try Self.write(Array(text.utf8), in: folder)
        let (_, entries) = try POReader.read(path: url.path, displayPath: "fr.po")
        #expect(entries.map(\.translation) == ["fourmi", "chauve-souris"])
        #expect(entries.map(\.line) == [1, 5])
    }

    /// A CRLF split by the reader's 64 KB pieces is one line end, and a lone CR before a piece's end is one too.
    @Test(arguments: ["\r\n", "\r"])
    func aLineEndAcrossTheReadersPiecesIsOne(end: String) throws {
        let folder = try TemporaryFolder()
        let comment = "# " + String(repeating: "x", count: (1 << 16) - 3)  // its CR the piece's last byte
        let text = comment + end + Self.entries.replacingOccurrences(of: "\n", with: end)
        let url = try Self.write(Array(text.utf8), in: folder)
        let (_, entries) = try POReader.read(path: url.path, displayPath: "fr.po")
        #expect(entries.map(\.translation) == ["fourmi", "chauve-souris"])
        #expect(entries.map(\.line) == [2, 6])
    }

    @Test(arguments: [
        (
            "msgctxt \"Animals/ant\"\nmsgid \"ant\"\nmsgstr[0] \"fourmi\"\n",
            "fr.po:3:1: error: msgstr[0] needs a msgid_plural before it (plural forms are numbered only in a plural "
                + "entry; write msgstr)"
        ),
        (
            "msgctxt \"Animals/ant\"\nmsgid \"ant\"\nmsgid_plural \"ants\"\nmsgstr \"fourmi\"\n",
            "fr.po:4:1: error: an entry with a msgid_plural needs msgstr[0], msgstr[1]… rather than msgstr"
        ),
    ])
    func pluralFormsAreRefusedAsMsgfmtRefusesThem(text: String, says: String) throws {
        let folder = try TemporaryFolder()
        let url = try Self.write(Array(text.utf8), in: folder)
        var found: FileProblem?
        do { _ = try POReader.read(path: url.path, displayPath: "fr.po") } catch let problem as FileProblem {
            found = problem
        }
        #expect(found?.description.hasPrefix(says) == true, "\(String(describing: found))")
        let msgfmt = try #require(ExternalTool.find("msgfmt"), "gettext's msgfmt (make test-deps installs it)")
        let checked = try ExternalTool.run(msgfmt, ["--check", "--output-file=/dev/null", url.path])
        #expect(checked.status != 0, "msgfmt took it: \(checked.standardError)")
    }
}
