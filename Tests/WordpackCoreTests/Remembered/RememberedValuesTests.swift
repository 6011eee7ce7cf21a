import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore

/// A remembered-results file's entries kept as their JSON text until asked for (`RememberedValues`): saving
/// writes back what it did not replace byte for byte, and what it writes reads back as the same entries.
@Suite struct RememberedValuesTests {
    struct Entry: Codable, Equatable {
        var key: String
        var value: [String]
    }

    /// Entries whose keys and texts hold what a scanner of JSON could trip on: quotes, backslashes, braces and
    /// brackets inside strings, escaped and unescaped Unicode, slashes, empty arrays.
    static let entries: [String: Entry] = [
        "plain": Entry(key: "a", value: ["one", "two"]),
        "quote \" and \\ back": Entry(key: "}{][", value: ["\"{", "\\\"", "]", ""]),
        "élan 😀 \u{1}": Entry(key: "path/to/file.csv", value: []),
        "List002 0123abcd": Entry(key: "x", value: ["tab\there", "line\nfeed", "\u{1F}packed\u{1E}"]),
    ]

    static func written(_ entries: [String: Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(entries)
    }

    /// `entries` written into a file of a temporary folder (removed with the folder, which the result holds).
    static func writtenFile() throws -> (folder: TemporaryFolder, url: URL, text: Data) {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("results.json")
        let text = try written(entries)
        try text.write(to: url)
        return (folder, url, text)
    }

    @Test func whatIsNotReplacedIsWrittenBackAsItWasRead() throws {
        let text = try Self.written(Self.entries)
        var values = RememberedValues<Entry>(text: text)
        for key in Self.entries.keys { #expect(values.contains(key)) }
        #expect(values["plain"] == Self.entries["plain"])
        #expect(try values.encoded() == text)
        // As Foundation writes it, whatever was asked for.
        for key in Self.entries.keys { #expect(values[key] == Self.entries[key], "\(key)") }
        #expect(try values.encoded() == text)
    }

    @Test func aReplacedOrAddedEntryIsEncodedAndTheRestKept() throws {
        var values = RememberedValues<Entry>(text: try Self.written(Self.entries))
        var expected = Self.entries
        values["plain"] = Entry(key: "b", value: ["three"])
        expected["plain"] = Entry(key: "b", value: ["three"])
        values["new one"] = Entry(key: "c", value: [])
        expected["new one"] = Entry(key: "c", value: [])
        values["List002 0123abcd"] = nil
        expected["List002 0123abcd"] = nil
        let saved = try values.encoded()
        #expect(try JSONDecoder().decode([String: Entry].self, from: saved) == expected)
        #expect(saved == (try Self.written(expected)))
        var again = RememberedValues<Entry>(text: saved)
        for (key, entry) in expected { #expect(again[key] == entry) }
    }

    @Test func aFileThatIsNotOneObjectHasNoEntries() throws {
        for text in ["", "[]", "{\"a\":", "{\"a\":1} {}", "{\"a\" 1}", "{\"a\":\"unclosed}", "null", "{\"a\":[1,2}"] {
            var values = RememberedValues<Int>(text: Data(text.utf8))
            #expect(!values.contains("a"), "\(text)")
            #expect(values["a"] == nil, "\(text)")
        }
        var empty = RememberedValues<Int>(text: Data(" { } ".utf8))
        #expect(empty["a"] == nil)
        #expect(try empty.encoded() == Data("{}".utf8))
    }

    /// An entry written by another version (another shape) is as good as none; the others are read.
    @Test func anEntryOfAnotherShapeIsNone() throws {
        var values = RememberedValues<Entry>(text: Data(#"{"old":{"key":1},"new":{"key":"k","value":["v"]}}"#.utf8))
        #expect(values["old"] == nil)
        #expect(values["new"] == Entry(key: "k", value: ["v"]))
        #expect(try values.encoded() == Data(#"{"new":{"key":"k","value":["v"]}}"#.utf8))
    }

    /// Once every entry of a file is decoded, its text is let go of and the file read again to save: what is
    /// saved is the same, and a file changed meanwhile is not spliced from (the entries set are saved alone, as
    /// one object).
    @Test func aFileWhoseEntriesAreAllDecodedIsReadAgainToSave() throws {
        let file = try Self.writtenFile()
        let url = file.url
        var values = RememberedValues<Entry>(contentsOf: url)
        for (key, entry) in Self.entries { #expect(values[key] == entry) }
        values["plain"] = Entry(key: "b", value: [])
        var expected = Self.entries
        expected["plain"] = Entry(key: "b", value: [])
        #expect(try values.encoded() == (try Self.written(expected)))
        // Another file in its place: the entry set alone.
        try Data("{\"other\":{\"key\":\"o\",\"value\":[]}}".utf8).write(to: url)
        #expect(try values.encoded() == (try Self.written(["plain": Entry(key: "b", value: [])])))
    }

    /// An entry read is not kept decoded (whoever asked keeps it): asked for again once the text was let go of, it
    /// is decoded from the file read again, unless the file changed meanwhile (then it is as good as none).
    @Test func anEntryAskedForAgainIsDecodedAgainFromItsFile() throws {
        let file = try Self.writtenFile()
        let url = file.url
        var values = RememberedValues<Entry>(contentsOf: url)
        for (key, entry) in Self.entries { #expect(values[key] == entry) }
        for (key, entry) in Self.entries { #expect(values[key] == entry, "asked again: \(key)") }
        #expect(try values.encoded() == file.text)

        var changed = RememberedValues<Entry>(contentsOf: url)
        for (key, entry) in Self.entries { #expect(changed[key] == entry) }
        try Data("{\"plain\":{\"key\":\"o\",\"value\":[]}}".utf8).write(to: url)
        #expect(changed["plain"] == nil)
    }

    /// Remembered findings write their own JSON (`OwnJSON`): the bytes `JSONEncoder` writes, every control
    /// character (a key's: a finding shows them as escapes), quote, backslash, slash and character beyond ASCII
    /// included, which `JSONDecoder` reads back.
    @Test func findingsWriteTheJSONTheEncoderWrites() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let findings = [
            Diagnostic.warning(
                at: Location(file: "inputs/a b/words.xlsx", sheet: "S\"1/2", row: 3, column: "C"),
                "\(controls) “quoted” \"quoted\" back\\slash a/b murciélago 😀 \u{7F} \u{2028}"),
            .error(at: Location(file: "inputs/x"), ""),
        ]
        let value = LatestResult(key: "k\"ey/\(controls)é", value: PackedFindings(findings))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var own: [UInt8] = []
        value.writeJSON(into: &own)
        #expect(own == [UInt8](try encoder.encode(value)))
        let decoded = try JSONDecoder().decode(LatestResult<PackedFindings>.self, from: Data(own))
        #expect(decoded.key == value.key)
        #expect(decoded.value.findings == findings)
        var values = RememberedValues<LatestResult<PackedFindings>>()
        values["latest"] = value
        #expect(try values.encoded() == Data(#"{"latest":"#.utf8) + Data(own) + Data("}".utf8))
    }
}
