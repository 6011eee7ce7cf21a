import Foundation
import Testing
import WordpackTestSupport

/// `wordpack build` on a copy of the sample writes the vocabulary app `vocab` (Nature and Home, in English with
/// Spanish translations, `"api": true`): word files and the index match golden files, Python's json reads every
/// file and holds each word to WordsAPI's shape, ffprobe reads an MP3 (and no CAF ships), nginx with the
/// documented configuration serves `api/` as WordsAPI to an independent client, the manifest and a release hold
/// the app, and a second build makes nothing.
@Suite struct VocabularyEndToEndTests {
    @Test(.tags(.slow)) func theSampleBuildsAWordBankInWordsAPIsShape() throws {
        let result = try WordpackBinary.builtSample()
        let folder = result.folder
        // 32 word files, the index and the schedule; with `api`, 32 whole entries, 32 × 28 details, random.json
        // and the two nginx includes.
        #expect(
            result.standardError.contains("vocabulary: 965 files written, 0 unchanged\n"), "\(result.standardError)")
        #expect(result.standardError.contains("vocabulary-mp3: 32 files written, 0 unchanged\n"))
        let app = folder.file("outputs/vocabulary/vocab")
        for name in ["rain", "threshold", "tidy"] {
            try Golden.check(
                try Data(contentsOf: app.appendingPathComponent("words/\(name).json")),
                against: "vocabulary-\(name).json")
        }
        try Golden.check(
            try Data(contentsOf: app.appendingPathComponent("index.json")), against: "vocabulary-index.json")

        let read = try ExternalTool.run(
            "/usr/bin/env", ["python3", Fixtures.url("vocabulary/read_words.py").path, app.path])
        #expect(read.status == 0, "\(read.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any])
        #expect(report["problems"] as? [String] == [], "\(report)")
        #expect(report["words"] as? Int == 32 && report["index"] as? Int == 32 && report["days"] as? Int == 60)

        let api = app.appendingPathComponent("api")
        for name in ["rain", "threshold", "tidy"] {
            try Golden.check(
                try VocabularyAPIServing.endpoints(of: name, in: api), against: "vocabulary-api-\(name).txt")
            #expect(
                try Data(contentsOf: api.appendingPathComponent("words/\(name).json"))
                    == Data(contentsOf: app.appendingPathComponent("words/\(name).json")))
        }
        let served = try VocabularyAPIServing.ask(api)
        #expect(served["problems"] as? [String] == [], "\(served)")
        // random.json; for each of the 32 words its entry, in upper case too, its 28 details and the 18 detail
        // names with a capital in lower case; 20 random words; 7 paths that must answer 404.
        #expect(served["words"] as? Int == 32 && served["requests"] as? Int == 1 + 32 * 48 + 20 + 7, "\(served)")
        #expect((served["random"] as? [String])?.count ?? 0 >= 5, "20 random words: \(served)")

        // The pronunciations ship once, as MP3: the app does not ask for CAF.
        let audio = try FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent("audio").path)
        #expect(audio.count == 32 && audio.allSatisfy { $0.hasSuffix(".mp3") }, "\(audio.sorted())")

        let ffprobe = try #require(ExternalTool.find("ffprobe"))
        let probe = try ExternalTool.run(
            ffprobe,
            [
                "-v", "error", "-show_entries", "stream=codec_name,sample_rate,channels", "-of", "csv=p=0",
                app.appendingPathComponent("audio/threshold.mp3").path,
            ])
        #expect(probe.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "mp3,22050,1")

        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("outputs/manifest.json")))
                as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        #expect(files.contains("vocabulary/vocab/daily.json") && files.contains("vocabulary/vocab/audio/tree.mp3"))
        let releases = try TemporaryFolder()
        let published = try WordpackBinary.run(["publish", "--to", releases.url.path], in: folder.url)
        #expect(published.status == 0, "\(published.standardError)")
        let archive = try OpenBoardValidator.entries(of: try Data(contentsOf: releases.file("1/vocab.zip")))
        #expect(archive["words/tree.json"] != nil && archive["audio/tree.mp3"] != nil, "\(archive.keys.sorted())")
        #expect(archive["audio/tree.caf"] == nil && archive["api/words/tree/definitions.json"] != nil)

        try WordpackBinary.saveAgain(folder.file("pipeline.json"), adding: "\n")
        let again = try WordpackBinary.run(["build", "--explain"], in: folder.url)
        #expect(again.status == 0)
        #expect(
            again.standardOutput.contains("skipped outputs/vocabulary/vocab/audio/tree.mp3: up to date"),
            "\(again.standardOutput)")
        #expect(!again.standardOutput.contains("made   "), "\(again.standardOutput)")
    }

    /// With `"caf": true` the audio stage's CAF ships beside each MP3, and the MP3 has the same bytes as one
    /// made without it (from a temporary CAF).
    @Test(.tags(.slow)) func anAppThatAsksForCAFGetsItBesideTheMP3() throws {
        // The sample's own clean build has no CAF; a clean build of a copy asks for them (clean, so that its
        // MP3s are made from the CAFs and not left from a build without them).
        let plain = try WordpackBinary.builtSample().folder
        let withCAF = try WordpackBinary.copyOfSampleProject()
        let pipeline = withCAF.file("pipeline.json")
        let text = try String(contentsOf: pipeline, encoding: .utf8)
        #expect(text.components(separatedBy: #""api": true"#).count == 2)
        try Data(text.replacingOccurrences(of: #""api": true"#, with: #""api": true, "caf": true"#).utf8).write(
            to: pipeline)
        let result = try WordpackBinary.run(["build"], in: withCAF.url)
        #expect(result.status == 0, "\(result.standardError)")
        let audio = withCAF.file("outputs/vocabulary/vocab/audio")
        let names = try FileManager.default.contentsOfDirectory(atPath: audio.path)
        #expect(names.filter { $0.hasSuffix(".caf") }.count == 32 && names.filter { $0.hasSuffix(".mp3") }.count == 32)
        #expect(!FileManager.default.fileExists(atPath: plain.file("outputs/vocabulary/vocab/audio/tree.caf").path))
        for name in ["tree", "threshold"] {
            #expect(
                try Data(contentsOf: audio.appendingPathComponent("\(name).mp3"))
                    == Data(contentsOf: plain.file("outputs/vocabulary/vocab/audio/\(name).mp3")))
        }
    }
}
