import Foundation
import Testing
import WordpackCatalogue
import WordpackSound
import WordpackTestSupport

/// A new language recorded in one take, through the real binary: `add-language fr`, the translations,
/// `script --language fr`, a take of that script (each line spoken by espeak-ng, which `make build` installs
/// for the vocabulary app, with silence between), `split`, `build`: the French recordings ship in the app that
/// takes every language, and `review` plays them.
@Suite struct TakeSplitFrenchEndToEndTests {
    static let animals = [
        ("ant", "fourmi"), ("bear", "ours"), ("cat", "chat"), ("dog", "chien"), ("duck", "canard"),
        ("fish", "poisson"), ("frog", "grenouille"), ("horse", "cheval"), ("owl", "hibou"), ("pig", "cochon"),
    ]

    /// The lines of `scripts/fr.tsv` spoken one after another by espeak-ng's French voice, each with its silence
    /// trimmed, 0.8 s apart, over faint noise, as a 16-bit WAV at espeak-ng's rate.
    static func take(of script: URL, in folder: TemporaryFolder) throws -> (Data, lines: Int) {
        let espeak = try #require(
            ExternalTool.find("espeak-ng"), "espeak-ng is a build package: make build installs it")
        let rows = try String(contentsOf: script, encoding: .utf8).split(separator: "\n").dropFirst()
        var samples: [Float] = []
        var rate = 22050
        func silence(_ seconds: Double) { samples += [Float](repeating: 0, count: Int(seconds * Double(rate))) }
        silence(0.5)
        for (index, row) in rows.enumerated() {
            let text = String(row.split(separator: "\t", omittingEmptySubsequences: false)[1])
            let clip = folder.file("clips/\(index).wav")
            try FileManager.default.createDirectory(
                at: clip.deletingLastPathComponent(), withIntermediateDirectories: true)
            let spoken = try ExternalTool.run(espeak, ["-v", "fr", "-s", "150", "-w", clip.path, text])
            #expect(spoken.status == 0, "\(spoken.standardError)")
            let file = try SoundFile(reading: clip, displayPath: clip.lastPathComponent)
            rate = file.sampleRate
            var clipSamples = [Float](repeating: 0, count: file.frames * file.channels)
            let read = try clipSamples.withUnsafeMutableBufferPointer { try file.readFrames(into: $0) }
            let speech = clipSamples.prefix(read * file.channels)
            let first = speech.firstIndex { abs($0) > 0.01 } ?? 0
            let last = speech.lastIndex { abs($0) > 0.01 } ?? 0
            samples += speech[first...last]
            silence(0.8)
        }
        // Faint room noise (a fixed sequence), so that the silence is not digital silence.
        var state: UInt32 = 12345
        for index in samples.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            samples[index] += (Float(state >> 8) / Float(1 << 24) - 0.5) * 0.002
        }
        return (SyntheticWAV.pcm16(samples, rate: rate), rows.count)
    }

    @Test(.tags(.slow)) func aNewLanguageRecordedInOneTakeShipsAndTheReviewPlaysIt() throws {
        let project = try WordpackBinary.copyOfSampleProject()
        // The sample's own fr (a translator's XLIFF file) goes first: this is a language added from nothing.
        try FileManager.default.removeItem(at: project.file("inputs/languages/fr"))
        let added = try WordpackBinary.run(["add-language", "fr"], in: project.url)
        #expect(added.status == 0, "\(added.standardError)")
        let french = "inputs/languages/fr"
        for name in try FileManager.default.contentsOfDirectory(atPath: project.file(french).path)
        where name.hasPrefix("words.") || name.hasPrefix("lists.") {
            try FileManager.default.removeItem(at: project.file("\(french)/\(name)"))
        }
        try project.write(
            "\(french)/words.csv", "list,key,word\n" + Self.animals.map { "Animals,\($0.0),\($0.1)\n" }.joined())
        try project.write("\(french)/lists.csv", "list,name\nAnimals,Animaux\n")
        try project.write("\(french)/all.txt", "Tous")
        try FileManager.default.copyItem(
            at: project.file("inputs/languages/es/flag.png"), to: project.file("\(french)/flag.png"))

        let script = try WordpackBinary.run(["script", "--language", "fr"], in: project.url)
        #expect(script.status == 0, "\(script.standardError)")
        let (take, lines) = try Self.take(of: project.file("scripts/fr.tsv"), in: project)
        #expect(lines > Self.animals.count)  // the ten words and their letter sounds
        try project.write("takes/fr-1.wav", take)

        let split = try WordpackBinary.run(["split", "takes/fr-1.wav", "--script", "scripts/fr.tsv"], in: project.url)
        #expect(split.status == 0, "\(split.standardError)")
        #expect(
            split.standardError.contains("split: \(lines) recordings from takes/fr-1.wav written"),
            "\(split.standardError)")
        #expect(FileManager.default.fileExists(atPath: project.file("scripts/fr-split.html").path))

        let build = try WordpackBinary.run(["build"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(!build.standardError.contains("fr is not complete yet"), "\(build.standardError)")
        let app = "outputs/firstwords/animals"
        for (key, _) in Self.animals {
            #expect(
                FileManager.default.fileExists(
                    atPath: project.file("\(app)/Localization/Animals_fr/Speech/\(key).caf").path),
                "\(key) did not ship")
        }
        let letters = try FileManager.default.contentsOfDirectory(
            atPath: project.file("\(app)/Alphabets/fr/Letters").path)
        #expect(letters.count == lines - Self.animals.count, "\(letters)")

        let review = try WordpackBinary.run(["review"], in: project.url)
        #expect(review.status == 0, "\(review.standardError)")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: project.file("review").path).filter {
            $0.hasSuffix(".html")
        }
        let html = try pages.map { try String(contentsOf: project.file("review/\($0)"), encoding: .utf8) }.joined()
        let players = try Regex(#"<audio[^>]*src="([^"]*)""#)
        let sources = html.matches(of: players).map { String($0.output[1].substring ?? "") }
        for (key, _) in Self.animals {
            let played = sources.filter { $0.contains("fr") && $0.hasSuffix("/\(key).wav") }
            #expect(!played.isEmpty, "no player for fr \(key): \(sources.filter { $0.contains("fr") }.prefix(5))")
            for source in played {
                let file = project.file("review").appendingPathComponent(source.removingPercentEncoding ?? source)
                #expect(FileManager.default.fileExists(atPath: file.path), "\(source)")
            }
        }
    }
}
