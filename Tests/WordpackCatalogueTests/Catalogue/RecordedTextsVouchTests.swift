import Foundation
import Testing
import WordpackCatalogue

/// `recorded.tsv`'s fourth column, `vouched`: who says a recording says its text (`heard` by split, a `person`
/// by accept). A file of three columns, as wordpack wrote before, is read as ever and written back unchanged.
@Suite struct RecordedTextsVouchTests {
    static let digest = String(repeating: "a", count: 64)

    @Test func aFileOfThreeColumnsIsReadAndWrittenBackByteForByte() {
        let old = "path\tsha256\ttext\nspeech/Animals/pig.wav\t\(Self.digest)\tpig\n"
        let (texts, findings) = RecordedTexts.parse(Data(old.utf8), displayPath: "recorded.tsv")
        #expect(findings.isEmpty)
        #expect(texts.entry(at: "speech/Animals/pig.wav")?.vouched == nil)
        #expect(String(decoding: texts.tsv, as: UTF8.self) == old)
    }

    @Test func whoVouchesIsWrittenAndReadBack() {
        var texts = RecordedTexts([
            RecordedTexts.Entry(path: "speech/Animals/pig.wav", sha256: Self.digest, text: "pig", vouched: .heard),
            RecordedTexts.Entry(path: "speech/Animals/cat.wav", sha256: Self.digest, text: "cat", vouched: .person),
        ])
        texts.set(RecordedTexts.Entry(path: "letters/A.wav", sha256: Self.digest, text: "A"))
        let written = String(decoding: texts.tsv, as: UTF8.self)
        #expect(
            written == "path\tsha256\ttext\tvouched\nletters/A.wav\t\(Self.digest)\tA\t\n"
                + "speech/Animals/cat.wav\t\(Self.digest)\tcat\tperson\n"
                + "speech/Animals/pig.wav\t\(Self.digest)\tpig\theard\n")
        let (read, findings) = RecordedTexts.parse(texts.tsv, displayPath: "recorded.tsv")
        #expect(findings.isEmpty)
        #expect(read == texts)
    }

    @Test func anUnknownVoucherIsAnErrorAtItsLine() {
        let text = "path\tsha256\ttext\tvouched\nspeech/Animals/pig.wav\t\(Self.digest)\tpig\tmachine\n"
        let (texts, findings) = RecordedTexts.parse(Data(text.utf8), displayPath: "recorded.tsv")
        #expect(texts.isEmpty)
        #expect(
            findings.map(\.message) == [
                "“machine” is not who vouches for the recording (heard, person, or nothing); the row is not used."
            ])
    }
}
