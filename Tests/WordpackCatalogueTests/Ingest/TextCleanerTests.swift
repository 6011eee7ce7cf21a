import Foundation
import Testing
import WordpackTestSupport

@testable import WordpackCatalogue
@testable import WordpackCore

@Suite struct TextCleanerTests {
    private let cell = Location(file: "inputs/lists/Animals.csv", row: 2, column: "A")

    private func clean(_ text: String) -> (String, [String]) {
        var cleaner = TextCleaner()
        let result = cleaner.clean(text, at: cell, what: "the key")
        return (result, cleaner.findings.map(\.message))
    }

    @Test func cleanTextIsLeftAlone() {
        #expect(clean("murciélago").0 == "murciélago")
        #expect(clean("murciélago").1.isEmpty)
        #expect(clean("ぎゅうにゅう").1.isEmpty)
    }

    @Test func decomposedTextIsComposed() {
        let (text, messages) = clean("murcie\u{301}lago")
        #expect(Array(text.unicodeScalars) == Array("murci\u{E9}lago".unicodeScalars))
        #expect(messages.count == 1)
    }

    @Test func spacesAndInvisibleCharactersAreRemovedAndReported() {
        #expect(
            clean("\u{00A0}ant ") == (
                "ant",
                [
                    "the key “ant” has spaces or line breaks at its start and end, which were removed; delete them in the sheet."
                ]
            ))
        #expect(clean("an\u{200B}t").0 == "ant")
        #expect(
            clean("an\u{200B}t").1 == [
                "the key “ant” contains an invisible character (zero-width space), which was removed; retype the cell to remove it from the sheet."
            ])
        #expect(clean(" \u{200B} ") == ("", []))
    }

    @Test(arguments: [("TRUE", true), ("false", false), ("Yes", true), ("x", true), ("0", false), ("", false)])
    func booleans(text: String, value: Bool) {
        #expect(CellValues.boolean(text) == value)
    }

    @Test func caseOverrides() {
        #expect(CellValues.caseOverride("2") == .capitalized)
        #expect(CellValues.caseOverride("Lowercase") == .lowercase)
        #expect(CellValues.caseOverride("3") == nil)
    }
}

/// The shortcut that skips Foundation's normalization must never call a text NFC that is not.
@Suite struct KnownNFCTests {
    @Test func everyScalarItTrustsIsNFCAloneAndAfterALetter() {
        let trusted = (0..<0x3_0000).compactMap(Unicode.Scalar.init).filter { String($0).isKnownNFC }
        #expect(trusted.count > 20_000)
        for scalar in trusted {
            for text in [String(scalar), "a" + String(scalar), String(scalar) + "a"] {
                let composed = text.precomposedStringWithCanonicalMapping
                #expect(
                    composed.unicodeScalars.elementsEqual(text.unicodeScalars), "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test func decomposedAndCompatibilityFormsAreLeftToFoundation() {
        for text in ["e\u{301}", "\u{304B}\u{3099}", "\u{30AB}\u{3099}", "\u{F900}", "\u{0340}", "\u{1100}\u{1161}"] {
            #expect(!text.isKnownNFC, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(text.nfc == text.precomposedStringWithCanonicalMapping)
        }
    }

    @Test func byteOrderIsTheOrderOfTheUTF8Bytes() {
        let texts = ["", "a", "ab", "b", "B", "é", "e\u{301}", "z", "ä", "日本", "日", "Ω", "a/b", "a.b", "a\u{0}"]
        for x in texts {
            for y in texts {
                #expect(x.precedesInByteOrder(y) == Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)), "\(x) \(y)")
            }
        }
    }
}
