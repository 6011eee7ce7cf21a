import Foundation
import Testing
import WordpackTestSupport

/// A problem that makes other things look wrong is printed alone: `wordpack check` on a copy of the sample
/// with one cause each prints that cause as its first (and only) finding, none of what follows from it.
@Suite struct CausesBeforeConsequencesTests {
    struct Cause: CustomTestStringConvertible, Sendable {
        let name: String
        /// The file broken, relative to the project.
        let file: String
        /// What the finding about it says.
        let says: String
        let breakIt: @Sendable (URL) throws -> Void
        var testDescription: String { name }
    }

    /// A copy of the sample without its fr, a language in progress whose warning would be a finding of every run.
    static func sampleWithoutFrench() throws -> TemporaryFolder {
        let folder = try WordpackBinary.copyOfSampleProject()
        try FileManager.default.removeItem(at: folder.file("inputs/languages/fr"))
        return folder
    }

    static let garbage: @Sendable (URL) throws -> Void = { try Data("garbage\n".utf8).write(to: $0) }

    static let causes: [Cause] = [
        // The vocabulary app's lists allow a key twice; unknown, they printed "is used twice" errors first.
        Cause(name: "a misspelt key in pipeline.json", file: "pipeline.json", says: "`apps.vocab.apiz`: unknown key") {
            url in
            var pipeline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            var apps = try #require(pipeline["apps"] as? [String: Any])
            var vocab = try #require(apps["vocab"] as? [String: Any])
            vocab["apiz"] = true
            apps["vocab"] = vocab
            pipeline["apps"] = apps
            try JSONSerialization.data(withJSONObject: pipeline).write(to: url)
        },
        // The vocabulary app's daily challenge lacked words of Home's levels.
        Cause(name: "an unreadable list sheet", file: "inputs/lists/Home.xlsx", says: "is not", breakIt: garbage),
        // Olé had no pairs, Glyph's Spanish tiles no recordings.
        Cause(
            name: "an unreadable language workbook", file: "inputs/languages/es/words.ods", says: "is not",
            breakIt: garbage),
        // en-phonics falls back to en: its words and list names were missing.
        Cause(
            name: "an unreadable reference workbook", file: "inputs/languages/en/words.xlsx", says: "is not",
            breakIt: garbage),
        // A table without its columns reads, but its rows are unknown: Glyph's folders had no tile in ja.
        Cause(
            name: "a language table without its header", file: "inputs/languages/ja/words.csv",
            says: "is neither a translations table", breakIt: garbage),
    ]

    @Test(arguments: causes)
    func theCauseIsPrintedAndNothingThatFollowsFromIt(_ cause: Cause) throws {
        let folder = try Self.sampleWithoutFrench()
        try cause.breakIt(folder.file(cause.file))
        let result = try WordpackBinary.run(["check"], in: folder.url)
        #expect(result.status != 0)
        let findings = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("check:") }
        #expect(findings.count == 1, "\(result.standardError)")
        #expect(findings.first?.hasPrefix("\(cause.file): error: ") == true, "\(result.standardError)")
        #expect(findings.first?.contains(cause.says) == true, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("check: 1 error, 0 warnings\n"), "\(result.standardError)")
    }

    /// With pipeline.json and a sheet both broken, pipeline.json's problem comes first, then the sheet's own,
    /// and a build stops there having made nothing.
    @Test func pipelineJSONComesFirstAndTheSheetsOwnProblemsStillFollow() throws {
        let folder = try Self.sampleWithoutFrench()
        try Self.causes[0].breakIt(folder.file("pipeline.json"))
        try Self.garbage(folder.file("inputs/lists/Food.ods"))
        let result = try WordpackBinary.run(["build"], in: folder.url)
        #expect(result.status != 0)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        let findings = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 2, "\(result.standardError)")
        #expect(findings.first?.hasPrefix("pipeline.json: error: `apps.vocab.apiz`") == true, "\(result.standardError)")
        #expect(findings.last?.hasPrefix("inputs/lists/Food.ods: error: ") == true, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("outputs/manifest.json").path))
    }

    /// A word's only picture in a format wordpack does not read is one error at the word's cell naming every app
    /// and language it leaves without the picture, not one per app and language.
    @Test func aPictureNoAppCanTakeIsOneSentenceNamingEveryAppAndLanguage() throws {
        let folder = try Self.sampleWithoutFrench()
        try FileManager.default.moveItem(
            at: folder.file("inputs/words/Animals/picture/cat.png"),
            to: folder.file("inputs/words/Animals/picture/cat.gif"))
        let result = try WordpackBinary.run(["check"], in: folder.url)
        #expect(result.status != 0)
        let findings = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("check:") }.map(String.init)
        let expected: String =
            "inputs/lists/Animals.xlsx:Animals!B4: error: the picture “cat” is "
            + "inputs/words/Animals/picture/cat.gif, which is not PNG, JPEG, HEIC, WebP, SVG or PDF: export it as one of them. The apps "
            + "that show it: “animals” (en, en-phonics, es, ja), “deluxe” (en, en-phonics, es), “japanese” (ja) and "
            + "the Glyph app “starter” (en, es, ja)."
        #expect(findings == [expected], "\(result.standardError)")
    }

    /// A missing recording is one error at the word's cell naming every app that plays it in that language.
    @Test func aMissingRecordingIsOneSentenceNamingEveryAppThatPlaysIt() throws {
        let folder = try Self.sampleWithoutFrench()
        try FileManager.default.removeItem(at: folder.file("inputs/languages/es/speech/Animals/cat.wav"))
        let result = try WordpackBinary.run(["check"], in: folder.url)
        #expect(result.status != 0)
        let findings = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("check:") }.map(String.init)
        let expected: String =
            "inputs/languages/es/words.ods:Words!C4: error: the recording of “gato” (Animals, es) is "
            + "missing: add inputs/languages/es/speech/Animals/cat.wav. The apps that play it: “animals” (es), “deluxe” "
            + "(es) and the Glyph app “starter” (es)."
        #expect(findings == [expected], "\(result.standardError)")
    }
}
