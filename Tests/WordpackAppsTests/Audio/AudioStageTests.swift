import Foundation
import Testing
import WordpackApps
import WordpackAppsTestSupport
import WordpackPipeline
import WordpackTestSupport

@testable import WordpackAppKind
@testable import WordpackCatalogue
@testable import WordpackCore
@testable import WordpackSound

/// The stage on a small project: what it writes, and every problem a recording can have, with its sentence.
@Suite struct AudioStageTests {
    static let speech = "languages/en/speech/Animals"

    static func word(_ seconds: Double) -> Data {
        SyntheticWAV.pcm16(spokenWord(seconds: seconds), rate: 22050)
    }

    @Test func convertsEachRecordingOnceAndWritesItWhereverItIsNeeded() throws {
        let project = try AudioProject()
        // Two apps with the same language: each recording is needed twice.
        try project.folder.write(
            "pipeline.json",
            """
            {"version": 1, "apps": {
              "one": {"kind": "firstwords", "name": "One", "lists": ["Animals"], "languages": ["en"]},
              "two": {"kind": "firstwords", "name": "Two", "lists": ["Animals"], "languages": ["en"]}}}
            """)
        for key in AudioProject.keys { try project.put("\(Self.speech)/\(key).wav", Self.word(0.5)) }
        try project.put("languages/en/letters/A.wav", Self.word(0.3))
        try project.put(
            "words/Animals/sound/ant.wav",
            SyntheticWAV.pcm16(sine(frequency: 880, rate: 44100, count: 22050), rate: 44100))

        let context = try project.context
        let report = AudioStage.run(context)
        #expect(report.findings.isEmpty, "\(report.findings)")
        let expected = ["one", "two"].flatMap { app in
            ["Alphabets/en/Letters/A.caf", "Words/Animals/sound/ant.caf"].map { "firstwords/\(app)/\($0)" }
                + AudioProject.keys.map { "firstwords/\(app)/Localization/Animals_en/Speech/\($0).caf" }
        }
        #expect(report.written.sorted() == expected.sorted())
        for path in expected where path.hasPrefix("firstwords/one/") {
            let twin = path.replacingOccurrences(of: "firstwords/one/", with: "firstwords/two/")
            let bytes = try Data(contentsOf: context.project.outputs.appendingPathComponent(path))
            #expect(bytes == (try Data(contentsOf: context.project.outputs.appendingPathComponent(twin))))
        }
        // The sound keeps its length (no clean-up): 0.5 s at 22050 Hz.
        let sound = try SoundFile(
            reading: context.project.outputs.appendingPathComponent("firstwords/one/Words/Animals/sound/ant.caf"),
            displayPath: "ant.caf")
        #expect(sound.frames == 11025)
        // The speech is trimmed: 0.5 s of tone and 50 ms of padding either side.
        let ant = try SoundFile(
            reading: context.project.outputs.appendingPathComponent(
                "firstwords/one/Localization/Animals_en/Speech/ant.caf"),
            displayPath: "ant.caf")
        #expect(abs(ant.frames - (11025 + 2 * 1103)) <= 2, "\(ant.frames) frames")
        // Nothing is left in the build folder, nor a temporary file in outputs/.
        let buildFolder = (try? FileManager.default.contentsOfDirectory(atPath: context.project.buildFolder.path)) ?? []
        #expect(!buildFolder.contains { $0.contains("audio") }, "\(buildFolder)")
        let outputs = FileManager.default.subpaths(atPath: context.project.outputs.path) ?? []
        #expect(!outputs.contains { $0.hasSuffix(".tmp") }, "\(outputs)")

        let again = AudioStage.run(context)
        #expect(again.written.isEmpty, "the same recordings give the same bytes: nothing is rewritten")
        #expect(again.unchanged.count == expected.count)
    }

    static let brokenFiles: [(fixture: String, key: String, message: String)] = [
        (
            "truncated.wav", "ant",
            "is cut short: its header promises 0.25 seconds of sound but the file holds only 0.11 seconds. "
                + "Copy or export the recording again."
        ),
        (
            "text-named-wav.wav", "bee",
            "is not a recording that wordpack can read: libsndfile does not recognise its format. "
                + "Export it again as WAV, AIFF or FLAC."
        ),
        (
            "silent.wav", "cat",
            "is silent: every sample is zero. Record it again, or check that the right file is in place."
        ),
        (
            "truncated.flac", "dog",
            "could not be read to the end: libsndfile says \"flac decoder lost sync\". The file may be damaged or cut "
                + "short: copy or export it again."
        ),
    ]

    /// A phone's recording (AAC in MP4) converts as a WAV does, and its CAF is what ffprobe reads as the
    /// apps' format.
    @Test func aPhonesRecordingConvertsToTheAppsFormat() throws {
        let project = try AudioProject()
        try project.copy(fixture: "tone-44100-mono.m4a", to: "\(Self.speech)/ant.m4a")
        #expect(AudioStage.inspect(try project.context).filter { $0.severity == .error } == [])
        let report = AudioStage.run(try project.context)
        #expect(report.findings == [], "\(report.findings)")
        #expect(report.written == ["firstwords/app/Localization/Animals_en/Speech/ant.caf"])
        let caf = project.folder.file("outputs/firstwords/app/Localization/Animals_en/Speech/ant.caf")
        let stream = try FFprobe.stream(caf)
        #expect(stream.codec == "pcm_s16le" && stream.sampleRate == 22050 && stream.channels == 1)
    }

    @Test func aBadRecordingIsAnErrorForThatFileAndTheOthersStillConvert() throws {
        let project = try AudioProject()
        for (fixture, key, _) in Self.brokenFiles {
            try project.copy(
                fixture: fixture, to: "\(Self.speech)/\(key).\(fixture.split(separator: ".").last ?? "wav")")
        }
        try project.put("\(Self.speech)/elk.wav", Self.word(0.5))
        let report = AudioStage.run(try project.context)
        #expect(report.written == ["firstwords/app/Localization/Animals_en/Speech/elk.caf"])
        let findings = report.findings.map(\.description).sorted()
        #expect(findings.count == 4, "\(findings)")
        for (fixture, key, message) in Self.brokenFiles {
            #expect(
                findings.contains(
                    "inputs/\(Self.speech)/\(key).\(fixture.split(separator: ".").last ?? ""): error: \(message)"),
                "\(findings)")
        }
    }

    /// A WAV whose header says 1 Hz: 4800 samples "last" 4800 seconds, and libsamplerate cannot convert them to
    /// 22050 Hz (more than 256 times up). Check and the stage both refuse it as the recording's fault, in the
    /// same sentence, and it is not also compared with its siblings.
    static let oneHertz = SyntheticWAV.pcm16(sine(frequency: 0.1, rate: 1, count: 4800), rate: 1)
    static let oneHertzMessage =
        "is recorded at 1 Hz, a rate that cannot be converted to the 22050 Hz the apps play: "
        + "only recordings at 87 Hz to 5644800 Hz can be. The file is probably damaged or was exported with a wrong "
        + "setting: export the recording again at 44100 or 48000 Hz."

    @Test func aRecordingAtARateThatCannotBeConvertedIsItsOwnError() throws {
        let project = try AudioProject()
        try project.put("\(Self.speech)/ant.wav", Self.oneHertz)
        for key in ["bee", "cat", "dog", "elk"] { try project.put("\(Self.speech)/\(key).wav", Self.word(0.5)) }
        let context = try project.context
        let expected = ["inputs/\(Self.speech)/ant.wav: error: \(Self.oneHertzMessage)"]
        #expect(AudioStage.inspect(context).map(\.description) == expected)
        let report = AudioStage.run(context)
        #expect(report.findings.map(\.description) == expected)
        #expect(report.written.count == 4)

        // At 86 Hz it is still refused; at 87 Hz (22050 / 87 < 256) it converts.
        func second(at rate: Int) -> Data {
            SyntheticWAV.pcm16(sine(frequency: 10, rate: Double(rate), count: rate), rate: rate)
        }
        try project.put("\(Self.speech)/ant.wav", second(at: 86))
        let refused = AudioStage.inspect(try project.context).map(\.description)
        #expect(refused.first?.contains("is recorded at 86 Hz") == true, "\(refused)")
        try project.put("\(Self.speech)/ant.wav", second(at: 87))
        #expect(AudioStage.inspect(try project.context).filter { $0.severity == .error } == [])
        #expect(AudioStage.run(try project.context).findings == [])
    }

    @Test func checkReportsEveryProblemWithItsSentence() throws {
        let project = try AudioProject()
        try project.copy(fixture: "nearly-silent.wav", to: "\(Self.speech)/ant.wav")
        try project.copy(fixture: "clipped.wav", to: "\(Self.speech)/bee.wav")
        try project.put(
            "\(Self.speech)/cat.wav",
            SyntheticWAV.pcm16(
                SyntheticWAV.silence(0.2, rate: 22050) + [Float](repeating: 0.001, count: 2205), rate: 22050))
        try project.copy(fixture: "truncated.ogg", to: "\(Self.speech)/dog.ogg")
        try project.put("\(Self.speech)/elk.wav", Self.word(0.5))
        let findings = AudioStage.inspect(try project.context).map(\.description)
        let folder = "inputs/\(Self.speech)"
        #expect(
            findings == [
                "\(folder)/ant.wav: warning: is nearly silent: its loudest sample is at -40.0 dBFS (a good recording "
                    + "peaks above -30 dBFS), so its noise would be raised with it. Record it again closer to the "
                    + "microphone or with more input gain.",
                "\(folder)/bee.wav: warning: is clipped in 103 places (the first at 0.00 seconds): the recording hit full "
                    + "scale and is distorted there. Record it again with a little less input gain.",
                "\(folder)/cat.wav: error: is silent: its loudest sample is at -59.9 dBFS, below the silence threshold "
                    + "of -50 dBFS. Record it again, or check that the right file is in place.",
                "\(folder)/dog.ogg: error: is damaged: libsndfile says \"Supported file format but file is malformed\". Copy or export the recording again.",
            ])
    }

    @Test func checkReportsARecordingMuchLongerOrShorterThanItsSiblings() throws {
        let project = try AudioProject()
        let lengths = ["ant": 0.5, "bee": 0.5, "cat": 2.0, "dog": 0.1, "elk": 0.55]
        for (key, seconds) in lengths { try project.put("\(Self.speech)/\(key).wav", Self.word(seconds)) }
        let findings = AudioStage.inspect(try project.context).map(\.description)
        let folder = "inputs/\(Self.speech)"
        #expect(
            findings == [
                "\(folder)/cat.wav: warning: lasts 2.00 seconds, more than 3 times as long as the 4 other recordings in "
                    + "\(folder)/ (typically 0.50 seconds); check that it holds only what it should, or trim it.",
                "\(folder)/dog.wav: warning: lasts only 0.10 seconds, less than a third as long as the 4 other recordings "
                    + "in \(folder)/ (typically 0.52 seconds); check that it is not cut off.",
            ])
    }

    @Test func siblingsAreComparedWithinOneRoleAndFolderAndNeedThreeOthers() {
        func job(_ source: String, _ role: AudioRole = .speech) -> RecordingJob {
            RecordingJob(source: source, role: role, paths: [])
        }
        // Three recordings are too few to say which one is odd.
        #expect(SiblingLengths.findings([(job("a/x.wav"), 0.5), (job("a/y.wav"), 0.5), (job("a/z.wav"), 3)]).isEmpty)
        // Four in two folders, or in two roles, are two groups of two.
        #expect(
            SiblingLengths.findings([
                (job("a/w.wav"), 0.5), (job("a/x.wav"), 0.5), (job("b/y.wav"), 0.5), (job("b/z.wav"), 3),
            ]).isEmpty)
        #expect(
            SiblingLengths.findings([
                (job("a/w.wav"), 0.5), (job("a/x.wav"), 0.5), (job("a/y.wav", .sounds), 0.5),
                (job("a/z.wav", .sounds), 3),
            ]).isEmpty)
        // Short recordings a few hundredths of a second apart are not reported, however the ratio.
        #expect(
            SiblingLengths.findings([
                (job("a/v.wav"), 0.02), (job("a/w.wav"), 0.02), (job("a/x.wav"), 0.02), (job("a/y.wav"), 0.02),
                (job("a/z.wav"), 0.1),
            ]).isEmpty)
        #expect(
            SiblingLengths.findings([
                (job("a/v.wav"), 0.5), (job("a/w.wav"), 0.5), (job("a/x.wav"), 0.5), (job("a/y.wav"), 0.5),
                (job("a/z.wav"), 1.6),
            ]).map(\.location.file) == ["a/z.wav"])
    }
}
