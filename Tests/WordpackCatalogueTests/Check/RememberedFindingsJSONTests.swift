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
            translations: Self.findings("translations"), texts: Self.findings("texts"),
            outdated: Self.findings("outdated"), unused: Self.findings("unused"))
        var own: [UInt8] = []
        rows.writeJSON(into: &own)
        #expect(own == (try Self.encoded(rows)))
        let decoded = try JSONDecoder().decode(LanguageListRowFindings.self, from: Data(own))
        #expect(decoded.texts.findings == rows.texts.findings)
    }
}
