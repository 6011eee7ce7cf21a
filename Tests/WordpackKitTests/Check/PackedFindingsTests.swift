import Testing
import WordpackCore

/// Findings the build folder keeps are packed into one text (`Diagnostic.packed(_:)`) and read back whole.
@Suite struct PackedFindingsTests {
    static let findings = [
        Diagnostic.warning(
            at: Location(file: "inputs/languages/es/words.xlsx", sheet: "Words", row: 12, column: "C"),
            "“murciélago” — 12:3, with a colon, - a dash and a \u{1F} unit separator"),
        Diagnostic.error(at: Location(file: "inputs/languages/fi"), ""),
        Diagnostic.error(at: Location(file: "pipeline.json", row: 3, column: "7"), "😀 two\nlines"),
    ]

    @Test func findingsComeBackAsTheyWere() {
        let packed = Diagnostic.packed(Self.findings)
        #expect(Diagnostic.unpacked(packed) == Self.findings)
        #expect(Diagnostic.unpacked("") == [])
    }

    @Test func aCutOrDamagedTextIsNoFindings() {
        let packed = Diagnostic.packed(Self.findings)
        for cut in [1, 7, packed.utf8.count / 2, packed.utf8.count - 1] {
            #expect(Diagnostic.unpacked(String(decoding: packed.utf8.prefix(cut), as: UTF8.self)) == nil, "\(cut)")
        }
        #expect(Diagnostic.unpacked("99999999999999999999:x") == nil)
        #expect(Diagnostic.unpacked("7:warning4:file-1:x-0:") == nil)
    }
}
