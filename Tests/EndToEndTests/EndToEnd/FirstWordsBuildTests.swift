import Foundation
import Testing
import WordpackAppsTestSupport
import WordpackTestSupport

/// `wordpack build` on the sample: the three FirstWords apps' trees, and the build refusing a missing
/// recording or an unvoiced letter.
@Suite struct FirstWordsBuildTests {
    @Test func theSampleBuildsThreeApps() throws {
        let folder = try WordpackBinary.builtSample().folder
        for app in ["animals", "deluxe", "japanese"] {
            #expect(FileManager.default.fileExists(atPath: folder.file("outputs/firstwords/\(app)/Localization").path))
        }
        let japanese = try FileManager.default.contentsOfDirectory(
            atPath: folder.file("outputs/firstwords/japanese/Localization").path)
        #expect(japanese.sorted() == ["Animals_ja", "Food_ja"])
        #expect(
            try String(contentsOf: folder.file("outputs/firstwords/japanese/Alphabets/ja/all.txt"), encoding: .utf8)
                == "すべて")
    }

    @Test func aMissingRecordingAndAnUnvoicedLetterStopTheBuild() throws {
        let folder = try WordpackBinary.copyOfSampleProject()
        try FileManager.default.removeItem(at: folder.file("inputs/languages/es/speech/Animals/dog.wav"))
        try FileManager.default.removeItem(at: folder.file("inputs/languages/ja/letters/ね.flac"))
        let result = try WordpackBinary.run(["build"], in: folder.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "inputs/languages/es/words.ods:Words!C5: error: the recording of “perro” (Animals, es) is missing: add "
                    + "inputs/languages/es/speech/Animals/dog.wav. The apps that play it: “animals” (es), “deluxe” (es) and "
                    + "the Glyph app “starter” (es)."), "\(lines)")
        #expect(
            lines.contains(
                "inputs/languages/ja/letters: error: the letter “ね” of “ねこ” has no sound in ja: add "
                    + "inputs/languages/ja/letters/ね.wav (or ね-final.wav and ね-other.wav). The apps that spell it: "
                    + "“animals” and “japanese”."), "\(lines)")
        #expect(lines.filter { $0.contains(": error: ") }.count == 2, "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("outputs/firstwords").path))
    }

    @Test func aRecordingTheAppWouldNotFindIsReported() throws {
        // en-phonics falls back to en's Speech/ folder, so a speech name only en-phonics uses is not there.
        let project = try TestProject()
        try project.write(
            "inputs/languages/en-phonics/words.csv", "list,key,word,speech\nAnimals,bat,bat,bat-phonics\n")
        try project.write("inputs/languages/en/speech/Animals/bat-phonics.wav", "")
        let findings = try project.findings()
        #expect(
            findings.contains(
                "inputs/languages/en-phonics/words.csv!C2: error: the recording “bat-phonics” of “bat” (Animals, en-phonics) "
                    + "would be missing from the app “deluxe”, which looks for "
                    + "firstwords/deluxe/Localization/Animals_en/Speech/bat-phonics.caf; add the file it is made from, or correct the name."
            ),
            "\(findings)")
    }
}
