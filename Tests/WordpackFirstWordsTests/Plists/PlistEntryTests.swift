import Foundation
import Testing
import WordpackCatalogue
import WordpackCore
import WordpackTestSupport

@testable import WordpackFirstWords

@Suite struct PlistEntryTests {
    private let here = Location(file: "f", row: 2, column: "C")

    @Test func onlyWhatDiffersFromTheDefaultsIsSet() {
        let plain = PlistEntry(
            word: Word(key: "ant", row: 2), translation: Translation(list: "A", key: "ant", word: "ant", location: here)
        )
        #expect(plain.strings.map(\.key) == ["word"])
        #expect(!plain.disabled)

        let word = Word(key: "ant", picture: "ant", sound: "buzz", background: "bg_litegrass", disabled: false, row: 2)
        let japanese = Translation(
            list: "A", key: "ant", word: "あり", sortkey: "あり", caseOverride: .lowercase,
            disabled: true, speech: "ant", location: here)
        let entry = PlistEntry(word: word, translation: japanese)
        #expect(entry.word == "あり")
        #expect(entry.key == "ant")
        #expect(entry.picture == nil)  // the key, the default
        #expect(entry.speech == nil)
        #expect(entry.sound == "buzz")
        #expect(entry.background == "bg_litegrass")
        #expect(entry.sortkey == "あり")
        #expect(entry.caseOverride == 1)
        #expect(entry.disabled)
    }

    @Test func theBytesAreAnAppleXMLPropertyList() throws {
        let word = Word(key: "fish&chips", background: "bg <water>", row: 2)
        let translation = Translation(
            list: "A", key: "fish&chips", word: "\"fish\" & 'chips'", caseOverride: .capitalized, location: here)
        let text = String(
            decoding: try WordsPlist.encode([PlistEntry(word: word, translation: translation)]), as: UTF8.self)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                \t<array>
                \t\t<dict>
                \t\t\t<key>word</key>
                \t\t\t<string>&quot;fish&quot; &amp; 'chips'</string>
                \t\t\t<key>key</key>
                \t\t\t<string>fish&amp;chips</string>
                \t\t\t<key>caseOverride</key>
                \t\t\t<integer>2</integer>
                \t\t\t<key>background</key>
                \t\t\t<string>bg &lt;water&gt;</string>
                \t\t</dict>
                \t</array>
                </plist>

                """)
        #expect(String(decoding: try WordsPlist.encode([]), as: UTF8.self).contains("<array/>"))
    }

    @Test(
        arguments: [("a\u{7}b", "7"), ("tab\tok", nil), ("x\u{FFFE}", "FFFE"), ("line\nbreak", nil)]
            as [(String, String?)])
    func forbiddenCharacters(text: String, hex: String?) {
        #expect(WordsPlist.forbiddenCharacter(in: text).map { String($0.value, radix: 16, uppercase: true) } == hex)
    }
}
