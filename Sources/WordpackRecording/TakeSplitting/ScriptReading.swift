import Foundation
import WordpackCore
import WordpackLanguageTools
import WordpackSound

/// The script's lines as espeak-ng reads them in their language: how long each one's speech lasts, and how it
/// sounds (`SpeechFeatures`). It tells a split which line a take's utterance most likely is, when the take and
/// the script do not have as many: a line is expected to last about as long as espeak-ng takes to say it (at
/// the actor's pace), and to sound like it.
struct ScriptReading: Sendable {
    /// Seconds of speech of each line's reading, its silence either side left out.
    var seconds: [Double]
    /// How each line's reading sounds, with bands up to `top`, less the mean of them all.
    var features: [SpeechFeatures]

    /// The readings of `lines` in `language` (an espeak-ng voice: `Espeak.voice`), every core at work; nil
    /// when espeak-ng is not installed, or does not read a line.
    static func read(_ lines: [TakeScript.Line], language: String, top: Double) -> ScriptReading? {
        guard Espeak.program != nil, !lines.isEmpty else { return nil }
        let folder = FileManager.default.temporaryDirectory
        let stem = "wordpack-reading-\(getpid())-\(UUID().uuidString)"
        // Each text read once, however many lines say it.
        let said = lines.map { $0.text.isEmpty ? $0.key : $0.text }
        var texts: [String] = []
        var indexOfText: [String: Int] = [:]
        for text in said where indexOfText[text] == nil {
            indexOfText[text] = texts.count
            texts.append(text)
        }
        let unique = texts
        let results = Array(unique.indices).concurrentMap { index -> (seconds: Double, features: SpeechFeatures)? in
            let file = folder.appendingPathComponent("\(stem)-\(index).wav")
            defer { try? FileManager.default.removeItem(at: file) }
            guard Espeak.speak(unique[index], language: language, to: file) else { return nil }
            return try? Self.reading(of: file, top: top)
        }
        let readings = said.compactMap { text in indexOfText[text].flatMap { results[$0] } }
        guard readings.count == lines.count else { return nil }
        return ScriptReading(
            seconds: readings.map(\.seconds), features: SpeechFeatures.centred(readings.map(\.features)))
    }

    /// One reading's speech: the frames (10 ms) from the first to the last within 40 dB of its loudest.
    private static func reading(of file: URL, top: Double) throws -> (seconds: Double, features: SpeechFeatures) {
        let sound = try SoundFile(reading: file, displayPath: file.lastPathComponent)
        defer { try? sound.close() }
        let channels = max(sound.channels, 1)
        var samples: [Float] = []
        var buffer = [Float](repeating: 0, count: 4_096 * channels)
        while true {
            let read = try buffer.withUnsafeMutableBufferPointer { try sound.readFrames(into: $0) }
            guard read > 0, samples.count < sound.sampleRate * 60 else { break }
            for frame in 0..<read {
                var mono: Float = 0
                for channel in 0..<channels { mono += buffer[frame * channels + channel] }
                samples.append(mono / Float(channels))
            }
        }
        let frameLength = max(sound.sampleRate / 100, 1)
        let levels = stride(from: 0, to: samples.count, by: frameLength).map { start in
            let frame = samples[start..<min(start + frameLength, samples.count)]
            return FrameEnergies.level(frame.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame.count))
        }
        guard let loudest = levels.max(), loudest > FrameEnergies.silence,
            let first = levels.firstIndex(where: { $0 > loudest - 40 }),
            let last = levels.lastIndex(where: { $0 > loudest - 40 })
        else { return (0.01, SpeechFeatures(values: [])) }
        let speech = samples[(first * frameLength)..<min((last + 1) * frameLength, samples.count)]
        let maker = try SpeechFeatureMaker(sampleRate: sound.sampleRate, top: top)
        return (Double(speech.count) / Double(max(sound.sampleRate, 1)), maker.features(of: speech))
    }
}
