import Foundation
import Testing
import WordpackSound
import WordpackTestSupport

@testable import WordpackRecording

/// Takes with lines said again, made at test time: each line of a short script read by espeak-ng in a voice that
/// is not the one split reads the script with (`en+m3`, `en+f3`…), its silence trimmed, the lines put together
/// with pauses of 0.6 to 1.4 s, over room noise (sox's pink noise, 30 dB under the speech, the same every run:
/// `sox -R`) or digital silence.
/// Each take knows where every saying of every line is, so a split is judged right (each cut is a saying of its
/// own line), refused, or wrong.
struct RetakeTakes {
    /// The kinds of take.
    enum Kind: String, CaseIterable {
        /// One line said twice.
        case once = "one line twice"
        /// Two adjacent lines said, then both said again.
        case adjacent = "two adjacent again"
        /// A line left out, and another said twice.
        case missing = "missing + retake"
        /// Two lines each said twice.
        case two = "two retakes"
    }

    /// What a split of a take came to.
    enum Outcome: String {
        case right, refused, wrong
    }

    static let words: [String: [String]] = [
        "en": [
            "ant", "bear", "cat", "dog", "duck", "fish", "frog", "horse", "owl", "pig", "sheep", "cow", "goat",
            "mouse", "lion", "tiger",
        ],
        "es": [
            "hormiga", "oso", "gato", "perro", "pato", "pez", "rana", "caballo", "búho", "cerdo", "oveja", "vaca",
            "cabra", "ratón", "león", "tigre",
        ],
        "fr": [
            "fourmi", "ours", "chat", "chien", "canard", "poisson", "grenouille", "cheval", "hibou", "cochon",
            "mouton", "vache", "chèvre", "souris", "lion", "tigre",
        ],
    ]

    static let rate = 22050

    let language: String
    let voice: String
    /// Each line's reading, trimmed; and a second reading of it, a little slower and lower (a saying said again).
    let clips: [[Float]]
    let again: [[Float]]
    /// Pink noise at a low level, long enough for any take.
    let noise: [Float]
    let folder: TemporaryFolder

    /// The script: a line per word, each to `inputs/languages/<language>/speech/Animals/<word>.wav`.
    var script: TakeScript {
        TakeScript(
            displayPath: "scripts/\(language).tsv",
            lines: (Self.words[language] ?? []).enumerated().map { index, word in
                TakeScript.Line(
                    number: index + 1, text: word, key: "k\(index + 1)",
                    path: "inputs/languages/\(language)/speech/Animals/k\(index + 1).wav", row: index + 2)
            })
    }

    /// Reads every line with espeak-ng in `voice` (`en+f3`); with `reading`, those words in the lines' places
    /// instead (a take that says none of its script's lines).
    init(language: String, voice: String, reading words: [String]? = nil) throws {
        self.language = language
        self.voice = voice
        folder = try TemporaryFolder()
        let espeak = try #require(
            ExternalTool.find("espeak-ng"), "espeak-ng is a build package: make build installs it")
        let sox = try #require(ExternalTool.find("sox"), "sox is a test package: make test installs it")
        var clips: [[Float]] = []
        var again: [[Float]] = []
        for (index, word) in (words ?? Self.words[language] ?? []).enumerated() {
            for (speed, pitch) in [("140", "50"), ("125", "42")] {
                let file = folder.file("clip-\(index).wav")
                let spoken = try ExternalTool.run(
                    espeak, ["-v", voice, "-s", speed, "-p", pitch, "-w", file.path, word])
                #expect(spoken.status == 0, "\(spoken.standardError)")
                let samples = try Self.samples(file)
                let first = samples.firstIndex { abs($0) > 0.01 } ?? 0
                let last = samples.lastIndex { abs($0) > 0.01 } ?? 0
                let clip = Array(samples[first...max(first, last)])
                if speed == "140" { clips.append(clip) } else { again.append(clip) }
            }
        }
        self.again = again
        self.clips = clips
        let noiseFile = folder.file("noise.wav")
        let made = try ExternalTool.run(
            sox, ["-R", "-n", "-r", "\(Self.rate)", "-b", "16", "-c", "1", noiseFile.path, "synth", "90", "pinknoise"])
        #expect(made.status == 0, "\(made.standardError)")
        // 30 dB under the clips' RMS.
        let all = clips.joined()
        let speech = (all.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(all.count, 1))).squareRoot()
        let raw = try Self.samples(noiseFile)
        let level = (raw.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(raw.count, 1))).squareRoot()
        let gain = Float(speech / 31.6 / max(level, 1e-9))
        noise = raw.map { $0 * gain }
    }

    static func samples(_ url: URL) throws -> [Float] {
        let file = try SoundFile(reading: url, displayPath: url.lastPathComponent)
        defer { try? file.close() }
        var samples = [Float](repeating: 0, count: file.frames * file.channels)
        let read = try samples.withUnsafeMutableBufferPointer { try file.readFrames(into: $0) }
        return Array(samples.prefix(read * file.channels))
    }

    /// The lines (0-based) said, in order, for a take of `kind` at place `place` (0 to 9).
    func order(_ kind: Kind, place: Int) -> [Int] {
        let count = clips.count
        let at = (place * (count - 2)) / 9  // 0 … count - 2, spread
        var said: [Int] = []
        switch kind {
        case .once:
            for line in 0..<count { said += line == at ? [line, line] : [line] }
        case .adjacent:
            for line in 0..<count {
                said.append(line)
                if line == at + 1 { said += [at, at + 1] }
            }
        case .missing:
            let left = (at + 5) % count
            for line in 0..<count where line != left { said += line == at ? [line, line] : [line] }
        case .two:
            let other = (at + 7) % count
            for line in 0..<count { said += line == at || line == other ? [line, line] : [line] }
        }
        return said
    }

    /// A take of the lines `said` (0-based, in order), and where each saying is: its line and its seconds; the
    /// sayings at the places of `replacing` (in `said`) are its clips instead.
    func take(_ said: [Int], room: Bool, name: String, replacing: [Int: [Float]] = [:]) throws -> (
        url: URL, sayings: [(line: Int, start: Double, end: Double)]
    ) {
        var samples = [Float](repeating: 0, count: Self.rate / 2)
        var sayings: [(line: Int, start: Double, end: Double)] = []
        var seen: Set<Int> = []
        for (index, line) in said.enumerated() {
            let start = Double(samples.count) / Double(Self.rate)
            samples += replacing[index] ?? (seen.insert(line).inserted ? clips[line] : again[line])
            sayings.append((line, start, Double(samples.count) / Double(Self.rate)))
            let gap = 0.6 + 0.8 * Double((index * 7919 + line * 31) % 97) / 96
            samples += [Float](repeating: 0, count: Int(gap * Double(Self.rate)))
        }
        if room {
            for index in samples.indices { samples[index] += noise[index % noise.count] }
        }
        let url = folder.file("\(name).wav")
        try SyntheticWAV.pcm16(samples, rate: Self.rate).write(to: url)
        return (url, sayings)
    }

    /// Splits a take of `kind` at `place` with `--retakes last`, and judges it.
    func outcome(_ kind: Kind, place: Int, room: Bool) throws -> (Outcome, String) {
        let said = order(kind, place: place)
        let (url, sayings) = try take(said, room: room, name: "\(kind)-\(place)-\(room)")
        let split: TakeSplit
        do {
            split = try TakeSplit.plan(take: url, takePath: "takes/take.wav", script: script, retakes: .last)
        } catch let failure as TakeSplitFailure {
            // A take with a line left out is right when refused naming that line.
            let message = failure.description
            if kind == .missing {
                let left = (0..<clips.count).first { !said.contains($0) } ?? 0
                let named = message.contains("part ways at line \(left + 1) ")
                return (named ? .right : .refused, message)
            }
            return (.refused, message)
        }
        if kind == .missing { return (.wrong, split.cutList) }
        // Right: each cut's speech is centred in a saying of its own line, and takes in no other line's saying.
        for cut in split.cuts {
            let line = cut.line.number - 1
            let start = split.seconds(cut.speechStart)
            let end = split.seconds(cut.speechEnd)
            let middle = (start + end) / 2
            let own = sayings.contains { $0.line == line && $0.start <= middle && middle <= $0.end }
            let other = sayings.contains { $0.line != line && min($0.end, end) - max($0.start, start) > 0.05 }
            if !own || other { return (.wrong, "line \(line + 1) cut at \(start)–\(end) s; \(split.cutList)") }
        }
        return (.right, "")
    }
}
