import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackVocabulary

/// Every frequency table the package ships loads and keeps the format (`Resources/frequencies/README.md`), and
/// a broken line is reported at its line.
@Suite struct FrequencyTableTests {
    @Test func everyTableLoadsAndKeepsTheFormat() throws {
        #expect(FrequencyTable.languages == ["en", "es"])
        for language in FrequencyTable.languages {
            let table = try FrequencyTable.read(language)
            #expect(table.count > 39_000, "\(language)")
            #expect(table.values.allSatisfy { (1...8).contains($0) }, "\(language)")
        }
    }

    @Test(arguments: [
        ("cat\t4.78\ndog\n", "t.tsv:2: not a word and a number separated by one tab"),
        ("cat\t4.78\t1\n", "t.tsv:1: not a word and a number separated by one tab"),
        ("Cat\t4.78\n", "t.tsv:1: “Cat” is not lowercase in composed form"),
        ("cafe\u{301}\t4.78\n", "t.tsv:1: “cafe\u{301}” is not lowercase in composed form"),
        ("cat\t4.8\n", "t.tsv:1: “4.8” is not a Zipf value with two decimals"),
        ("cat\t9.00\n", "t.tsv:1: “9.00” is not a Zipf value with two decimals"),
        ("cat\tfour\n", "t.tsv:1: “four” is not a Zipf value with two decimals"),
        ("dog\t4.00\ncat\t4.78\n", "t.tsv:2: “cat” is not after “dog”"),
        ("cat\t4.00\ncat\t4.78\n", "t.tsv:2: “cat” is not after “cat”"),
        ("cat\t4.78", "t.tsv:0: no final line break"),
    ])
    func aBrokenLineIsReportedAtItsLine(text: String, message: String) throws {
        #expect(throws: FrequencyTable.Malformed.self) { try FrequencyTable.parse(Data(text.utf8), name: "t.tsv") }
        do {
            _ = try FrequencyTable.parse(Data(text.utf8), name: "t.tsv")
        } catch let error as FrequencyTable.Malformed {
            #expect(error.description == message)
        }
    }

    @Test func aGoodTableReadsEachWord() throws {
        let table = try FrequencyTable.parse(Data("cat\t4.78\nniño\t5.10\n".utf8), name: "t.tsv")
        #expect(table == ["cat": 4.78, "niño": 5.10])
    }
}
