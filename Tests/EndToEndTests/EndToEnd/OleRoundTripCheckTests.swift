import Foundation
import Testing
import WordpackTestSupport

/// The real Olé file's pairs, through `wordpack check` as the content team would run it: a list used only
/// by Olé needs no FirstWords media, and the reference's two repeated English texts are its only errors.
@Suite struct OleRoundTripCheckTests {
    @Test func checkReportsTheReferencesRepeatsAndNothingElseAsErrors() throws {
        let folder = try TemporaryFolder()
        for item in ["pipeline.json", "inputs"] {
            try FileManager.default.copyItem(
                at: Fixtures.url("ole-roundtrip/\(item)"), to: folder.file(item))
        }
        let result = try WordpackBinary.run(["check"], in: folder.url)
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(
            errors == [
                "inputs/languages/en/words.xlsx:words!C142: error: the English text “wing” is also at words!C93; Olé finds each pair by its English text and would misjudge answers to one of them: reword one, or mark one of the two words disabled.",
                "inputs/languages/en/words.xlsx:words!C254: error: the English text “(to) hang” is also at words!C131; Olé finds each pair by its English text and would misjudge answers to one of them: reword one, or mark one of the two words disabled.",
            ])
        // The translation checks' 16 warnings among them: British spellings that en_US lacks (“colour”, “cosy”,
        // “rainforest”, “watercolour”), two words es_ES lacks (“pingüino”, “puzzle”), and ten Spanish words written
        // as in English (“hospital”, “crisis”, “pasta”, …), which a spelling.txt would list.
        let translationChecks = result.standardError.split(separator: "\n").filter {
            $0.contains("dictionary (en_US)") || $0.contains("dictionary (es_ES)")
                || $0.contains("is the same as the en text")
        }
        #expect(translationChecks.count == 16, "\(translationChecks)")
        #expect(result.standardError.contains("check: 2 errors, 53 warnings"))
    }
}
