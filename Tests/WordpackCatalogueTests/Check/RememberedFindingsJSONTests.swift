import Foundation
import Testing
import WordpackCore

@testable import WordpackCatalogue

/// The check's remembered findings write their own JSON (`OwnJSON`): the bytes `JSONEncoder` writes for them, each
/// field under its own name, which `JSONDecoder` reads back.
@Suite struct RememberedFindingsJSONTests {
    static func findings(_ name: String) -> PackedFindings {
        PackedFindings([
            .warning(at: Location(file: "inputs/languages/fr/words.xlsx", sheet: "Words", row: 2), "\(name) “a”"),
            .error(at: Location(file: "inputs/languages/fr/\(name).csv"), "\(name) \"b\" c/d"),
        ])
    }

    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value))
    }

    @Test func aLanguagesRestIsWhatTheEncoderWrites() throws {
        let rest = LanguageRest(
            spelling: Self.findings("spelling"), consistency: Self.findings("consistency"),
            unlisted: Self.findings("unlisted"), listNames: Self.findings("listNames"), unused: Self.findings("unused"))
        var own: [UInt8] = []
        rest.writeJSON(into: &own)
        #expect(own == (try Self.encoded(rest)))
        let decoded = try JSONDecoder().decode(LanguageRest.self, from: Data(own))
        #expect(decoded.unlisted.findings == rest.unlisted.findings)
        #expect(decoded.listNames.findings == rest.listNames.findings)
    }

    @Test func aListsRowFindingsAreWhatTheEncoderWrites() throws {
        let rows = LanguageListRowFindings(
            translations: Self.findings("translations"), texts: TextFindings(Self.findings("texts").findings),
            outdated: Self.findings("outdated"), unused: Self.findings("unused"))
        var own: [UInt8] = []
        rows.writeJSON(into: &own)
        #expect(own == (try Self.encoded(rows)))
        let decoded = try JSONDecoder().decode(LanguageListRowFindings.self, from: Data(own))
        #expect(decoded.texts.findings == rows.texts.findings)
        // With an error among them, the texts are read back as values.
        #expect(decoded.texts.run == nil)
    }

    /// A list's text findings that are warnings no fold changes are read back packed, and written as they were.
    @Test func warningsReadBackPackedAreWrittenAsTheyWere() throws {
        let warnings = (2...4).map { (row: Int) in
            Diagnostic.warning(
                at: Location(file: "inputs/languages/fr/words.xlsx", sheet: "Words", row: row, column: "C"),
                "“a\(row)” is the same as the en text")
        }
        let rows = LanguageListRowFindings(
            translations: Self.findings("translations"), texts: TextFindings(warnings),
            outdated: Self.findings("outdated"), unused: Self.findings("unused"))
        var own: [UInt8] = []
        rows.writeJSON(into: &own)
        let decoded = try JSONDecoder().decode(LanguageListRowFindings.self, from: Data(own))
        #expect(decoded.texts.run?.count == 3)
        #expect(decoded.texts.findings == warnings)
        var again: [UInt8] = []
        decoded.writeJSON(into: &again)
        #expect(again == own)
        #expect(try Self.encoded(decoded) == own)
    }

    /// Damaged text findings in the build folder are no findings: the part is checked afresh.
    @Test func damagedTextFindingsAreNotRead() throws {
        for text in ["z12:AAAA", "z99999999999:" + Data([1, 2, 3]).base64EncodedString(), "znot:packed", "7:warning"] {
            let json = Data("\"\(text)\"".utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextFindings.self, from: json) }
        }
        #expect(try JSONDecoder().decode(TextFindings.self, from: Data("\"\"".utf8)).findings.isEmpty)
    }
}
