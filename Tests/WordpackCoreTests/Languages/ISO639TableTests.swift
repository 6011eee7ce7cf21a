import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCore

/// The ISO 639 table the package ships loads, keeps the format (`Resources/iso639/README.md`) and is exactly
/// what `tools/generate-iso639.py` writes from Debian's iso-codes; a broken line is reported at its line.
@Suite struct ISO639TableTests {
    @Test func theTableLoadsWithEveryLanguageAndItsTwoLetterCode() throws {
        let table = try ISO639Table.read()
        #expect(table.count > 8_000)
        #expect(table.keys.filter { $0.count == 2 }.count > 180)
        #expect(table["en"] == "English" && table["eng"] == "English")
        #expect(table["jam"] == "Jamaican Creole English")
        #expect(LanguageCode.names == table)
    }

    /// The committed table, and the copy in the package's resources, are the generator's output byte for byte:
    /// when Debian's iso-codes changes, run `python3 tools/generate-iso639.py` and commit the table.
    @Test func theTableIsWhatTheGeneratorWrites() throws {
        let python = try #require(ExternalTool.find("python3"), "python3 is needed; `make test` installs it")
        let source = "/usr/share/iso-codes/json/iso_639-3.json"
        try #require(
            FileManager.default.fileExists(atPath: source),
            "\(source) is needed: Debian's iso-codes package (`make test` installs it; apt-get install iso-codes)")
        let script = Fixtures.repository.appendingPathComponent("tools/generate-iso639.py").path
        let result = try ExternalTool.run(python, [script, "--stdout"])
        #expect(result.status == 0, "\(result.standardError)")
        let committed = try Data(
            contentsOf: Fixtures.repository.appendingPathComponent(
                "Sources/WordpackCore/Resources/iso639/iso639.tsv"))
        #expect(result.output == committed, "iso639.tsv is not what tools/generate-iso639.py writes: run it and commit")
        let bundled = try Data(contentsOf: try #require(ISO639Table.file))
        #expect(bundled == committed, "the package's resources hold another iso639.tsv than the repository")
    }

    @Test(arguments: [
        ("aa\tAfar\nab\n", "t.tsv:2: not a code and a name separated by one tab"),
        ("aa\tAfar\tx\n", "t.tsv:1: not a code and a name separated by one tab"),
        ("aa\t\n", "t.tsv:1: not a code and a name separated by one tab"),
        ("Aa\tAfar\n", "t.tsv:1: “Aa” is not two or three lowercase letters"),
        ("aaaa\tAfar\n", "t.tsv:1: “aaaa” is not two or three lowercase letters"),
        ("ab\tAbkhazian\naa\tAfar\n", "t.tsv:2: “aa” is not after “ab”"),
        ("aa\tAfar\naa\tAfar\n", "t.tsv:2: “aa” is not after “aa”"),
        ("aa\tAfar", "t.tsv:0: no final line break"),
    ])
    func aBrokenLineIsReportedAtItsLine(text: String, message: String) throws {
        #expect(throws: ISO639Table.Malformed.self) { try ISO639Table.parse(Data(text.utf8), name: "t.tsv") }
        do {
            _ = try ISO639Table.parse(Data(text.utf8), name: "t.tsv")
        } catch let error as ISO639Table.Malformed {
            #expect(error.description == message)
        }
    }

    @Test func aGoodTableReadsEachCode() throws {
        let table = try ISO639Table.parse(Data("aa\tAfar\naaa\tGhotuo\n".utf8), name: "t.tsv")
        #expect(table == ["aa": "Afar", "aaa": "Ghotuo"])
    }
}
