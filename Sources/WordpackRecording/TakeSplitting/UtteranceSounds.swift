import Foundation
import WordpackSound

/// The samples of a take's utterances, read again from the take a block at a time and handed out one
/// utterance at a time, mixed to mono: only the utterance being gathered is held, and no more than `longest`
/// seconds of it, so a take of any length costs the memory of one word.
enum UtteranceSounds {
    /// The most seconds of one utterance handed out: its start.
    static let longest = 20.0

    /// Calls `body` with each utterance's index and mono samples, in order, for the utterances whose index is
    /// in `wanted` (all when nil). `utterances` are in order and do not overlap.
    static func forEach(
        take url: URL, displayPath: String, utterances: [Utterance], frames: EnergyFrames, wanted: Set<Int>? = nil,
        _ body: (Int, [Float]) throws -> Void
    ) throws {
        let take = try SoundFile(reading: url, displayPath: displayPath)
        defer { try? take.close() }
        let channels = max(take.channels, 1)
        let limit = Int(longest * Double(max(take.sampleRate, 1)))
        let spans = utterances.enumerated().filter { wanted?.contains($0.offset) ?? true }
            .map {
                (
                    index: $0.offset, start: frames.takeFrame(atFrame: $0.element.start),
                    end: frames.takeFrame(atFrame: $0.element.end)
                )
            }
        guard !spans.isEmpty else { return }
        var next = 0  // the span being gathered or waited for
        var gathered: [Float] = []
        var position = 0
        var buffer = [Float](repeating: 0, count: 4_096 * channels)
        while next < spans.count {
            let read = try buffer.withUnsafeMutableBufferPointer { try take.readFrames(into: $0) }
            guard read > 0 else { break }
            for frame in 0..<read {
                let at = position + frame
                while next < spans.count, at >= spans[next].end {
                    try body(spans[next].index, gathered)
                    gathered.removeAll(keepingCapacity: true)
                    next += 1
                }
                guard next < spans.count, at >= spans[next].start, gathered.count < limit else { continue }
                var mono: Float = 0
                for channel in 0..<channels { mono += buffer[frame * channels + channel] }
                gathered.append(mono / Float(channels))
            }
            position += read
        }
        // Spans that run to the take's end.
        while next < spans.count {
            try body(spans[next].index, gathered)
            gathered.removeAll()
            next += 1
        }
    }
}
